import * as z from 'zod/mini';
import { accessSchema } from '../access';
import { contract } from '../contract';
import { AppError, invalid } from '../errors';
import { languages } from '../i18n-languages';
import { CHECKOUT_SESSION_ID, plans } from './plans';

/** Stripe's pages in the user's language where Stripe has it (it has no Ukrainian: `auto`). */
const language = z.optional(z.enum(languages));
/** The same id on a retried request, so Stripe creates the session once. */
const requestId = z.optional(z.uuid());

export const checkoutSessionIdSchema = z.string().check(z.regex(CHECKOUT_SESSION_ID));

export const verifyStatuses = ['paid', 'pending', 'unpaid'] as const;
export const webhookOutcomes = ['applied', 'unchanged', 'duplicate', 'ignored'] as const;

/**
 * The payment routes. The user is always the token's: the bodies are strict, so a `uid` or
 * `email` sent along is refused (400) rather than read.
 */
export const paymentsContracts = {
  /** `POST /api/create-checkout-session`: where to send the browser to pay. */
  checkout: contract({
    body: z.strictObject({ type: z.enum(plans), language, requestId }),
    response: z.strictObject({ url: z.url() }),
  }),
  /** `POST /api/create-portal-session`: Stripe's customer portal for the caller's customer. */
  portal: contract({
    body: z.optional(z.strictObject({ language, requestId })),
    response: z.strictObject({ url: z.url() }),
  }),
  /** `POST /api/payments/verify`: the truth about a session the caller came back from. */
  verify: contract({
    body: z.strictObject({ sessionId: checkoutSessionIdSchema }),
    response: z.strictObject({ status: z.enum(verifyStatuses), access: accessSchema }),
  }),
  /** `POST /api/stripe-webhook`: Stripe's events, signed; the body is read as sent. */
  webhook: contract({
    rawBody: true,
    // Stripe's events are a few kilobytes; an invoice with many lines can be far more.
    maxBodyBytes: 512 * 1024,
    response: z.strictObject({ received: z.literal(true), outcome: z.enum(webhookOutcomes) }),
  }),
};

/** Stripe cannot be reached, or its keys or prices are not set up yet. */
export const paymentsUnavailable = () =>
  new AppError('unavailable', 'payments_unavailable', 'Payments are unavailable right now');
/** The portal needs a Stripe customer, made at the first checkout. */
export const noCustomer = () =>
  new AppError('not_found', 'no_customer', 'There is no payment to manage yet');
/** Unknown to Stripe, or someone else's: the two look the same from outside. */
export const sessionNotFound = () =>
  new AppError('not_found', 'session_not_found', 'No such checkout session');
export const alreadySubscribed = () =>
  new AppError('conflict', 'already_subscribed', 'The subscription is already running');
/** A retried request id with other parameters: Stripe refuses to treat it as the same request. */
export const requestReused = () =>
  new AppError('conflict', 'request_reused', 'This request id was used for another request');
export const invalidSignature = () =>
  invalid('invalid_signature', 'The Stripe signature is missing or does not match');
export const invalidEvent = () => invalid('invalid_event', 'Not a Stripe event this API can read');
