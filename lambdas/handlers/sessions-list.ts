import { readSessions } from '../adapters/sessions';
import { sessionContracts } from '../domain/sessions';
import { httpRoute, ok } from '../http/route';

/** `GET /api/sessions`: where the account is signed in, newest first, this sign-in marked. */
export const handler = httpRoute(sessionContracts.list, async ({ caller }) => {
  const sessions = await readSessions(caller.userId);
  return ok({
    sessions: sessions.map((s) => ({
      signedInAt: new Date(s.signedInAt).toISOString(),
      lastSeenAt: new Date(s.lastSeenAt).toISOString(),
      device: s.device,
      current: s.signedInAt === caller.signedInAt,
    })),
  });
});
