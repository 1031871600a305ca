import Stripe from 'stripe';
import * as z from 'zod/mini';
import { AppError } from '../domain/errors';
import type { Language } from '../domain/i18n-languages';
import { paymentsUnavailable, requestReused, sessionNotFound } from '../domain/payments/contracts';
import type { Plan } from '../domain/payments/prices';
import { readCheckoutSession, type SessionReading } from '../domain/payments/stripe-objects';
import { env } from './env';
import { logger } from './logger';
import { readSecret } from './secrets';

/**
 * Stripe, through its own SDK, and nothing else here: one customer per user, Checkout Sessions,
 * the customer portal, erasure, and the webhook signature. In AWS the keys come from Secrets
 * Manager; locally from the environment, and without real keys the SDK talks to the local
 * stand-in (lambdas/local/stripe-standin.ts) over plain http: the same calls either way.
 */

const keysSchema = z.object({
  secretKey: z.string().check(z.regex(/^(sk|rk)_[A-Za-z0-9_]+$/)),
  webhookSecret: z.string().check(z.regex(/^whsec_[A-Za-z0-9_+/=]+$/)),
});
type StripeKeys = z.infer<typeof keysSchema>;

async function readKeys(): Promise<StripeKeys> {
  const { STRIPE_SECRET_ARN, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = env();
  let raw: unknown = { secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET };
  if (STRIPE_SECRET_ARN) {
    try {
      raw = JSON.parse(await readSecret(STRIPE_SECRET_ARN));
    } catch (error) {
      logger.error('Stripe secret unreadable', { errorName: (error as Error).name });
      throw paymentsUnavailable();
    }
  }
  const keys = keysSchema.safeParse(raw);
  if (!keys.success) {
    // The operator has not filled the secret in yet (infra/payments.ts creates it empty).
    logger.error('Stripe keys missing or malformed');
    throw paymentsUnavailable();
  }
  return keys.data;
}

function apiAddress(): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = env().STRIPE_API_URL;
  if (!url) return {};
  const { hostname, port, protocol } = new URL(url);
  return {
    host: hostname,
    port: Number(port || 80),
    protocol: protocol === 'https:' ? 'https' : 'http',
  };
}

let client: Promise<{ stripe: Stripe; webhookSecret: string }> | undefined;

/** The SDK client and the webhook secret, made once per container. */
function connect() {
  client ??= readKeys().then(({ secretKey, webhookSecret }) => ({
    stripe: new Stripe(secretKey, {
      // Under the Lambda's timeout, with time for one retry (the SDK's retries reuse the key).
      timeout: 8000,
      maxNetworkRetries: 1,
      telemetry: false,
      ...apiAddress(),
    }),
    webhookSecret,
  }));
  client.catch(() => (client = undefined));
  return client;
}

/**
 * Stripe's failures as the API's errors: a missing object is the caller's 404 (`missing`), a
 * reused idempotency key a 409, everything else (network, keys, Stripe down) a 503. Logged by
 * type and code only.
 */
function failure(error: unknown, missing?: () => AppError): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Stripe.errors.StripeError) {
    if (missing && error.code === 'resource_missing') return missing();
    if (error instanceof Stripe.errors.StripeIdempotencyError) return requestReused();
    logger.error('Stripe call failed', { type: error.type, code: error.code });
    return paymentsUnavailable();
  }
  throw error;
}

async function call<T>(
  operation: (stripe: Stripe) => Promise<T>,
  missing?: () => AppError,
): Promise<T> {
  try {
    const { stripe } = await connect();
    return await operation(stripe);
  } catch (error) {
    throw failure(error, missing);
  }
}

/** Stripe has no Ukrainian pages; `auto` follows the browser. */
const stripeLocale = (language: Language | undefined) =>
  language === undefined || language === 'uk' ? 'auto' : language;

/** One idempotency key per user, purpose and request: a retried request creates nothing new. */
const idempotencyKey = (purpose: string, userId: string, requestId: string) =>
  `${purpose}:${userId}:${requestId}`;

/**
 * The user's one Stripe customer, created with their id in its metadata. The key names only the
 * user, so two first checkouts at once get the same customer from Stripe.
 */
