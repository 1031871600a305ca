import { CfnOutput, Validations } from 'aws-cdk-lib';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import * as z from 'zod/mini';
import {
  defaultPrices,
  planPriceSchema,
  pricesSchema,
  type Prices,
} from '../lambdas/domain/payments/prices';

/**
 * Payments through Stripe: the secret that holds the Stripe keys, and the plans' prices from
 * context. Stripe itself is reached over HTTPS; Stripe reaches the API at the public
 * `POST /api/stripe-webhook` row of the routes table.
 */

// `-c key=` on the command line arrives as '': not given.
const notGiven = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Context keys of payments (`-c stripeMonthlyPriceId=price_…` or cdk.json), each optional: the
 * amounts and the currency default to lambdas/domain/payments/prices.ts, and without the two
 * Stripe price ids checkout answers 503 until the operator has created them.
 */
export const paymentsContextShape = {
  stripeMonthlyPriceId: z.pipe(z.transform(notGiven), planPriceSchema.shape.priceId),
  stripeYearPriceId: z.pipe(z.transform(notGiven), planPriceSchema.shape.priceId),
  monthlyPriceAmount: z.pipe(z.transform(notGiven), z.optional(planPriceSchema.shape.amount)),
  yearPriceAmount: z.pipe(z.transform(notGiven), z.optional(planPriceSchema.shape.amount)),
  priceCurrency: z.pipe(z.transform(notGiven), z.optional(planPriceSchema.shape.currency)),
};

export const paymentsContextKeys = Object.keys(paymentsContextShape) as Array<
  keyof typeof paymentsContextShape
>;

type PaymentsContext = z.infer<z.ZodMiniObject<typeof paymentsContextShape>>;

/** The plans' prices the context gives, defaults filled in. */
export function pricesOf(context: PaymentsContext): Prices {
  const currency = context.priceCurrency ?? defaultPrices.monthly.currency;
  return pricesSchema.parse({
    monthly: {
      amount: context.monthlyPriceAmount ?? defaultPrices.monthly.amount,
      currency,
      priceId: context.stripeMonthlyPriceId,
    },
    year: {
      amount: context.yearPriceAmount ?? defaultPrices.year.amount,
      currency,
      priceId: context.stripeYearPriceId,
    },
  });
}

export interface PaymentsProps {
  context: PaymentsContext;
}

export class Payments extends Construct {
  /**
   * The Stripe keys, as JSON `{"secretKey": "sk_…", "webhookSecret": "whsec_…"}`. Created with
   * empty values: the operator puts the keys in after the first deploy (README, "Payments");
   * until then the payment routes answer 503 `payments_unavailable`.
   */
  readonly secret: secretsmanager.Secret;
  readonly prices: Prices;
  /** What the payment handlers read (lambdas/adapters/env.ts). */
  readonly environment: { STRIPE_SECRET_ARN: string; PAYMENT_PRICES: string };

  constructor(scope: Construct, id: string, props: PaymentsProps) {
    super(scope, id);
    this.prices = pricesOf(props.context);
    this.secret = new secretsmanager.Secret(this, 'StripeKeys', {
      description:
        'Stripe keys of Emotion Journal as JSON {"secretKey": "sk_…", "webhookSecret": "whsec_…"}',
      // A template with empty keys, so the secret has the right shape and no key in the template.
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ secretKey: '', webhookSecret: '' }),
        generateStringKey: 'unused',
        excludePunctuation: true,
      },
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Stripe issues and rolls these keys in its dashboard (README, "Payments"); a rotation ' +
        'Lambda cannot create Stripe keys.',
    });
    // Where the operator puts the keys (README, "Payments").
    new CfnOutput(this, 'StripeKeysSecretArn', { value: this.secret.secretArn });
    this.environment = {
      STRIPE_SECRET_ARN: this.secret.secretArn,
      PAYMENT_PRICES: JSON.stringify(this.prices),
    };
  }

  /** For the routes whose row names the `payments` permission: reading the keys, nothing more. */
  grantRead(grantee: iam.IGrantable): void {
    this.secret.grantRead(grantee);
  }
}
