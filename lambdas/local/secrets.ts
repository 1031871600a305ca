import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';

const secretsSchema = z.object({
  captchaSecret: z.string().min(32),
  /** Signs the local Stripe stand-in's webhook events, in Stripe's `whsec_` form. */
  stripeWebhookSecret: z.string().regex(/^whsec_[0-9a-f]{48}$/),
});
export type LocalSecrets = z.infer<typeof secretsSchema>;

const generate: { [K in keyof LocalSecrets]: () => LocalSecrets[K] } = {
  captchaSecret: () => randomBytes(32).toString('hex'),
  stripeWebhookSecret: () => `whsec_${randomBytes(24).toString('hex')}`,
};

/**
 * Secrets that Secrets Manager holds in AWS, generated once into the data folder locally. One
 * added later is generated beside the ones already kept, which stay as they are.
 */
export async function ensureLocalSecrets(dataDir: string): Promise<LocalSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  const stored: unknown = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text))
    .catch(() => ({}));
  const kept = secretsSchema.partial().safeParse(stored);
  const known = kept.success ? kept.data : {};
  const secrets: LocalSecrets = {
    captchaSecret: known.captchaSecret ?? generate.captchaSecret(),
    stripeWebhookSecret: known.stripeWebhookSecret ?? generate.stripeWebhookSecret(),
  };
  if (Object.keys(known).length < Object.keys(secrets).length) {
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
