import { api } from '../../lib/api';
import type { Crisis } from '../../../../lambdas/domain/crisis';
import type { EmotionEntry } from '../../../../lambdas/domain/journal';
import type { Language } from '../../../../lambdas/domain/i18n-languages';

export interface NewEmotionRequest {
  emotion: string;
  note?: string;
  captchaToken: string;
  /** The same id for a retried submit, so a retry after a lost response saves one entry. */
  requestId: string;
  /** The screen's language: the help lines of a crisis note come back in it. */
  language: Language;
}

export interface SavedEmotion {
  entry: EmotionEntry;
  daysWithEntries: number;
  crisis?: Crisis;
}

export function saveEmotion(request: NewEmotionRequest): Promise<SavedEmotion> {
  return api<SavedEmotion>('/api/emotions', {
    method: 'POST',
    // The server dates the entry from its own clock in this zone: entries cannot be back-dated.
    body: { ...request, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
  });
}

export async function entriesOfDay(date: string, signal?: AbortSignal): Promise<EmotionEntry[]> {
  const { entries } = await api<{ entries: EmotionEntry[] }>(
    `/api/emotions?date=${encodeURIComponent(date)}`,
    { signal },
  );
  return entries;
}

export async function datesWithEntries(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const query = new URLSearchParams({ from, to });
  const { dates } = await api<{ dates: string[] }>(`/api/days?${query}`, { signal });
  return dates;
}
