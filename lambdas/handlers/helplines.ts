import { crisisResponse, helplinesContract } from '../domain/safety/response';
import { httpRoute, ok } from '../http/route';

/** `GET /api/helplines`: the help lines for a language and, when known, a country. */
export const handler = httpRoute(helplinesContract, async ({ query }) =>
  ok(crisisResponse(query.language, query.country), { 'cache-control': 'public, max-age=3600' }),
);
