import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { scheduleNameOf } from '../../lambdas/adapters/reminder-schedule';
import type { LocalSchedule } from '../../lambdas/local/scheduler';
import { outbox } from '../support/outbox';
import { baseUrl, call, captcha, localTables, seededUser } from './helpers';

const uk = JSON.parse(
  await readFile(path.join(import.meta.dirname, '../../locales/uk.json'), 'utf8'),
) as {
  reminders: { email: { subject: string }; stopPage: { title: string; invalidTitle: string } };
};

const kyivEvening = {
  enabled: true,
  time: '21:30',
  timezone: 'Europe/Kyiv',
  channels: { email: true, push: false },
  language: 'uk',
};

/** A browser's subscription as `PushSubscription.toJSON()` gives it (keys from a real one). */
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dXNlci1icm93c2Vy:APA91bH',
  expirationTime: null,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/** Sets the local scheduler's test clock: what is due at that instant fires, and is awaited. */
const setClock = (now: string) => call('/api/dev/clock', { method: 'POST', body: { now } });

async function schedulesOf(userId: string): Promise<LocalSchedule[]> {
  const file = path.join(inject('dataDir'), 'schedules.json');
  const all = JSON.parse(await readFile(file, 'utf8').catch(() => '[]')) as LocalSchedule[];
  return all.filter((schedule) => schedule.Name === scheduleNameOf(userId));
}

const reminderEmails = async (to: string, subject = uk.reminders.email.subject) =>
  (await outbox(baseUrl(), to)).filter((m) => m.subject === subject && m.channel !== 'push');

const stopLinkOf = (links: string[]) => links.find((l) => l.includes('/api/reminders/stop?'))!;

