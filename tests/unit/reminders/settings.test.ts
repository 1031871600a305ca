import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lambdas/domain/errors';
import {
  reminderRecordOf,
  reminderState,
  reminderUpdateSchema,
  scheduleExpression,
  type ReminderRecord,
  type ReminderUpdate,
} from '../../../lambdas/domain/reminders/settings';

const subscription = {
  endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABh',
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQ', auth: 'tBHItJI5svbpez7KI4CCXg' },
};
const both = { email: true, push: true };

describe('scheduleExpression', () => {
  it.each([
    ['21:30', 'cron(30 21 * * ? *)'],
    ['00:00', 'cron(0 0 * * ? *)'],
    ['07:05', 'cron(5 7 * * ? *)'],
    ['23:59', 'cron(59 23 * * ? *)'],
  ])('%s → %s', (time, expression) => expect(scheduleExpression(time)).toBe(expression));
});

describe('reminderUpdateSchema', () => {
  const valid = {
    enabled: true,
    time: '21:30',
    timezone: 'Europe/Kyiv',
    channels: { email: true, push: false },
  };
  it.each([
    ['a valid update', valid, true],
    ['24:00', { ...valid, time: '24:00' }, false],
    ['9:30 without its zero', { ...valid, time: '9:30' }, false],
    ['an unknown zone', { ...valid, timezone: 'Mars/Olympus' }, false],
    [
      'a push service over http',
      { ...valid, pushSubscription: { ...subscription, endpoint: 'http://push.test/x' } },
      false,
    ],
    [
      'a key that is not base64url',
      {
        ...valid,
        pushSubscription: { ...subscription, keys: { ...subscription.keys, auth: 'a b' } },
      },
      false,
    ],
    ['an unknown field', { ...valid, email: 'someone@example.com' }, false],
    ['an unknown language', { ...valid, language: 'fr' }, false],
  ])('%s', (_name, body, ok) => expect(reminderUpdateSchema.safeParse(body).success).toBe(ok));
});

describe('reminderRecordOf', () => {
  const update = (patch: Partial<ReminderUpdate>): ReminderUpdate => ({
    enabled: true,
    time: '21:30',
    timezone: 'Europe/Kyiv',
    channels: { email: true, push: false },
    ...patch,
  });
  const stored: ReminderRecord = {
    ...update({ channels: both }),
    language: 'ja',
    pushSubscription: subscription,
  };

  it.each<[string, ReminderUpdate, ReminderRecord | undefined, typeof both, string]>([
    [
      'no channel',
      update({ channels: { email: false, push: false } }),
      undefined,
      both,
      'reminders_no_channel',
    ],
    [
      'email without a sender',
      update({}),
      undefined,
      { email: false, push: true },
      'reminders_email_unavailable',
    ],
    [
      'push without VAPID keys',
      update({ channels: both, pushSubscription: subscription }),
      undefined,
      { email: true, push: false },
      'reminders_push_unavailable',
    ],
    [
      'push without a subscription',
      update({ channels: { email: false, push: true } }),
      undefined,
      both,
      'reminders_push_subscription_required',
    ],
  ])('refuses %s', (_name, input, before, available, code) => {
    let thrown: unknown;
    try {
      reminderRecordOf(input, before, available);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ kind: 'unprocessable', code });
  });

  it('keeps the stored subscription and language when they are not sent again', () => {
    expect(reminderRecordOf(update({ time: '08:00', channels: both }), stored, both)).toEqual({
      ...update({ time: '08:00', channels: both }),
      language: 'ja',
      pushSubscription: subscription,
    });
  });

  it('forgets the subscription when push is turned off, and takes a new language', () => {
    const record = reminderRecordOf(update({ language: 'es' }), stored, both);
    expect(record).toEqual({ ...update({}), language: 'es' });
  });

  it('lets a reminder be turned off with no channel at all', () => {
    const off = update({ enabled: false, channels: { email: false, push: false } });
    expect(reminderRecordOf(off, stored, both)).toEqual({ ...off, language: 'ja' });
  });

  it('answers the settings without the subscription itself', () => {
    const state = reminderState(stored, both);
    expect(state).toEqual({
      enabled: true,
      time: '21:30',
      timezone: 'Europe/Kyiv',
      channels: both,
      pushSubscribed: true,
      available: both,
    });
    expect(reminderState(undefined, both)).toMatchObject({ enabled: false, pushSubscribed: false });
  });
});
