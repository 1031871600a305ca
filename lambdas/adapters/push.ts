import webpush from 'web-push';
import type { PushNotification } from '../domain/reminders/messages';
import type { PushSubscriptionJson } from '../domain/reminders/settings';
import { env } from './env';
import type { VapidKeys } from './reminder-keys';

/** A reminder still undelivered after this long (the phone was off) is no longer worth showing. */
const PUSH_TTL_SECONDS = 2 * 3600;

/** Who the push service may contact about our messages: the site, or a mailbox when it is not https. */
function vapidSubject(): string {
  const appUrl = env().APP_URL;
  return appUrl.startsWith('https://') ? appUrl : 'mailto:reminders@localhost';
}

/**
 * The request a push service receives (RFC 8291 and 8292): the notification as JSON encrypted
 * for the browser's keys (aes128gcm), signed with our VAPID key, with a topic so that a
 * reminder still waiting at the push service is replaced by the next rather than joined by it.
 */
function pushRequest(
  subscription: PushSubscriptionJson,
  notification: PushNotification,
  vapid: VapidKeys,
) {
  return webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: subscription.keys },
    JSON.stringify(notification),
    {
      vapidDetails: { subject: vapidSubject(), ...vapid },
      contentEncoding: 'aes128gcm',
      TTL: PUSH_TTL_SECONDS,
      urgency: 'normal',
      topic: notification.tag,
    },
  );
}

/** `gone`: the browser dropped the subscription (the user blocked notifications or cleared it). */
export type PushOutcome = 'sent' | 'gone';

export class PushRefused extends Error {
  override name = 'PushRefused';
  constructor(readonly status: number) {
    super(`the push service answered ${status}`);
  }
}

/**
 * Sends one notification to one browser. Under `npm start` there is no network: the message goes
 * to the local outbox (PUSH_OUTBOX_URL) instead, encrypted and signed all the same.
 */
export async function sendPush(
  subscription: PushSubscriptionJson,
  notification: PushNotification,
  options: { vapid: VapidKeys; recipient: string; fetch?: typeof fetch },
): Promise<PushOutcome> {
  const send = options.fetch ?? fetch;
  const request = pushRequest(subscription, notification, options.vapid);
  // fetch sets the length itself, and wants every header as a string (web-push gives TTL as a number).
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name !== 'Content-Length')
      .map(([name, value]) => [name, String(value)]),
  );
  const outbox = env().PUSH_OUTBOX_URL;
  const response = outbox
    ? await send(outbox, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: options.recipient, endpoint: request.endpoint, notification }),
      })
    : await send(request.endpoint, {
        method: request.method,
        headers,
        body: new Uint8Array(request.body),
      });
  if (response.status === 404 || response.status === 410) return 'gone';
  if (!response.ok) throw new PushRefused(response.status);
  return 'sent';
}