describe('the daily reminder', () => {
  it('emails at 21:30 in Kyiv, in the user’s language, and one click stops it for good', async () => {
    const user = await seededUser(1, 'reminder');
    const saved = await call('/api/reminders', {
      token: user.token,
      method: 'PUT',
      body: kyivEvening,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ enabled: true, time: '21:30', pushSubscribed: false });
    expect((await call('/api/reminders', { token: user.token })).body).toMatchObject({
      enabled: true,
      time: '21:30',
      timezone: 'Europe/Kyiv',
      channels: { email: true, push: false },
    });
    const [schedule] = await schedulesOf(user.userId);
    expect(schedule).toMatchObject({
      ScheduleExpression: 'cron(30 21 * * ? *)',
      ScheduleExpressionTimezone: 'Europe/Kyiv',
      State: 'ENABLED',
    });
    // The schedule carries the user's id, never their email.
    expect(JSON.parse(schedule!.Target.Input!)).toEqual({ userId: user.userId });

    // 21:29 in Kyiv (UTC+2 in November): not yet.
    await setClock('2026-11-24T19:29:00Z');
    expect(await reminderEmails(user.email)).toHaveLength(0);
    await setClock('2026-11-24T19:30:00Z');
    const [email, ...more] = await reminderEmails(user.email);
    expect(more).toHaveLength(0);
    expect(email!.text).toContain('Як ви зараз? Це займе 20 секунд.');
    expect(email!.links).toContain(`${baseUrl()}/`);
    const stopLink = stopLinkOf(email!.links);
    expect(email!.headers).toEqual({
      'List-Unsubscribe': `<${stopLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // The same minute again sends nothing twice.
    await setClock('2026-11-24T19:30:30Z');
    expect(await reminderEmails(user.email)).toHaveLength(1);

    const page = await fetch(stopLink);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<html lang="uk">');
    expect(html).toContain(uk.reminders.stopPage.title);
    expect((await call('/api/reminders', { token: user.token })).body).toMatchObject({
      enabled: false,
      time: '21:30',
      timezone: 'Europe/Kyiv',
    });
    expect(await schedulesOf(user.userId)).toEqual([]);

    await setClock('2026-11-25T19:30:00Z');
    expect(await reminderEmails(user.email)).toHaveLength(1);
    // A second click on the old link still answers kindly.
    expect((await fetch(stopLink)).status).toBe(200);
  });

  it('refuses a forged, altered or someone else’s token and changes nothing', async () => {
    const [owner, other] = await Promise.all([
      seededUser(0, 'reminder-owner'),
      seededUser(0, 'reminder-other'),
    ]);
    for (const user of [owner, other]) {
      const saved = await call('/api/reminders', {
        token: user.token,
        method: 'PUT',
        body: { ...kyivEvening, time: '07:05' },
      });
      expect(saved.status).toBe(200);
    }
    await setClock('2026-11-26T05:05:00Z');
    const [email] = await reminderEmails(owner.email);
    const ownerToken = new URL(stopLinkOf(email!.links)).searchParams.get('token')!;
    const [, mac] = ownerToken.split('.');
    const otherId = Buffer.from(other.userId, 'utf8').toString('base64url');
    const tokens = [
      `${otherId}.${mac}`, // the owner's signature on the other user's id
      `${otherId}.${'A'.repeat(43)}`,
      `${ownerToken.slice(0, -2)}xx`,
      'not-a-token',
      '',
    ];
    for (const token of tokens) {
      const query = new URLSearchParams({ token, lang: 'uk' });
      const page = await fetch(`${baseUrl()}/api/reminders/stop?${query}`);
      expect(page.status, token).toBe(400);
      expect(await page.text()).toContain(uk.reminders.stopPage.invalidTitle);
    }
    for (const user of [owner, other]) {
      expect((await call('/api/reminders', { token: user.token })).body.enabled).toBe(true);
      expect(await schedulesOf(user.userId)).toHaveLength(1);
    }
    // The mail app's one-click unsubscribe (RFC 8058) stops only the owner.
    const unsubscribed = await fetch(stopLinkOf(email!.links), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);
    expect((await call('/api/reminders', { token: owner.token })).body.enabled).toBe(false);
    expect((await call('/api/reminders', { token: other.token })).body.enabled).toBe(true);
  });

  it('checks the settings: a channel, a real zone and time, and a subscription for push', async () => {
    const user = await seededUser(0, 'reminder-settings');
    const put = (body: unknown) =>
      call('/api/reminders', { token: user.token, method: 'PUT', body });
    const refusals: [unknown, number, string?][] = [
      [{ ...kyivEvening, channels: { email: false, push: false } }, 422, 'reminders_no_channel'],
      [
        { ...kyivEvening, channels: { email: false, push: true } },
        422,
        'reminders_push_subscription_required',
      ],
      [{ ...kyivEvening, time: '24:00' }, 400],
      [{ ...kyivEvening, timezone: 'Europe/Atlantis' }, 400],
      [{ ...kyivEvening, pushSubscription: { ...subscription, endpoint: 'http://x.test/' } }, 400],
    ];
    for (const [body, status, code] of refusals) {
      const refused = await put(body);
      expect(refused.status, JSON.stringify(body)).toBe(status);
      if (code) expect(refused.body.error.code).toBe(code);
    }
    expect(await schedulesOf(user.userId)).toEqual([]);
    expect((await call('/api/reminders', { token: user.token })).body).toEqual({
      enabled: false,
      time: '20:00',
      timezone: 'UTC',
      channels: { email: true, push: false },
      pushSubscribed: false,
      available: { email: true, push: true },
    });
  });

  it('sends by web push, in the language chosen, and moves the schedule with the time', async () => {
    const user = await seededUser(0, 'reminder-push');
    const saved = await call('/api/reminders', {
      token: user.token,
      method: 'PUT',
      body: {
        ...kyivEvening,
        time: '08:15',
        timezone: 'Asia/Tokyo',
        language: 'ja',
        channels: { email: false, push: true },
        pushSubscription: subscription,
      },
    });
    expect(saved.body).toMatchObject({ pushSubscribed: true, channels: { push: true } });
    // Tokyo 08:15 is 23:15 UTC the day before.
    await setClock('2026-11-26T23:15:00Z');
    const pushed = (await outbox(baseUrl(), user.email)).filter((m) => m.channel === 'push');
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({
      subject: 'いまの気分はいかがですか？',
      links: [`${baseUrl()}/`],
    });
    expect(await reminderEmails(user.email)).toHaveLength(0);

    // Moving the time keeps the subscription and the one schedule.
    const moved = await call('/api/reminders', {
      token: user.token,
      method: 'PUT',
      body: { ...kyivEvening, time: '09:00', channels: { email: false, push: true } },
    });
    expect(moved.body).toMatchObject({ time: '09:00', pushSubscribed: true });
    const schedules = await schedulesOf(user.userId);
    expect(schedules.map((s) => s.ScheduleExpression)).toEqual(['cron(0 9 * * ? *)']);

    // The subscription itself is sealed in the user's partition, never stored in the clear.
    const tables = localTables();
    const reminder = (await tables.scan(tables.tables.journal)).find(
      (item) => item.userId === user.userId && item.sk === 'reminder',
    )!;
    expect(reminder.sealed).toBeDefined();
    expect(JSON.stringify(reminder)).not.toContain('fcm.googleapis.com');
  });

  it('erasure removes the schedule, and nothing is sent afterwards', async () => {
    const user = await seededUser(1, 'reminder-erased');
    await call('/api/reminders', {
      token: user.token,
      method: 'PUT',
      body: { ...kyivEvening, time: '22:45' },
    });
    expect(await schedulesOf(user.userId)).toHaveLength(1);
    const erased = await call('/api/account', {
      token: user.token,
      method: 'DELETE',
      body: { captchaToken: await captcha() },
    });
    expect(erased.status).toBe(204);
    expect(await schedulesOf(user.userId)).toEqual([]);
    await setClock('2026-11-27T20:45:00Z');
    expect(await outbox(baseUrl(), user.email)).toHaveLength(0);
  });
});
