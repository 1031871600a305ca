import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import * as z from 'zod/mini';

const keysSchema = z.object({
  linkSecret: z.string().check(z.minLength(32)),
  vapid: z.object({
    publicKey: z.string().check(z.minLength(1)),
    privateKey: z.string().check(z.minLength(1)),
  }),
});
export type LocalReminderKeys = z.infer<typeof keysSchema>;

/**
 * The reminders' keys, which Secrets Manager holds in AWS, generated once into the data folder:
 * the key that signs stop links, and the VAPID pair of web push (its public half goes to the web
 * through /config.json). Kept across restarts, so links already sent and browsers already
 * subscribed keep working.
 */
export async function ensureReminderKeys(dataDir: string): Promise<LocalReminderKeys> {
  const file = path.join(dataDir, 'reminder-keys.json');
  try {
    return keysSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    const keys = {
      linkSecret: randomBytes(32).toString('hex'),
      vapid: webpush.generateVAPIDKeys(),
    };
    await writeFile(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
    return keys;
  }
}
