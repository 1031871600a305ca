import * as z from 'zod';
import { env } from './env';
import { readSecret } from './secrets';

/** The key that signs the stop links: a local value, or a secret read once per container. */
export async function stopLinkSecret(): Promise<string> {
  const { REMINDER_LINK_SECRET, REMINDER_LINK_SECRET_ARN } = env();
  if (REMINDER_LINK_SECRET) return REMINDER_LINK_SECRET;
  if (REMINDER_LINK_SECRET_ARN) return readSecret(REMINDER_LINK_SECRET_ARN);
  throw new Error('no reminder link secret configured');
}

const vapidSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });
export type VapidKeys = z.infer<typeof vapidSchema>;

/** The VAPID key pair of web push, if this deployment has one. */
export async function vapidKeys(): Promise<VapidKeys | undefined> {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SECRET_ARN } = env();
  if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY) {
    return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY };
  }
  if (VAPID_SECRET_ARN) return vapidSchema.parse(JSON.parse(await readSecret(VAPID_SECRET_ARN)));
  return undefined;
}

/** Which channels this deployment can send through. */
export const reminderChannels = () => {
  const { EMAIL_FROM, VAPID_PUBLIC_KEY, VAPID_SECRET_ARN } = env();
  return { email: Boolean(EMAIL_FROM), push: Boolean(VAPID_PUBLIC_KEY || VAPID_SECRET_ARN) };
};
