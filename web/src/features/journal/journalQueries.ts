import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endOfMonth, format } from 'date-fns';
import type { EmotionEntry } from '@domain/journal';
import { sortEntries } from '@domain/journal-rules';
import { api, type AnswerOf, type BodyOf } from '@web/lib/api';
import { browserTimeZone, localDate } from '@web/lib/dates';
import { queryKeys } from '@web/lib/query';
import { useUser } from '@web/lib/session';

/** The first and last day of the month that starts on `monthStart` (`yyyy-MM-01`). */
export function monthRange(monthStart: string): { from: string; to: string } {
  return { from: monthStart, to: format(endOfMonth(localDate(monthStart)), 'yyyy-MM-dd') };
}

/** A cached range (a calendar month) that holds `date`, with when it was read. */
function cachedRangeHolding(client: QueryClient, userId: string, date: string) {
  for (const query of client.getQueryCache().findAll({ queryKey: queryKeys.ranges(userId) })) {
    const [, , , from, to] = query.queryKey as ReturnType<typeof queryKeys.range>;
    const entries = query.state.data as EmotionEntry[] | undefined;
    if (entries && from <= date && date <= to) {
      return { entries, updatedAt: query.state.dataUpdatedAt };
    }
  }
  return undefined;
}

/**
 * The entries of one day. A month the calendar has read already holds them: the day then opens
 * from the cache, without asking the server again.
 */
export function useDayEntries(date: string) {
  const { userId } = useUser();
  const client = useQueryClient();
  return useQuery({
    queryKey: queryKeys.day(userId, date),
    queryFn: async ({ signal }) =>
      sortEntries((await api('GET /api/emotions', { query: { date }, signal })).entries),
    initialData: () => {
      const range = cachedRangeHolding(client, userId, date);
      return range && sortEntries(range.entries.filter((entry) => entry.date === date));
    },
    initialDataUpdatedAt: () => cachedRangeHolding(client, userId, date)?.updatedAt,
  });
}

/** The entries of a calendar month: its day marks, and every day of it for the day view. */
export function useMonthEntries(monthStart: string) {
  const { userId } = useUser();
  const { from, to } = monthRange(monthStart);
  return useQuery({
    queryKey: queryKeys.range(userId, from, to),
    queryFn: async ({ signal }) =>
      (await api('GET /api/emotions', { query: { from, to }, signal })).entries,
  });
}

export type SaveEntryInput = Omit<BodyOf<'POST /api/emotions'>, 'timezone'>;
export type SavedEntry = AnswerOf<'POST /api/emotions'>;

/**
 * What a saved entry changes in the cache, and only that: that day's entries, the month holding
 * it and the days count. The access rules count days, so `/api/me` is read again only when the
 * count moved (the first entry of a day). Used by the form and by the sending of entries written
 * offline.
 */
export function applySavedEntry(client: QueryClient, userId: string, saved: SavedEntry) {
  const { entry, daysWithEntries } = saved;
  const add = (entries: EmotionEntry[] | undefined) =>
    entries && sortEntries([...entries.filter((e) => e.id !== entry.id), entry]);
  client.setQueryData(queryKeys.day(userId, entry.date), add);
  for (const query of client.getQueryCache().findAll({ queryKey: queryKeys.ranges(userId) })) {
    const [, , , from, to] = query.queryKey as ReturnType<typeof queryKeys.range>;
    if (from <= entry.date && entry.date <= to) client.setQueryData(query.queryKey, add);
  }
  // The aggregates are the server's: read again when insights are next shown, not now.
  void client.invalidateQueries({ queryKey: queryKeys.allInsights(userId), refetchType: 'none' });
  const me = client.getQueryData<AnswerOf<'GET /api/me'>>(queryKeys.me(userId));
  if (me && me.daysWithEntries !== daysWithEntries) {
    client.setQueryData(queryKeys.me(userId), { ...me, daysWithEntries });
    void client.invalidateQueries({ queryKey: queryKeys.me(userId) });
  }
}

/** The body of a save: the server dates the entry from its own clock in the device's zone. */
export const saveBody = (input: SaveEntryInput): BodyOf<'POST /api/emotions'> => ({
  ...input,
  timezone: browserTimeZone(),
});

/** Saves an entry from the form. */
export function useSaveEntry() {
  const { userId } = useUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveEntryInput) => api('POST /api/emotions', { body: saveBody(input) }),
    // Sent even when the browser says it is offline: a failure is what makes the form keep the
    // entry on the device instead.
    networkMode: 'always',
    onSuccess: (saved: SavedEntry) => applySavedEntry(client, userId, saved),
  });
}
