import { z } from 'zod';

/**
 * Environment of every handler, validated once at cold start. CDK sets these on each Lambda;
 * the local stack sets them on its own process before it loads any handler.
 */
const envSchema = z.object({
  MODE: z.enum(['local', 'aws']).default('aws'),
  TABLE_NAME: z.string().min(1),
  SYSTEM_TABLE_NAME: z.string().min(1),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  /** Where users land from emails (verification links). */
  APP_URL: z.url(),
  /** Local: the captcha secret itself. AWS: read from Secrets Manager by ARN. */
  CAPTCHA_SECRET: z.string().min(16).optional(),
  CAPTCHA_SECRET_ARN: z.string().min(1).optional(),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= envSchema.parse(process.env);
  return cached;
}
