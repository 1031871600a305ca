/*
 * Free of zod, so the web's payment screens can use these without loading it.
 */

/** What a user can buy: a monthly subscription, or a year pass paid once that does not renew. */
export const plans = ['monthly', 'year'] as const;
export type Plan = (typeof plans)[number];

/** A Stripe Checkout Session id, as Stripe writes it into the return address. */
export const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;
