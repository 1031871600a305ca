import { loadUserContext } from '../adapters/user-context';
import { accessContracts } from '../domain/access';
import { hasAcceptedTerms } from '../domain/account';
import { httpRoute, ok } from '../http/route';

/** `GET /api/me`: who the token's user is and what their access level allows. */
export const handler = httpRoute(accessContracts.me, async ({ caller }) => {
  const user = await loadUserContext(caller.userId, caller.email, new Date());
  const { level, canAnalyze, canAnalyzeWeek, canChat } = user.access;
  return ok({
    userId: caller.userId,
    ...(user.email ? { email: user.email } : {}),
    daysWithEntries: user.daysWithEntries,
    termsAccepted: hasAcceptedTerms(user.account),
    access: { level, canAnalyze, canAnalyzeWeek, canChat },
  });
});
