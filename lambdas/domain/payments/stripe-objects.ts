import * as z from 'zod/mini';
// The class of what `.parse` throws, by name: `z.core.$ZodError` would bundle all of zod's core.
import { $ZodError } from 'zod/v4/core';
import type { PaymentFact } from './state';

/**
 * The parts of Stripe's objects (API version of the installed SDK) that the mirror needs, read
 * with zod: a signed event is still outside data, and a shape we do not know is refused rather
 * than guessed at. Everything else in the objects is let through untouched.
 */

const stripeId = z.string().check(z.minLength(1), z.maxLength(255));
/** A field Stripe gives as an id, or as the object itself when it was expanded. */
const reference = z.pipe(
  z.union([stripeId, z.looseObject({ id: stripeId })]),
  z.transform((value) => (typeof value === 'string' ? value : value.id)),
);

const subscriptionObject = z.looseObject({
  object: z.literal('subscription'),
  id: stripeId,
  customer: reference,
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  cancel_at: z.nullish(z.number()),
  // The billing period lives on the items since API version 2025-03-31.
  items: z.looseObject({
    data: z.array(z.looseObject({ current_period_end: z.number() })),
  }),
});

const invoiceObject = z.looseObject({
  object: z.literal('invoice'),
  id: stripeId,
  customer: z.nullable(reference),
  parent: z.nullish(
    z.looseObject({
      subscription_details: z.nullish(z.looseObject({ subscription: reference })),
    }),
  ),
  lines: z.optional(
    z.looseObject({
      data: z.array(
        z.looseObject({
          period: z.looseObject({ end: z.number() }),
          subscription: z.nullish(reference),
        }),
      ),
    }),
  ),
});

const chargeObject = z.looseObject({
  object: z.literal('charge'),
  id: stripeId,
  customer: z.nullable(reference),
  payment_intent: z.nullable(reference),
  refunded: z.boolean(),
});

const checkoutSessionObject = z.looseObject({
  object: z.literal('checkout.session'),
  id: stripeId,
  created: z.number(),
  customer: z.nullable(reference),
  client_reference_id: z.nullable(z.string()),
  mode: z.string(),
  status: z.nullable(z.string()),
  payment_status: z.string(),
  payment_intent: z.nullish(reference),
  subscription: z.nullish(z.union([stripeId, subscriptionObject])),
  metadata: z.nullish(z.record(z.string(), z.string())),
});

const eventObject = z.looseObject({
  object: z.literal('event'),
  id: stripeId,
  type: z.string(),
  created: z.number(),
  data: z.looseObject({ object: z.looseObject({}) }),
});

type SubscriptionObject = z.output<typeof subscriptionObject>;

/**
 * A subscription as the mirror keeps it. Stripe's portal may cancel at the period end through
 * `cancel_at` rather than `cancel_at_period_end`; both mean it will not renew.
 */
function subscriptionFact(subscription: SubscriptionObject, at: number): PaymentFact {
  return {
    kind: 'subscription',
    at,
    subscriptionId: subscription.id,
    status: subscription.status,
    currentPeriodEnd: Math.max(0, ...subscription.items.data.map((i) => i.current_period_end)),
    cancelAtPeriodEnd:
      subscription.cancel_at_period_end || typeof subscription.cancel_at === 'number',
  };
}

/** The event types the webhook mirrors; every other type is acknowledged and left alone. */
export const mirroredEventTypes = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
] as const;

export interface EventReading {
  eventId: string;
  type: string;
  /** Whose event it is, by their Stripe customer. */
  customerId?: string;
  /** A completed checkout: the session is fetched again and fulfilled as verify does. */
  sessionId?: string;
  facts: PaymentFact[];
}

type MirroredEventType = (typeof mirroredEventTypes)[number];

const isMirrored = (type: string): type is MirroredEventType =>
  (mirroredEventTypes as readonly string[]).includes(type);

