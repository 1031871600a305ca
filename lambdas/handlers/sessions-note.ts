import { noteSession } from '../adapters/sessions';
import { deviceOf, sessionContracts } from '../domain/sessions';
import { httpRoute, noContent } from '../http/route';

/**
 * `POST /api/sessions/current`: the app says, when it opens, that this sign-in is in use, so
 * the list of where the account is signed in stays true.
 */
export const handler = httpRoute(sessionContracts.note, async ({ caller, event }) => {
  await noteSession(caller, {
    signedInAt: caller.signedInAt,
    device: deviceOf(event.headers['user-agent']),
    now: Date.now(),
  });
  return noContent();
});
