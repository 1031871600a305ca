import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod/mini';

const secretsSchema = z.object({
  captchaSecret: z.string().check(z.minLength(32)),
  /** Signs the local Stripe stand-in's webhook events, in Stripe's `whsec_` form. */
  stripeWebhookSecret: z.string().check(z.regex(/^whsec_[0-9a-f]{48}$/)),
});
export type LocalSecrets = z.infer<typeof secretsSchema> & { masterKeyFile: string };

const generate: { [K in keyof z.infer<typeof secretsSchema>]: () => string } = {
  captchaSecret: () => randomBytes(32).toString('hex'),
  stripeWebhookSecret: () => `whsec_${randomBytes(24).toString('hex')}`,
};

/**
 * Secrets that Secrets Manager and KMS hold in AWS, generated once into the data folder locally:
 * the captcha signing secret, the local Stripe webhook secret, and the master key that wraps
 * every user's data key (in place of KMS). One added later is generated beside the ones already
 * kept, which stay as they are. Deleting the folder (`npm run reset`) makes everything written
 * with them unreadable, which is the point of a wipe.
 */
export async function ensureLocalSecrets(dataDir: string): Promise<LocalSecrets> {
  const masterKeyFile = path.join(dataDir, 'master.key');
  await writeFile(masterKeyFile, randomBytes(32).toString('hex'), {
    mode: 0o600,
    flag: 'wx',
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  const file = path.join(dataDir, 'secrets.json');
  const stored: unknown = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text))
    .catch(() => ({}));
  const kept = z.partial(secretsSchema).safeParse(stored);
  const known = kept.success ? kept.data : {};
  const secrets = {
    captchaSecret: known.captchaSecret ?? generate.captchaSecret(),
    stripeWebhookSecret: known.stripeWebhookSecret ?? generate.stripeWebhookSecret(),
  };
  if (Object.keys(known).length < Object.keys(secrets).length) {
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return { ...secrets, masterKeyFile };
}
