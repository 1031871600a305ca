import { env } from './env';
import { readSecret } from './secrets';

/** The key that signs the stop links: a local value, or a secret read once per container. */
export async function stopLinkSecret(): Promise<string> {
  const { REMINDER_LINK_SECRET, REMINDER_LINK_SECRET_ARN } = env();
  if (REMINDER_LINK_SECRET) return REMINDER_LINK_SECRET;
  if (REMINDER_LINK_SECRET_ARN) return readSecret(REMINDER_LINK_SECRET_ARN);
  throw new Error('no reminder link secret configured');
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair of web push, if this deployment has one: the public half is configuration
 * (it is in /config.json too), the private half a local value or a secret read per container.
 */
export async function vapidKeys(): Promise<VapidKeys | undefined> {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SECRET_ARN } = env();
  if (!VAPID_PUBLIC_KEY) return undefined;
  if (VAPID_PRIVATE_KEY) return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY };
  if (VAPID_SECRET_ARN) {
    return { publicKey: VAPID_PUBLIC_KEY, privateKey: (await readSecret(VAPID_SECRET_ARN)).trim() };
  }
  return undefined;
}

/** Which channels this deployment can send through. */
export const reminderChannels = () => {
  const { EMAIL_FROM, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SECRET_ARN } = env();
  return {
    email: Boolean(EMAIL_FROM),
    push: Boolean(VAPID_PUBLIC_KEY && (VAPID_PRIVATE_KEY || VAPID_SECRET_ARN)),
  };
};
