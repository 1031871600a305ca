import { listDates } from '../adapters/journal';
import { datesInRange, daysQuerySchema } from '../domain/journal';
import { httpHandler, json, parseQuery, userIdOf } from './http';

/** `GET /api/days?from=&to=`: the calendar's marks and the distinct-days count. */
export const handler = httpHandler(async (event) => {
  const userId = userIdOf(event);
  const { from, to } = parseQuery(event, daysQuerySchema);
  const all = await listDates(userId);
  return json(200, { dates: datesInRange(all, from, to), daysWithEntries: all.length });
});
