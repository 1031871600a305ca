import type middy from '@middy/core';
import type * as z from 'zod/mini';
import type { RouteContract } from '../domain/contract';
import { invalid } from '../domain/errors';

export const issuesOf = (error: z.core.$ZodError) =>
  error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code }));

/**
 * The body and query checked against the route's contract before the handler runs: a bad request
 * is a 400 naming the fields at fault (paths and codes, never the values), and nothing is written.
 * A route without a query schema ignores the query: `?uid=` or `?email=` are never trusted.
 */
export function validateRequest(contract: RouteContract): middy.MiddlewareObj {
  return {
    before: ({ event }) => {
      const target = event as {
        body?: unknown;
        queryStringParameters?: Record<string, string>;
        parsed?: { body: unknown; query: unknown };
      };
      let body: unknown;
      if (contract.body && !contract.rawBody) {
        const parsed = contract.body.safeParse(target.body ?? undefined);
        if (!parsed.success)
          throw invalid('invalid_body', 'Request body is invalid', issuesOf(parsed.error));
        body = parsed.data;
      }
      let query: unknown;
      if (contract.query) {
        const parsed = contract.query.safeParse(target.queryStringParameters ?? {});
        if (!parsed.success)
          throw invalid('invalid_query', 'Query is invalid', issuesOf(parsed.error));
        query = parsed.data;
      }
      target.parsed = { body, query };
    },
  };
}
