import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import { describe, expect, it, vi } from 'vitest';
import '../accounts/setup-env';
import * as push from '../../../lambdas/adapters/push';
import type { PushNotification } from '../../../lambdas/domain/reminders/messages';

/** The browser's side: a P-256 key pair and an auth secret, as `PushManager.subscribe` makes. */
const browser = createECDH('prime256v1');
browser.generateKeys();
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:APA91b',
  keys: {
    p256dh: browser.getPublicKey().toString('base64url'),
    auth: Buffer.alloc(16, 7).toString('base64url'),
  },
};
const vapid = webpush.generateVAPIDKeys();
const notification: PushNotification = {
  title: 'Як ви зараз?',
  body: 'Це займе 20 секунд.',
  url: 'https://journal.example/',
  tag: 'daily-reminder',
};

const decodeJwtPart = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString());

describe('web push', () => {
  it('posts the notification encrypted for the browser, signed with our VAPID key', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 201 }));
    const outcome = await push.sendPush(subscription, notification, {
      vapid,
      recipient: 'someone@example.com',
      fetch,
    });
    expect(outcome).toBe('sent');
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(subscription.endpoint);
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers).toMatchObject({
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
      TTL: '7200',
      Urgency: 'normal',
      Topic: 'daily-reminder',
    });
    // RFC 8292: `vapid t=<JWT>, k=<our public key>`, the JWT for the push service's origin.
    const [, jwt, key] = /^vapid t=([^,]+), k=(.+)$/.exec(headers.Authorization!)!;
    expect(key).toBe(vapid.publicKey);
    const [header, claims] = jwt!.split('.').slice(0, 2).map(decodeJwtPart);
    expect(header).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(claims).toMatchObject({
      aud: 'https://fcm.googleapis.com',
      sub: 'https://journal.example',
    });
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    // The text is not readable on the way: only the browser's key opens it.
    const body = Buffer.from(init.body as Uint8Array);
    expect(body.toString('utf8')).not.toContain('20');
    expect(body.length).toBeGreaterThan(JSON.stringify(notification).length);
  });

  it.each([
    [404, 'gone'],
    [410, 'gone'],
  ])(
    'reports a subscription the push service no longer has (%i) as gone',
    async (status, outcome) => {
      const fetch = vi.fn(async () => new Response(null, { status }));
      await expect(
        push.sendPush(subscription, notification, { vapid, recipient: 'a@example.com', fetch }),
      ).resolves.toBe(outcome);
    },
  );

  it('fails on any other refusal, so the scheduler retries', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 429 }));
    await expect(
      push.sendPush(subscription, notification, { vapid, recipient: 'a@example.com', fetch }),
    ).rejects.toMatchObject({ name: 'PushRefused', status: 429 });
  });
});
