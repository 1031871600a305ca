import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '@web/lib/api';
import { base64UrlBytes } from '@web/lib/base64url';
import { loadConfig } from '@web/lib/config';
import { queryKeys } from '@web/lib/query';
import { activeServiceWorker } from '@web/lib/serviceWorker';
import { useUser } from '@web/lib/session';

export type ReminderUpdate = BodyOf<'PUT /api/reminders'>;

/** Push needs a service worker, the Push API and the person not having refused notifications. */
export const browserCanPush = () =>
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window &&
  Notification.permission !== 'denied';

/** Why push could not be set up on this device: a stable code the section words. */
export class PushSetupError extends Error {
  constructor(readonly code: 'denied' | 'unsupported' | 'failed') {
    super(code);
  }
}

/**
 * This browser's push subscription for reminders: asks for permission (on the person's click),
 * then subscribes with the server's VAPID key, or reuses the subscription it already has.
 */
export async function pushSubscription(): Promise<PushSubscriptionJSON> {
  if (!browserCanPush()) throw new PushSetupError('unsupported');
  if ((await Notification.requestPermission()) !== 'granted') throw new PushSetupError('denied');
  const { vapidPublicKey } = await loadConfig();
  const registration = await activeServiceWorker();
  if (!vapidPublicKey || !registration) throw new PushSetupError('unsupported');
  try {
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlBytes(vapidPublicKey),
      }));
    return subscription.toJSON();
  } catch {
    throw new PushSetupError('failed');
  }
}

export function useReminders() {
  const { userId } = useUser();
  return useQuery({
    queryKey: queryKeys.reminders(userId),
    queryFn: ({ signal }) => api('GET /api/reminders', { signal }),
  });
}

export function useSaveReminders() {
  const { userId } = useUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: ReminderUpdate) => api('PUT /api/reminders', { body: update }),
    onSuccess: (state) => client.setQueryData(queryKeys.reminders(userId), state),
  });
}
