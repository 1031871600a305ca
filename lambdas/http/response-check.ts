import type { RouteContract } from '../domain/contract';
import { logger } from '../adapters/logger';
import { issuesOf } from './validate';

/** Set by the test runs (and `npm start`'s stack under tests): every answer is checked. */
const enabled = () => process.env.CHECK_RESPONSES === '1';

export class ResponseContractError extends Error {
  override name = 'ResponseContractError';
}

/**
 * While tests run, a success answer that does not match the route's response schema fails the
 * request (500), so a handler can never drift from the contract the web is typed against.
 */
export function checkResponse(contract: RouteContract, reply: { status: number }): void {
  if (!enabled() || !contract.response || !('json' in reply) || reply.status >= 300) return;
  const parsed = contract.response.safeParse(reply.json);
  if (parsed.success) return;
  logger.error('response does not match the contract', { issues: issuesOf(parsed.error) });
  throw new ResponseContractError('response does not match the contract');
}
