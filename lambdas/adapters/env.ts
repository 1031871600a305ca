import * as z from 'zod/mini';
import { parseEmailList } from '../domain/email-list';
import { defaultPrices, pricesSchema } from '../domain/payments/prices';

// CDK sets a variable the deployment does without to '': not given, rather than empty.
const optionalSetting = z.pipe(
  z.transform((value) => (value === '' ? undefined : value)),
  z.optional(z.string().check(z.minLength(1))),
);

/**
 * Environment of every handler, validated once at cold start. CDK sets these on each Lambda;
 * the local stack sets them on its own process before it loads any handler.
 */
const envSchema = z.object({
  MODE: z._default(z.enum(['local', 'aws']), 'aws'),
  TABLE_NAME: z.string().check(z.minLength(1)),
  SYSTEM_TABLE_NAME: z.string().check(z.minLength(1)),
  /** Each user's wrapped data key (no backups, by design: see adapters/keys/data-keys.ts). */
  KEYS_TABLE_NAME: z.string().check(z.minLength(1)),
  /** AWS: the KMS key that wraps the data keys. Local: a key file under DATA_DIR instead. */
  DATA_KEY_ARN: z.optional(z.string().check(z.minLength(1))),
  LOCAL_MASTER_KEY_FILE: z.optional(z.string().check(z.minLength(1))),
  // Cognito triggers get the pool from their event: the pool names its triggers, so they
  // cannot name it back (a dependency cycle). API Lambdas have both.
  USER_POOL_ID: z.optional(z.string().check(z.minLength(1))),
  USER_POOL_CLIENT_ID: z.optional(z.string().check(z.minLength(1))),
  /** Where users land from emails (verification links). */
  APP_URL: z.url(),
  /** Local: the captcha secret itself. AWS: read from Secrets Manager by ARN. */
  CAPTCHA_SECRET: z.optional(z.string().check(z.minLength(16))),
  CAPTCHA_SECRET_ARN: z.optional(z.string().check(z.minLength(1))),
  /** AWS: the secret holding the Stripe keys as JSON `{secretKey, webhookSecret}`. */
  STRIPE_SECRET_ARN: z.optional(z.string().check(z.minLength(1))),
  /** Local: the keys themselves (Stripe test keys, or the local stand-in's). */
  STRIPE_SECRET_KEY: z.optional(z.string().check(z.minLength(1))),
  STRIPE_WEBHOOK_SECRET: z.optional(z.string().check(z.minLength(1))),
  /** Local: the Stripe API to call instead of api.stripe.com (the stand-in, plain http). */
  STRIPE_API_URL: z.optional(z.url()),
  /** The plans' prices, JSON of lambdas/domain/payments/prices.ts (CDK context in AWS). */
  PAYMENT_PRICES: z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((text) => (text ? JSON.parse(text) : defaultPrices)),
    ),
    pricesSchema,
  ),
  ADMIN_EMAILS: z.pipe(z._default(z.string(), ''), z.transform(parseEmailList)),
  /** Who answers analysis and chat: the offline analyst unless a model is configured. */
  AI_PROVIDER: z._default(z.enum(['offline', 'bedrock', 'openai']), 'offline'),
  BEDROCK_MODEL_ID: z.optional(z.string().check(z.minLength(1))),
  BEDROCK_GUARDRAIL_ID: z.optional(z.string().check(z.minLength(1))),
  BEDROCK_GUARDRAIL_VERSION: z.optional(z.string().check(z.minLength(1))),
  /** An OpenAI-compatible server (a local model), e.g. http://127.0.0.1:11434/v1. */
  OPENAI_BASE_URL: z.optional(z.url()),
  OPENAI_MODEL: z.optional(z.string().check(z.minLength(1))),
  OPENAI_API_KEY: z.optional(z.string().check(z.minLength(1))),
  /** AI requests (analysis and chat together) per user per UTC day. */
  AI_DAILY_QUOTA: z._default(z.coerce.number().check(z.int(), z.positive()), 20),
  /** EventBridge Scheduler: the group of the reminders' schedules (one per user). */
  REMINDER_SCHEDULE_GROUP: optionalSetting,
  /** What a reminder's schedule invokes (the reminder-send Lambda), and the role it does it as. */
  REMINDER_TARGET_ARN: optionalSetting,
  REMINDER_ROLE_ARN: optionalSetting,
  /** The key that signs the reminder emails' stop links. Local: the key itself. */
  REMINDER_LINK_SECRET: z.optional(z.string().check(z.minLength(32))),
  REMINDER_LINK_SECRET_ARN: optionalSetting,
  /** The VAPID key pair of web push. AWS: the private half in a secret. */
  VAPID_PUBLIC_KEY: optionalSetting,
  VAPID_PRIVATE_KEY: z.optional(z.string().check(z.minLength(1))),
  VAPID_SECRET_ARN: optionalSetting,
  /** The product's sender (SES); without one, reminders go by push only. */
  EMAIL_FROM: optionalSetting,
  SES_CONFIGURATION_SET: optionalSetting,
  /** Local only: push messages go to the local outbox here instead of to a push service. */
  PUSH_OUTBOX_URL: z.optional(z.url()),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= envSchema.parse(process.env);
  return cached;
}
