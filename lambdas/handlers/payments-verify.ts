import { env } from '../adapters/env';
import { fulfil } from '../adapters/payments';
import { checkoutSession } from '../adapters/stripe';
import { readUserRecords } from '../adapters/user-context';
import { publicAccess } from '../domain/access';
import { paymentsContracts, sessionNotFound } from '../domain/payments/contracts';
import { userContextOf } from '../domain/user-context';
import { httpRoute, ok } from '../http/route';

/**
 * `POST /api/payments/verify {sessionId}`: what became of the session the caller came back from.
 * A paid one is fulfilled here with the webhook's own rule (whichever comes first applies it,
 * the other changes nothing), so the success page shows the truth at once. Someone else's
 * session is a 404, exactly like one that does not exist, and changes nothing.
 */
export const handler = httpRoute(paymentsContracts.verify, async ({ caller, body }) => {
  const now = new Date();
  const session = await checkoutSession(body.sessionId, now);
  if (session.userId !== caller.userId) throw sessionNotFound();
  const [records, fulfilment] = await Promise.all([
    readUserRecords(caller.userId),
    session.payment === 'paid' ? fulfil(caller, session.facts, { now }) : undefined,
  ]);
  const user = userContextOf(
    fulfilment ? { ...records, payments: fulfilment.state } : records,
    caller.email,
    env().ADMIN_EMAILS,
    now,
  );
  return ok({ status: session.payment, access: publicAccess(user.access) });
});
