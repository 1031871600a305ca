import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

const MAX_READ_RETRIES = 2;

/**
 * A read is tried again only when trying again can help: the network or the server failed
 * (status 0 or 5xx). A 4xx answer will be the same the next time.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_READ_RETRIES) return false;
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/**
 * The app's one cache. Mutations are never retried by the cache: a save spends its human check,
 * so only the person can send it again (the same requestId makes that retry safe).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: shouldRetryRead,
      // Only this person writes their journal: what was read stays right until they save.
      staleTime: 5 * 60_000,
    },
    mutations: { retry: false },
  },
});

/**
 * Every query key, from one place. Each private key starts with the user's id: one person's data
 * can never answer another's query, even between a user change and the cache being cleared.
 */
export const queryKeys = {
  userCount: () => ['userCount'] as const,
  /** Public, the same for everyone in a language and a country. */
  helplines: (language: string, country = '') => ['helplines', language, country] as const,
  user: (userId: string) => ['user', userId] as const,
  me: (userId: string) => ['user', userId, 'me'] as const,
  profile: (userId: string) => ['user', userId, 'profile'] as const,
  subscription: (userId: string) => ['user', userId, 'subscription'] as const,
  /** The conversation with the assistant, kept on the server. */
  chat: (userId: string) => ['user', userId, 'chat'] as const,
  /** The entries of one day. */
  day: (userId: string, date: string) => ['user', userId, 'day', date] as const,
  /** The entries between two dates (a calendar month); `ranges` matches all of them. */
  range: (userId: string, from: string, to: string) => ['user', userId, 'range', from, to] as const,
  ranges: (userId: string) => ['user', userId, 'range'] as const,
  /** The aggregates of a range of days; `allInsights` matches every range. */
  insights: (userId: string, from: string, to: string) =>
    ['user', userId, 'insights', from, to] as const,
  allInsights: (userId: string) => ['user', userId, 'insights'] as const,
  /** Where the account is signed in. */
  sessions: (userId: string) => ['user', userId, 'sessions'] as const,
  /** The daily reminder's settings. */
  reminders: (userId: string) => ['user', userId, 'reminders'] as const,
  /** Entries written offline, waiting on this device to be sent. */
  outbox: (userId: string) => ['user', userId, 'outbox'] as const,
};
