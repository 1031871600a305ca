import { forgetSessions, signOutEverywhereInCognito } from '../adapters/sessions';
import { revokeTokensBefore } from '../adapters/user-guard';
import { sessionContracts } from '../domain/sessions';
import { httpRoute, noContent } from '../http/route';

/**
 * `POST /api/sessions/revoke`: sign out everywhere. From this moment every token issued before
 * now is refused on every route (the guard every request and write checks), Cognito stops
 * renewing any of them, and the list of sign-ins starts afresh.
 */
export const handler = httpRoute(sessionContracts.revoke, async ({ caller }) => {
  await revokeTokensBefore(caller.userId, new Date());
  await Promise.all([signOutEverywhereInCognito(caller.userId), forgetSessions(caller.userId)]);
  return noContent();
});
