import type { Language } from '../i18n';
import type { UserProfile } from '../profile';

export type AnalysisKind = 'day' | 'latest' | 'week' | 'month';

/** One journal entry as analysis sees it: only what the reading needs, never ids. */
export interface JournalLine {
  date: string;
  time?: string;
  emotion: string;
  note?: string;
}

export interface AnalysisInput {
  kind: AnalysisKind;
  language: Language;
  /** The period read, inclusive; equal for a single day. */
  from: string;
  to: string;
  /** Sorted by date and time, at least one. */
  entries: JournalLine[];
  profile?: UserProfile;
  /** The crisis detector fired on the entries: answer supportively and point to human help. */
  crisis: boolean;
  /** For a month: the patterns the insights found (tags against mood, runs, families). */
  patterns?: Patterns;
}

/** What a month's insights say, compactly, for the analysis to build on. */
export interface Patterns {
  /** Entries per family over the month. */
  families: Partial<Record<string, number>>;
  /** Only tags with a claim (5 days or more on each side, a clear difference). */
  tags: { tag: string; days: number; direction: 'morePleasant' | 'lessPleasant' }[];
  longestRun: number;
}

export interface AnalysisResult {
  analysis: string;
  advice: string;
  tips: string[];
}

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatInput {
  language: Language;
  /** Non-empty, at most the last 20, ending with the user's turn. */
  messages: ChatMessage[];
  lastAnalysis?: string;
  lastAnalysisDate?: string;
  daysWithEntries: number;
  profile?: UserProfile;
  crisis: boolean;
}
