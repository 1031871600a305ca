import { listEntries } from '../adapters/journal';
import { localDateTime } from '../domain/dates';
import { insightsContract } from '../domain/insights/contract';
import { computeInsights } from '../domain/insights/insights';
import { httpRoute, ok } from '../http/route';

/**
 * `GET /api/insights?from=&to=`: the patterns of a range (up to three years), computed from the
 * entries themselves, one key query, opened with the user's key: nothing about how someone felt
 * is kept anywhere in plain text, not even as a running total.
 */
export const handler = httpRoute(insightsContract, async ({ caller, query }) => {
  const entries = await listEntries(caller.userId, query.from, query.to);
  const today = localDateTime(new Date(), query.timezone).date;
  return ok(computeInsights({ entries, from: query.from, to: query.to, today }));
});
