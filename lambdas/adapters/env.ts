import * as z from 'zod';
import { parseEmailList } from '../domain/email-list';
import { defaultPrices, pricesSchema } from '../domain/payments/prices';

/**
 * Environment of every handler, validated once at cold start. CDK sets these on each Lambda;
 * the local stack sets them on its own process before it loads any handler.
 */
const envSchema = z.object({
  MODE: z.enum(['local', 'aws']).default('aws'),
  TABLE_NAME: z.string().min(1),
  SYSTEM_TABLE_NAME: z.string().min(1),
  /** Each user's wrapped data key (no backups, by design: see adapters/keys/data-keys.ts). */
  KEYS_TABLE_NAME: z.string().min(1),
  /** AWS: the KMS key that wraps the data keys. Local: a key file under DATA_DIR instead. */
  DATA_KEY_ARN: z.string().min(1).optional(),
  LOCAL_MASTER_KEY_FILE: z.string().min(1).optional(),
  // Cognito triggers get the pool from their event: the pool names its triggers, so they
  // cannot name it back (a dependency cycle). API Lambdas have both.
  USER_POOL_ID: z.string().min(1).optional(),
  USER_POOL_CLIENT_ID: z.string().min(1).optional(),
  /** Where users land from emails (verification links). */
  APP_URL: z.url(),
  /** Local: the captcha secret itself. AWS: read from Secrets Manager by ARN. */
  CAPTCHA_SECRET: z.string().min(16).optional(),
  CAPTCHA_SECRET_ARN: z.string().min(1).optional(),
  /** AWS: the secret holding the Stripe keys as JSON `{secretKey, webhookSecret}`. */
  STRIPE_SECRET_ARN: z.string().min(1).optional(),
  /** Local: the keys themselves (Stripe test keys, or the local stand-in's). */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Local: the Stripe API to call instead of api.stripe.com (the stand-in, plain http). */
  STRIPE_API_URL: z.url().optional(),
  /** The plans' prices, JSON of lambdas/domain/payments/prices.ts (CDK context in AWS). */
  PAYMENT_PRICES: z
    .string()
    .optional()
    .transform((text) => (text ? JSON.parse(text) : defaultPrices))
    .pipe(pricesSchema),
  ADMIN_EMAILS: z.string().default('').transform(parseEmailList),
  /** Who answers analysis and chat: the offline analyst unless a model is configured. */
  AI_PROVIDER: z.enum(['offline', 'bedrock', 'openai']).default('offline'),
  BEDROCK_MODEL_ID: z.string().min(1).optional(),
  BEDROCK_GUARDRAIL_ID: z.string().min(1).optional(),
  BEDROCK_GUARDRAIL_VERSION: z.string().min(1).optional(),
  /** An OpenAI-compatible server (a local model), e.g. http://127.0.0.1:11434/v1. */
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().min(1).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  /** AI requests (analysis and chat together) per user per UTC day. */
  AI_DAILY_QUOTA: z.coerce.number().int().positive().default(20),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= envSchema.parse(process.env);
  return cached;
}
