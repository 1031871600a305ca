import { listEntries } from '../adapters/journal';
import { entriesQuerySchema, rangeOf, sortEntries } from '../domain/journal';
import { httpHandler, json, parseQuery, userIdOf } from './http';

/** `GET /api/emotions?date=` or `?from=&to=`: the caller's entries, one key query. */
export const handler = httpHandler(async (event) => {
  const userId = userIdOf(event);
  const { from, to } = rangeOf(parseQuery(event, entriesQuerySchema));
  return json(200, { entries: sortEntries(await listEntries(userId, from, to)) });
});