function factsOf(type: MirroredEventType, object: unknown, at: number) {
  switch (type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = subscriptionObject.parse(object);
      return { customerId: subscription.customer, facts: [subscriptionFact(subscription, at)] };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = invoiceObject.parse(object);
      const lines = invoice.lines?.data ?? [];
      const subscriptionId =
        invoice.parent?.subscription_details?.subscription ??
        lines.find((line) => line.subscription)?.subscription;
      const periodEnds = lines.map((line) => line.period.end);
      const facts: PaymentFact[] = subscriptionId
        ? [
            {
              kind: 'invoice',
              at,
              subscriptionId,
              paid: type === 'invoice.paid',
              ...(periodEnds.length ? { periodEnd: Math.max(...periodEnds) } : {}),
            },
          ]
        : [];
      return { customerId: invoice.customer ?? undefined, facts };
    }
    case 'charge.refunded': {
      const charge = chargeObject.parse(object);
      // A partial refund leaves what was bought in place.
      const facts: PaymentFact[] =
        charge.refunded && charge.payment_intent
          ? [{ kind: 'refund', paymentId: charge.payment_intent }]
          : [];
      return { customerId: charge.customer ?? undefined, facts };
    }
    case 'checkout.session.completed': {
      const session = checkoutSessionObject.parse(object);
      return { customerId: session.customer ?? undefined, sessionId: session.id, facts: [] };
    }
  }
}

/**
 * What a verified webhook event says. `undefined` for a payload that is not a Stripe event, or
 * whose object does not have the shape its type promises.
 */
export function readStripeEvent(payload: unknown): EventReading | undefined {
  const event = eventObject.safeParse(payload);
  if (!event.success) return undefined;
  const { id, type, created, data } = event.data;
  if (!isMirrored(type)) return { eventId: id, type, facts: [] };
  try {
    return { eventId: id, type, ...factsOf(type, data.object, created) };
  } catch (error) {
    if (error instanceof $ZodError) return undefined;
    throw error;
  }
}

/** How a Checkout Session stands for the user who comes back from it. */
export type SessionPayment = 'paid' | 'pending' | 'unpaid';

export interface SessionReading {
  sessionId: string;
  /** The user the session was created for (from their token, never from a request body). */
  userId?: string;
  customerId?: string;
  payment: SessionPayment;
  /** What fulfilling it means; empty unless it is paid. */
  facts: PaymentFact[];
}

function paymentOf(session: z.output<typeof checkoutSessionObject>): SessionPayment {
  if (session.status === 'expired') return 'unpaid';
  const paid = ['paid', 'no_payment_required'].includes(session.payment_status);
  // An open session has not been paid yet; a complete one unpaid waits for a slower method.
  return session.status === 'complete' && paid ? 'paid' : 'pending';
}

/**
 * A Checkout Session fetched from Stripe with its subscription expanded, at `fetchedAt`: the one
 * reading of a session that both the webhook and `/api/payments/verify` fulfil. A year pass is
 * bought when its session was created, so both paths record the same pass.
 */
export function readCheckoutSession(
  payload: unknown,
  fetchedAt: number,
): SessionReading | undefined {
  const parsed = checkoutSessionObject.safeParse(payload);
  if (!parsed.success) return undefined;
  const session = parsed.data;
  const payment = paymentOf(session);
  const facts: PaymentFact[] = [];
  if (payment === 'paid') {
    if (session.mode === 'subscription' && typeof session.subscription === 'object') {
      if (session.subscription) facts.push(subscriptionFact(session.subscription, fetchedAt));
    } else if (session.mode === 'payment' && session.metadata?.plan === 'year') {
      facts.push({
        kind: 'pass',
        sessionId: session.id,
        boughtAt: session.created,
        ...(session.payment_intent ? { paymentId: session.payment_intent } : {}),
      });
    }
  }
  return {
    sessionId: session.id,
    ...(session.client_reference_id ? { userId: session.client_reference_id } : {}),
    ...(session.customer ? { customerId: session.customer } : {}),
    payment,
    facts,
  };
}
