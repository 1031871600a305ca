import { countDays, listDatesInRange } from '../adapters/journal';
import { journalContracts } from '../domain/journal';
import { httpRoute, ok } from '../http/route';

/** `GET /api/days?from=&to=`: the calendar's marks (only the months asked for) and the days count. */
export const handler = httpRoute(journalContracts.days, async ({ caller, query }) => {
  const [dates, daysWithEntries] = await Promise.all([
    listDatesInRange(caller.userId, query.from, query.to),
    countDays(caller.userId),
  ]);
  return ok({ dates, daysWithEntries });
});
