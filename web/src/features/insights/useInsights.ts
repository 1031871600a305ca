import { useQuery } from '@tanstack/react-query';
import { addDays } from '@domain/dates';
import { api } from '@web/lib/api';
import { todayIso } from '@web/lib/dates';
import { queryKeys } from '@web/lib/query';
import { useSession } from '@web/lib/session';

/** The ranges the screen offers, in days ending today. */
export const insightRanges = [30, 90, 365] as const;
export type InsightRange = (typeof insightRanges)[number];

/** `GET /api/insights` for the last `days` days, today in the browser's zone included. */
export function useInsights(days: InsightRange) {
  const { state } = useSession();
  const userId = state.status === 'signedIn' ? state.user.userId : '';
  const to = todayIso();
  const from = addDays(to, 1 - days);
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return useQuery({
    queryKey: queryKeys.insights(userId, from, to),
    queryFn: ({ signal }) => api('GET /api/insights', { query: { from, to, timezone }, signal }),
    enabled: userId !== '',
  });
}
