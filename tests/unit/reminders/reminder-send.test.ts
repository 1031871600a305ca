import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  localTableNames,
  startDynamo,
  type RunningDynamo,
} from '../../../lambdas/local/dynamo-local';
import { Outbox } from '../../../lambdas/local/outbox';
import type { LocalSchedule } from '../../../lambdas/local/scheduler';
import {
  localReminderTarget,
  startLocalServices,
  type LocalServices,
} from '../../../lambdas/local/services';

/**
 * The reminder-send handler in this process, against the local DynamoDB and the local
 * Scheduler, SES and push stand-ins: what it sends, to whom, in which language, and when it
 * removes its own schedule instead.
 */

const dir = mkdtempSync(path.join(os.tmpdir(), 'ej-reminders-'));
const outbox = new Outbox(dir);
let dynamo: RunningDynamo;
let services: LocalServices;

/**
 * Between the handler and the local push stand-in, a push service that has lost some
 * subscriptions (the user blocked notifications or cleared the site's data): it answers 410
 * Gone for those, as real push services do, and passes the rest on.
 */
const goneEndpoints = new Set<string>();
const pushService = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString();
    if (goneEndpoints.has((JSON.parse(body) as { endpoint: string }).endpoint)) {
      response.writeHead(410).end();
      return;
    }
    void fetch(`${services.endpoint}/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }).then((passed) => response.writeHead(passed.status).end());
  });
});

beforeAll(async () => {
  dynamo = await startDynamo(dir);
  services = await startLocalServices(dir, outbox);
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  const masterKeyFile = path.join(dir, 'master.key');
  writeFileSync(masterKeyFile, 'ef'.repeat(32));
  const vapid = webpush.generateVAPIDKeys();
  Object.assign(process.env, {
    MODE: 'local',
    APP_URL: 'http://localhost:8080',
    TABLE_NAME: localTableNames.journal,
    SYSTEM_TABLE_NAME: localTableNames.system,
    KEYS_TABLE_NAME: localTableNames.keys,
    LOCAL_MASTER_KEY_FILE: masterKeyFile,
    LOG_LEVEL: 'ERROR',
    REMINDER_SCHEDULE_GROUP: 'reminders-test',
    REMINDER_TARGET_ARN: localReminderTarget,
    REMINDER_ROLE_ARN: 'arn:aws:iam::000000000000:role/reminders-test',
    REMINDER_LINK_SECRET: 'link-secret-'.repeat(4),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    EMAIL_FROM: 'journal@localhost',
    PUSH_OUTBOX_URL: `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/`,
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_SCHEDULER: services.endpoint,
    AWS_ENDPOINT_URL_SESV2: services.endpoint,
  });
}, 30_000);

afterAll(async () => {
  pushService.close();
  await services?.stop();
  await dynamo?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const subscription = {
  endpoint: 'https://web.push.apple.com/QGx1c2VyLWJyb3dzZXI',
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/** A user with an account in `language` and a reminder as given, with its schedule. */
async function userWithReminder(
  language: string,
  reminder: { enabled: boolean; email: boolean; push: boolean },
  endpoint = subscription.endpoint,
) {
  const { createAccountIfMissing } = await import('../../../lambdas/adapters/accounts');
  const { writeReminder } = await import('../../../lambdas/adapters/reminders');
  const { putReminderSchedule } = await import('../../../lambdas/adapters/reminder-schedule');
  const { newAccountRecord } = await import('../../../lambdas/domain/account');
  const userId = randomUUID();
  const email = `reminded-${userId.slice(0, 8)}@example.com`;
  const now = new Date();
  await createAccountIfMissing(
    userId,
    newAccountRecord({ email, now, termsAccepted: true, language }),
  );
  const settings = {
    enabled: reminder.enabled,
    time: '21:30',
    timezone: 'Europe/Kyiv',
    channels: { email: reminder.email, push: reminder.push },
  };
  await writeReminder(
    { userId },
    { ...settings, ...(reminder.push ? { pushSubscription: { ...subscription, endpoint } } : {}) },
    now,
  );
  await putReminderSchedule(userId, settings);
  return { userId, email };
}

async function hasSchedule(userId: string): Promise<boolean> {
  const { scheduleNameOf } = await import('../../../lambdas/adapters/reminder-schedule');
  const schedules = JSON.parse(
    readFileSync(path.join(dir, 'schedules.json'), 'utf8'),
  ) as LocalSchedule[];
  return schedules.some((s) => s.Name === scheduleNameOf(userId));
}

const send = async (event: unknown) =>
  (await import('../../../lambdas/handlers/reminder-send')).handler(event);

describe('reminder-send', () => {
  it('emails in the account’s language, with its stop link, and pushes too', async () => {
    const user = await userWithReminder('es', { enabled: true, email: true, push: true });
    expect(await send({ userId: user.userId })).toEqual({ email: 'sent', push: 'sent' });
    const messages = await outbox.list(user.email);
    const email = messages.find((m) => !m.channel)!;
    expect(email.subject).toBe('¿Cómo estás ahora mismo? — Diario de emociones');
    expect(email.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:8080\/api\/reminders\/stop\?token=[\w-]+\.[\w-]{43}&lang=es>$/,
    );
    expect(messages.find((m) => m.channel === 'push')).toMatchObject({
      subject: '¿Cómo estás ahora mismo?',
      links: ['http://localhost:8080/'],
    });
    expect(await hasSchedule(user.userId)).toBe(true);
  });

  it('sends only the channel chosen', async () => {
    const user = await userWithReminder('uk', { enabled: true, email: false, push: true });
    expect(await send({ userId: user.userId })).toEqual({ email: 'off', push: 'sent' });
    expect((await outbox.list(user.email)).map((m) => m.channel)).toEqual(['push']);
  });

  it('forgets a subscription the push service no longer has, and still emails', async () => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
    goneEndpoints.add(endpoint);
    const user = await userWithReminder('uk', { enabled: true, email: true, push: true }, endpoint);
    expect(await send({ userId: user.userId })).toEqual({ email: 'sent', push: 'gone' });
    const { readReminder } = await import('../../../lambdas/adapters/reminders');
    const kept = await readReminder(user.userId);
    expect(kept).toMatchObject({ enabled: true, channels: { email: true, push: true } });
    expect(kept?.pushSubscription).toBeUndefined();
    // The next evening there is nothing to push to: the email goes alone, nothing fails.
    expect(await send({ userId: user.userId })).toEqual({ email: 'sent', push: 'off' });
    expect((await outbox.list(user.email)).map((m) => m.channel ?? 'email')).toEqual([
      'email',
      'email',
    ]);
  });

  it('removes its own schedule for a reminder turned off, and sends nothing', async () => {
    const user = await userWithReminder('uk', { enabled: false, email: true, push: false });
    expect(await send({ userId: user.userId })).toEqual({ removed: true });
    expect(await hasSchedule(user.userId)).toBe(false);
    expect(await outbox.list(user.email)).toEqual([]);
  });

  it('removes its own schedule for an erased user, and sends nothing', async () => {
    const { startErasure } = await import('../../../lambdas/adapters/user-guard');
    const user = await userWithReminder('uk', { enabled: true, email: true, push: false });
    await startErasure(user.userId, new Date());
    expect(await send({ userId: user.userId })).toEqual({ removed: true });
    expect(await hasSchedule(user.userId)).toBe(false);
    expect(await outbox.list(user.email)).toEqual([]);
  });

  it('removes a schedule whose user has no account any more', async () => {
    const user = await userWithReminder('uk', { enabled: true, email: true, push: false });
    const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { db, tables } = await import('../../../lambdas/adapters/dynamo');
    await db.send(
      new DeleteCommand({ TableName: tables.journal, Key: { userId: user.userId, sk: 'account' } }),
    );
    expect(await send({ userId: user.userId })).toEqual({ removed: true });
    expect(await hasSchedule(user.userId)).toBe(false);
  });

  it.each([
    ['an email instead of an id', { email: 'someone@example.com' }],
    ['an id and more', { userId: 'u', email: 'someone@example.com' }],
    ['nothing', {}],
  ])('refuses %s', async (_name, event) => {
    await expect(send(event)).rejects.toThrow();
  });
});
