import { noteSession } from '../adapters/sessions';
import { loadUserContext } from '../adapters/user-context';
import { deviceOf } from '../domain/sessions';
import { accessContracts } from '../domain/access';
import { hasAcceptedTerms } from '../domain/account';
import { httpRoute, ok } from '../http/route';

/** `GET /api/me`: who the token's user is and what their access level allows. */
export const handler = httpRoute(accessContracts.me, async ({ caller, event }) => {
  const [user] = await Promise.all([
    loadUserContext(caller.userId, caller.email, new Date()),
    // The app asks for /api/me when it opens: the moment to note where the account is used.
    noteSession(caller, {
      signedInAt: caller.signedInAt,
      device: deviceOf(event.headers['user-agent']),
      now: Date.now(),
    }),
  ]);
  const { level, canAnalyze, canAnalyzeWeek, canChat } = user.access;
  return ok({
    userId: caller.userId,
    ...(user.email ? { email: user.email } : {}),
    daysWithEntries: user.daysWithEntries,
    termsAccepted: hasAcceptedTerms(user.account),
    access: { level, canAnalyze, canAnalyzeWeek, canChat },
  });
});
