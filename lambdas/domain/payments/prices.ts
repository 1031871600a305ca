import * as z from 'zod/mini';
import { plans } from './plans';

export { plans, type Plan } from './plans';

/** How long one year pass lasts; a second pass adds as much again (SPEC §9). */
export const YEAR_PASS_MONTHS = 12;

/**
 * One plan's price: the amount in the currency's minor units (cents), the ISO 4217 currency, and
 * the Stripe price id that charges it. Without a price id the plan cannot be bought yet (the
 * operator has not created the price in Stripe): checkout answers 503 and the web says so.
 */
export const planPriceSchema = z.strictObject({
  amount: z.coerce.number().check(z.int(), z.minimum(50), z.maximum(10_000_000)),
  currency: z.pipe(
    z.string().check(z.trim(), z.regex(/^[A-Za-z]{3}$/, 'a three-letter ISO 4217 code')),
    z.transform((code) => code.toUpperCase()),
  ),
  priceId: z.optional(
    z
      .string()
      .check(z.trim(), z.regex(/^price_[A-Za-z0-9_]{1,200}$/, 'a Stripe price id (price_…)')),
  ),
});

export const pricesSchema = z.strictObject({ monthly: planPriceSchema, year: planPriceSchema });

export type PlanPrice = z.infer<typeof planPriceSchema>;
export type Prices = z.infer<typeof pricesSchema>;

/**
 * In euros, which Ukrainians abroad and at home both pay in easily, and priced low: people in
 * Ukraine get analysis free after five days of entries anyway, the price is for everyone else.
 * The year pass costs about eight months.
 */
export const defaultPrices: Prices = {
  monthly: { amount: 299, currency: 'EUR' },
  year: { amount: 2499, currency: 'EUR' },
};

/** What the web shows: amounts and currencies, never price ids. */
export function publicPrices(prices: Prices) {
  return {
    enabled: plans.every((plan) => prices[plan].priceId !== undefined),
    monthly: { amount: prices.monthly.amount, currency: prices.monthly.currency },
    year: { amount: prices.year.amount, currency: prices.year.currency },
  };
}
