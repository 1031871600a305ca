import { listEntries } from '../adapters/journal';
import { journalContracts, rangeOf, sortEntries } from '../domain/journal';
import { httpRoute, ok } from '../http/route';

/** `GET /api/emotions?date=` or `?from=&to=`: the caller's entries, one key query. */
export const handler = httpRoute(journalContracts.list, async ({ caller, query }) => {
  const { from, to } = rangeOf(query);
  return ok({ entries: sortEntries(await listEntries(caller.userId, from, to)) });
});
