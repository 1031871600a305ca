import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localDateTime } from '../../lambdas/domain/dates';
import { call, captcha, localTables, registeredUser, saveEmotion, seededUser } from './helpers';

const today = (zone = 'Europe/Kyiv') => localDateTime(new Date(), zone).date;

describe('saving an emotion', () => {
  it('saves with the server’s date and time in the user’s zone and counts the day', async () => {
    const { token } = await registeredUser('save');
    const before = Date.now();
    const saved = await saveEmotion(token, { emotion: '  спокій ', note: 'Прогулянка з собакою' });
    expect(saved.status).toBe(201);
    expect(saved.body.daysWithEntries).toBe(1);
    const { entry } = saved.body;
    expect(entry).toMatchObject({
      emotion: 'спокій',
      note: 'Прогулянка з собакою',
      timezone: 'Europe/Kyiv',
      date: today(),
    });
    expect(entry.time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(Date.parse(entry.datetime)).toBeGreaterThanOrEqual(before - 1000);

    const day = await call(`/api/emotions?date=${today()}`, { token });
    expect(day.body.entries).toEqual([entry]);
    const days = await call(`/api/days?from=${today()}&to=${today()}`, { token });
    expect(days.body).toEqual({ dates: [today()], daysWithEntries: 1 });
    // A second entry the same day does not add a day.
    expect((await saveEmotion(token, { emotion: 'втома' })).body.daysWithEntries).toBe(1);
  });

  it('dates an entry by the zone it was written in', async () => {
    const { token } = await registeredUser('zones');
    const east = await saveEmotion(token, { timezone: 'Pacific/Kiritimati' });
    const west = await saveEmotion(token, { timezone: 'Pacific/Pago_Pago' });
    expect(east.body.entry.date).toBe(today('Pacific/Kiritimati'));
    expect(west.body.entry.date).toBe(today('Pacific/Pago_Pago'));
    // UTC+14 and UTC-11 are always on different dates.
    expect(east.body.entry.date).not.toBe(west.body.entry.date);
    expect(west.body.daysWithEntries).toBe(2);
  });

  it('makes one entry of retries with one requestId', async () => {
    const { token } = await registeredUser('retry');
    const requestId = randomUUID();
    const first = await saveEmotion(token, { requestId });
    const retries = await Promise.all(
      Array.from({ length: 5 }, () => saveEmotion(token, { requestId, emotion: 'ignored' })),
    );
    expect(first.status).toBe(201);
    for (const retry of retries) {
      expect(retry.status).toBe(200);
      expect(retry.body.entry).toEqual(first.body.entry);
    }
    expect((await call(`/api/emotions?date=${today()}`, { token })).body.entries).toHaveLength(1);
  });

  it('refuses a save without a valid human check, and writes nothing', async () => {
    const { token, userId } = await registeredUser('nocheck');
    const noCheck = await call('/api/emotions', {
      token,
      method: 'POST',
      body: { emotion: 'calm', timezone: 'UTC', captchaToken: 'made-up' },
    });
    expect(noCheck.status).toBe(400);
    expect(noCheck.body.error.code).toBe('captcha_invalid');
    const reused = await captcha();
    expect((await saveEmotion(token, { captchaToken: reused })).status).toBe(201);
    const replay = await saveEmotion(token, { captchaToken: reused });
    expect(replay.body.error.code).toBe('captcha_invalid');
    const { scan, tables } = localTables();
    const entries = (await scan(tables.journal)).filter(
      (item) => item.userId === userId && String(item.sk).startsWith('entry#'),
    );
    expect(entries).toHaveLength(1);
  });

  it.each([
    ['no body', undefined],
    ['not JSON', '{"emotion": '],
    ['a JSON array', '[]'],
    ['emotion missing', JSON.stringify({ timezone: 'UTC', captchaToken: 'x' })],
    ['emotion a number', JSON.stringify({ emotion: 7, timezone: 'UTC', captchaToken: 'x' })],
    [
      'note an object',
      JSON.stringify({ emotion: 'a', note: {}, timezone: 'UTC', captchaToken: 'x' }),
    ],
    ['a bad time zone', JSON.stringify({ emotion: 'a', timezone: 'Not/AZone', captchaToken: 'x' })],
    [
      'an unknown field',
      JSON.stringify({ emotion: 'a', timezone: 'UTC', captchaToken: 'x', date: '2020-01-01' }),
    ],
    [
      'someone else’s id',
      JSON.stringify({ emotion: 'a', timezone: 'UTC', captchaToken: 'x', userId: 'b' }),
    ],
    [
      'an emotion too long',
      JSON.stringify({ emotion: 'x'.repeat(101), timezone: 'UTC', captchaToken: 'x' }),
    ],
  ])('answers 400 to %s and writes nothing', async (_label, raw) => {
    const { token, userId } = await sharedUser();
    const result = await call('/api/emotions', { token, method: 'POST', raw });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toMatch(/^invalid_/);
    await expectNoEntries(userId);
  });

  it('answers 413 to a huge body and writes nothing', async () => {
    const { token, userId } = await sharedUser();
    const raw = JSON.stringify({
      emotion: 'a',
      note: 'x'.repeat(200_000),
      timezone: 'UTC',
      captchaToken: 'x',
    });
    const result = await call('/api/emotions', { token, method: 'POST', raw });
    expect(result.status).toBe(413);
    await expectNoEntries(userId);
  });
});

let shared: Promise<{ token: string; userId: string }> | undefined;
const sharedUser = () => (shared ??= registeredUser('badinput'));

async function expectNoEntries(userId: string) {
  const { scan, tables } = localTables();
  const items = (await scan(tables.journal)).filter((item) => item.userId === userId);
  expect(items.map((item) => item.sk)).toEqual(['account']);
}

describe('reading the journal', () => {
  it('reads a range and the calendar marks, sorted, for a user with history', async () => {
    const { token } = await seededUser(10, 'range');
    const to = localDateTime(new Date(), 'UTC').date;
    const from = new Date(Date.now() - 9 * 86_400_000).toISOString().slice(0, 10);
    const range = await call(`/api/emotions?from=${from}&to=${to}`, { token });
    expect(range.status).toBe(200);
    expect(range.body.entries).toHaveLength(10);
    const dates = range.body.entries.map((e: { date: string }) => e.date);
    expect(dates).toEqual([...dates].sort());
    const days = await call(`/api/days?from=${from}&to=${to}`, { token });
    expect(days.body.dates).toEqual(dates);
    expect(days.body.daysWithEntries).toBe(10);
  });

  it.each([
    ['/api/emotions'],
    ['/api/emotions?date=2026-02-30'],
    ['/api/emotions?from=2026-01-01&to=2027-06-01'],
    ['/api/emotions?from=2026-02-01&to=2026-01-01'],
    ['/api/days?from=2026-01-01'],
    ['/api/export?format=xml'],
  ])('answers 400 to %s', async (route) => {
    const { token } = await sharedUser();
    expect((await call(route, { token })).status).toBe(400);
  });
});

describe('the profile', () => {
  it('saves the profile fields, stores languages as a list, and refuses account fields', async () => {
    const { token, userId } = await registeredUser('profile');
    const saved = await call('/api/profile', {
      token,
      method: 'PUT',
      body: {
        displayName: 'Олена',
        birthDate: '15.03.1990',
        languages: 'Українська, English',
        country: 'Україна',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({
      displayName: 'Олена',
      languages: ['Українська', 'English'],
    });
    expect((await call('/api/profile', { token })).body.profile).toEqual(saved.body.profile);

    for (const field of [
      { isAdmin: true },
      { role: 'admin' },
      { plan: 'year' },
      { proActive: true },
    ]) {
      const refused = await call('/api/profile', { token, method: 'PUT', body: field });
      expect(refused.status).toBe(400);
    }
    const { scan, tables } = localTables();
    const account = (await scan(tables.journal)).find(
      (i) => i.userId === userId && i.sk === 'account',
    );
    expect(account).toMatchObject({ isAdmin: false });
    expect(account).not.toHaveProperty('role');
    // Ukraine as the profile country gives free-ua, whose AI access waits for 5 days of entries.
    expect((await call('/api/me', { token })).body.access).toMatchObject({
      level: 'free-ua',
      canAnalyze: false,
      canChat: false,
    });
  });
});