export function createCustomer(userId: string, email: string | undefined): Promise<string> {
  return call(async (stripe) => {
    const customer = await stripe.customers.create(
      { ...(email ? { email } : {}), metadata: { userId } },
      { idempotencyKey: `customer:${userId}` },
    );
    return customer.id;
  });
}

export interface CheckoutRequest {
  userId: string;
  customerId: string;
  plan: Plan;
  priceId: string;
  /** The site's origin: where Stripe sends the browser back. */
  origin: string;
  language?: Language;
  requestId: string;
}

/**
 * A Checkout Session: the monthly plan as a subscription, the year pass as a one-time payment
 * that renews nothing. The user id from the token rides along as `client_reference_id` and in the
 * metadata of the session and of what it creates, so every event names its user.
 */
export function createCheckoutSession(request: CheckoutRequest): Promise<string> {
  const { userId, customerId, plan, priceId, origin } = request;
  const metadata = { userId, plan };
  return call(async (stripe) => {
    const session = await stripe.checkout.sessions.create(
      {
        mode: plan === 'monthly' ? 'subscription' : 'payment',
        customer: customerId,
        client_reference_id: userId,
        metadata,
        line_items: [{ price: priceId, quantity: 1 }],
        success_url: `${origin}/payments/success?sid={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/payment?canceled=1`,
        locale: stripeLocale(request.language),
        ...(plan === 'monthly'
          ? { subscription_data: { metadata } }
          : { payment_intent_data: { metadata } }),
      },
      { idempotencyKey: idempotencyKey(`checkout-${plan}`, userId, request.requestId) },
    );
    if (!session.url) throw new Error('Stripe returned a session without a URL');
    return session.url;
  });
}

/**
 * A Checkout Session as Stripe has it at `now` (its subscription expanded), read by the one rule
 * the webhook and `/api/payments/verify` share.
 */
export async function checkoutSession(sessionId: string, now: Date): Promise<SessionReading> {
  const session = await call(
    (stripe) => stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] }),
    sessionNotFound,
  );
  const reading = readCheckoutSession(session, Math.floor(now.getTime() / 1000));
  if (!reading) {
    logger.error('Checkout Session of an unexpected shape', { sessionId });
    throw paymentsUnavailable();
  }
  return reading;
}

/** Stripe's customer portal for the customer, coming back to `/payment`. */
export function createPortalSession(request: {
  userId: string;
  customerId: string;
  origin: string;
  language?: Language;
  requestId: string;
}): Promise<string> {
  return call(async (stripe) => {
    const session = await stripe.billingPortal.sessions.create(
      {
        customer: request.customerId,
        return_url: `${request.origin}/payment`,
        locale: stripeLocale(request.language),
      },
      { idempotencyKey: idempotencyKey('portal', request.userId, request.requestId) },
    );
    return session.url;
  });
}

const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * Erasure: every subscription that still runs is cancelled now, then the customer is deleted
 * (with its payment methods). Safe to repeat: a customer already gone is done.
 */
export function eraseCustomer(customerId: string): Promise<void> {
  return call(async (stripe) => {
    try {
      for await (const subscription of stripe.subscriptions.list({
        customer: customerId,
        status: 'all',
        limit: 100,
      })) {
        if (!ENDED.has(subscription.status)) await stripe.subscriptions.cancel(subscription.id);
      }
      await stripe.customers.del(customerId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return;
      throw error;
    }
  });
}

/**
 * The event in a webhook body, after its signature was checked on the exact bytes Stripe sent,
 * with Stripe's default tolerance for the timestamp (five minutes, against replays).
 * `undefined` when the signature is missing, wrong or too old, or the body is not JSON.
 */
export async function verifiedEvent(
  body: string,
  signature: string | undefined,
): Promise<unknown | undefined> {
  if (!signature) return undefined;
  let webhookSecret: string;
  try {
    ({ webhookSecret } = await connect());
  } catch (error) {
    throw failure(error);
  }
  try {
    return Stripe.webhooks.constructEvent(body, signature, webhookSecret);
  } catch {
    // A signature that does not verify, or a signed body that is not an event: the sender's fault.
    return undefined;
  }
}
