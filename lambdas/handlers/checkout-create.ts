import { env } from '../adapters/env';
import { customerFor } from '../adapters/payment-customers';
import { readPayments } from '../adapters/payments';
import { createCheckoutSession } from '../adapters/stripe';
import {
  alreadySubscribed,
  paymentsContracts,
  paymentsUnavailable,
} from '../domain/payments/contracts';
import { hasRunningSubscription } from '../domain/payments/state';
import { siteOrigin } from '../http/origin';
import { httpRoute, ok } from '../http/route';

/**
 * `POST /api/create-checkout-session {type}`: where the browser goes to pay for the token's user.
 * A second monthly subscription while one runs is refused (409): the portal manages that one.
 */
export const handler = httpRoute(paymentsContracts.checkout, async ({ caller, body, event }) => {
  const now = new Date();
  const { priceId } = env().PAYMENT_PRICES[body.type];
  if (!priceId) throw paymentsUnavailable();
  // Read strongly: a subscription the webhook recorded a moment ago counts.
  const payments = await readPayments(caller.userId, { consistent: true });
  if (body.type === 'monthly' && payments && hasRunningSubscription(payments, now)) {
    throw alreadySubscribed();
  }
  const customerId = await customerFor(caller, payments, caller.email);
  const url = await createCheckoutSession({
    userId: caller.userId,
    customerId,
    plan: body.type,
    priceId,
    origin: siteOrigin(event),
    language: body.language,
    requestId: body.requestId ?? event.requestContext.requestId,
  });
  return ok({ url });
});
