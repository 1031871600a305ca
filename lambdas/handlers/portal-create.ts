import { readPayments } from '../adapters/payments';
import { createPortalSession } from '../adapters/stripe';
import { noCustomer, paymentsContracts } from '../domain/payments/contracts';
import { siteOrigin } from '../http/origin';
import { httpRoute, ok } from '../http/route';

/** `POST /api/create-portal-session`: Stripe's customer portal for the token's user's customer. */
export const handler = httpRoute(paymentsContracts.portal, async ({ caller, body, event }) => {
  const customerId = (await readPayments(caller.userId, { consistent: true }))?.customerId;
  if (!customerId) throw noCustomer();
  const url = await createPortalSession({
    userId: caller.userId,
    customerId,
    origin: siteOrigin(event),
    language: body?.language,
    requestId: body?.requestId ?? event.requestContext.requestId,
  });
  return ok({ url });
});
