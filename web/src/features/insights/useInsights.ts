import { useQuery } from '@tanstack/react-query';
import { addDays } from '@domain/dates';
import { api } from '@web/lib/api';
import { browserTimeZone, todayIso } from '@web/lib/dates';
import { queryKeys } from '@web/lib/query';
import { useSession } from '@web/lib/session';

/** The ranges the screen offers, in days ending today. */
export const insightRanges = [30, 90, 365] as const;
export type InsightRange = (typeof insightRanges)[number];

/** The `days` days ending today, in the browser's zone. */
export function lastDays(days: number): { from: string; to: string } {
  const to = todayIso();
  return { from: addDays(to, 1 - days), to };
}

function useUserId(): string {
  const { state } = useSession();
  return state.status === 'signedIn' ? state.user.userId : '';
}

/** `GET /api/insights` for a range of days. */
export function useInsights({ from, to }: { from: string; to: string }) {
  const userId = useUserId();
  const timezone = browserTimeZone();
  return useQuery({
    queryKey: queryKeys.insights(userId, from, to),
    queryFn: ({ signal }) => api('GET /api/insights', { query: { from, to, timezone }, signal }),
    enabled: userId !== '',
  });
}

/** The entries of a range (the notes a report may include), cached as the calendar's are. */
export function useEntries({ from, to }: { from: string; to: string }) {
  const userId = useUserId();
  return useQuery({
    queryKey: queryKeys.range(userId, from, to),
    queryFn: async ({ signal }) =>
      (await api('GET /api/emotions', { query: { from, to }, signal })).entries,
    enabled: userId !== '',
  });
}
