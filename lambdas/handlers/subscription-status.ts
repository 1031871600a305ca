import { loadUserContext } from '../adapters/user-context';
import { subscriptionStatusOf } from '../domain/access';
import { emailOf, httpHandler, json, userIdOf } from './http';

/** `GET /api/subscription-status`: `{plan, status, active}` of the token's user. */
export const handler = httpHandler(async (event) => {
  const user = await loadUserContext(userIdOf(event), emailOf(event), new Date());
  return json(200, subscriptionStatusOf(user.accessInput));
});
