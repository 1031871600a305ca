import type { Prices } from '../domain/payments/prices';
import { defaultPrices, pricesSchema } from '../domain/payments/prices';
import { createStripePages, type LocalPages } from './stripe-pages';
import { startStripeStandin, type StripeStandin } from './stripe-standin';

/** The price ids the stand-in knows the default prices by. */
const localPrices: Prices = {
  monthly: { ...defaultPrices.monthly, priceId: 'price_local_monthly' },
  year: { ...defaultPrices.year, priceId: 'price_local_year' },
};

export interface LocalPayments {
  prices: Prices;
  /** What the handlers read (lambdas/adapters/env.ts): keys, the API address, the prices. */
  environment: Record<string, string>;
  /** The stand-in, when no real Stripe keys were given. */
  standin?: StripeStandin;
  pages?: LocalPages;
  stop(): Promise<void>;
}

/**
 * Payments under `npm start`. With `STRIPE_SECRET_KEY` (test keys; `PAYMENT_PRICES` naming your
 * test prices, `STRIPE_WEBHOOK_SECRET` from `stripe listen`) the handlers talk to Stripe itself.
 * Without it, to the local stand-in, which signs its events with `STRIPE_WEBHOOK_SECRET` or the
 * secret generated under the data folder.
 */
export async function startLocalPayments(options: {
  dataDir: string;
  webhookUrl: string;
  generatedWebhookSecret: string;
}): Promise<LocalPayments> {
  const given = process.env.PAYMENT_PRICES;
  const prices = given ? pricesSchema.parse(JSON.parse(given)) : localPrices;
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? options.generatedWebhookSecret;
  if (process.env.STRIPE_SECRET_KEY) {
    if (!process.env.STRIPE_WEBHOOK_SECRET) {
      console.warn('[stack] STRIPE_SECRET_KEY without STRIPE_WEBHOOK_SECRET: webhooks will fail');
    }
    console.log('[stack] Payments            Stripe itself (STRIPE_SECRET_KEY)');
    return {
      prices,
      environment: { PAYMENT_PRICES: JSON.stringify(prices) },
      stop: async () => {},
    };
  }
  const standin = await startStripeStandin({
    dataDir: options.dataDir,
    webhookUrl: options.webhookUrl,
    webhookSecret,
    prices,
  });
  console.log(`[stack] Payments            local Stripe stand-in  ${standin.apiUrl}`);
  return {
    prices,
    environment: {
      STRIPE_SECRET_KEY: standin.secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: standin.apiUrl,
      PAYMENT_PRICES: JSON.stringify(prices),
    },
    standin,
    pages: createStripePages(standin),
    stop: () => standin.stop(),
  };
}
