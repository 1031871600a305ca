import { fulfil, userOfCustomer } from '../adapters/payments';
import { logger } from '../adapters/logger';
import { checkoutSession, verifiedEvent } from '../adapters/stripe';
import { AppError } from '../domain/errors';
import { invalidEvent, invalidSignature, paymentsContracts } from '../domain/payments/contracts';
import type { PaymentFact } from '../domain/payments/state';
import { readStripeEvent, type EventReading } from '../domain/payments/stripe-objects';
import { httpRoute, ok } from '../http/route';

/**
 * Whose mirror an event changes, and how. A completed checkout is fetched again and read by the
 * rule `/api/payments/verify` uses; other events name their user through their customer.
 */
async function targetOf(
  reading: EventReading,
  now: Date,
): Promise<{ userId: string; facts: PaymentFact[] } | undefined> {
  if (reading.sessionId) {
    const session = await checkoutSession(reading.sessionId, now).catch((error: unknown) => {
      if (error instanceof AppError && error.kind === 'not_found') return undefined;
      throw error;
    });
    return session?.userId ? { userId: session.userId, facts: session.facts } : undefined;
  }
  if (reading.facts.length === 0 || !reading.customerId) return undefined;
  const userId = await userOfCustomer(reading.customerId);
  return userId ? { userId, facts: reading.facts } : undefined;
}

/**
 * `POST /api/stripe-webhook`: the one writer of the payment mirror (verify applies the same
 * rule). The signature is checked on the raw body before anything else; a bad or missing one is
 * a 400 and changes nothing. Each event is applied once (a replay answers `duplicate`), an event
 * older than the mirror changes nothing, and events about no one this API knows (other types, a
 * customer it did not create, a user being erased) are acknowledged and left alone, so Stripe
 * does not retry them.
 */
export const handler = httpRoute(paymentsContracts.webhook, async ({ event, body }) => {
  const payload = await verifiedEvent(body ?? '', event.headers?.['stripe-signature']);
  if (payload === undefined) throw invalidSignature();
  const reading = readStripeEvent(payload);
  if (!reading) throw invalidEvent();
  const now = new Date();
  const target = await targetOf(reading, now);
  if (!target) return ok({ received: true, outcome: 'ignored' });
  try {
    const { outcome } = await fulfil({ userId: target.userId }, target.facts, {
      eventId: reading.eventId,
      now,
    });
    logger.info('stripe event', { eventId: reading.eventId, type: reading.type, outcome });
    return ok({ received: true, outcome });
  } catch (error) {
    // The user's erasure has started: nothing of theirs may be written any more.
    if (error instanceof AppError && error.kind === 'unauthorized') {
      return ok({ received: true, outcome: 'ignored' });
    }
    throw error;
  }
});
