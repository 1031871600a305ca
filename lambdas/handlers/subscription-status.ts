import { loadUserContext } from '../adapters/user-context';
import { accessContracts, subscriptionStatusOf } from '../domain/access';
import { httpRoute, ok } from '../http/route';

/** `GET /api/subscription-status`: `{plan, status, active}` of the token's user. */
export const handler = httpRoute(accessContracts.subscriptionStatus, async ({ caller }) => {
  const user = await loadUserContext(caller.userId, caller.email, new Date());
  return ok(subscriptionStatusOf(user.accessInput));
});
