import { listDates } from '../adapters/journal';
import { datesInRange, journalContracts } from '../domain/journal';
import { httpRoute, ok } from '../http/route';

/** `GET /api/days?from=&to=`: the calendar's marks and the distinct-days count. */
export const handler = httpRoute(journalContracts.days, async ({ caller, query }) => {
  const all = await listDates(caller.userId);
  return ok({ dates: datesInRange(all, query.from, query.to), daysWithEntries: all.length });
});
