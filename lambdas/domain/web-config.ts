// zod/mini: the web app validates this at start, and the home page should not carry all of zod.
import * as z from 'zod/mini';

/**
 * `/config.json`: the settings the web app reads at start. Written by CDK at deploy time and by
 * the local stack at run time, so one build serves every environment.
 */
const planPrice = z.object({ amount: z.number(), currency: z.string() });

export const webConfigSchema = z.object({
  mode: z.enum(['local', 'aws']),
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** Local only: the Cognito API endpoint (cognito-local behind the local proxy). */
  cognitoEndpoint: z.optional(z.string()),
  /** SRP in AWS; cognito-local supports only USER_PASSWORD_AUTH. */
  authFlow: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /** Hosted UI domain for federated sign-in (AWS only). */
  oauthDomain: z.optional(z.string()),
  providers: z.object({ google: z.boolean(), facebook: z.boolean() }),
  /** After this long without use, the app asks for the password again (0: never). */
  sessionIdleMinutes: z.number().check(z.int(), z.minimum(0), z.maximum(24 * 60)),
  /**
   * The plans' prices for the payment screen (amounts in the currency's minor units, formatted
   * with `formatPrice` of lambdas/domain/payments/money.ts); `enabled` is false until the operator
   * has set up the Stripe prices.
   */
  payments: z.object({
    enabled: z.boolean(),
    monthly: planPrice,
    year: planPrice,
  }),
});

export type WebConfig = z.infer<typeof webConfigSchema>;
