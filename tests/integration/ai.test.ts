import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL } from '../support/global-stack';
import { cognitoFor } from '../support/cognito';
import { baseUrl, call, captcha, saveEmotion, seededUser } from './helpers';

async function analyze(token: string, body: Record<string, unknown>) {
  return call('/api/analyze', {
    token,
    method: 'POST',
    body: { language: 'en', captchaToken: await captcha(), ...body },
  });
}

const chat = (token: string, content: string, language = 'en') =>
  call('/api/chat-assistant', {
    token,
    method: 'POST',
    body: { language, messages: [{ role: 'user', content }] },
  });

async function fromUkraine(days: number) {
  const user = await seededUser(days, 'ua');
  await call('/api/profile', { token: user.token, method: 'PUT', body: { country: 'Україна' } });
  return user;
}

describe('access levels, enforced by the server', () => {
  it('refuses a user with no plan and no country everything of the AI', async () => {
    const { token } = await seededUser(4, 'none');
    expect((await call('/api/me', { token })).body.access).toEqual({
      level: 'none',
      canAnalyze: false,
      canAnalyzeWeek: false,
      canChat: false,
    });
    expect((await analyze(token, { kind: 'week' })).status).toBe(403);
    expect((await analyze(token, { kind: 'latest' })).status).toBe(403);
    expect((await chat(token, 'hello')).status).toBe(403);
    expect((await call('/api/chat-permission', { token })).body).toEqual({
      canChat: false,
      isAdmin: false,
    });
    expect((await call('/api/subscription-status', { token })).body).toMatchObject({
      active: false,
    });
  });

  it('gives free-ua with 4 days a 403 for week and chat, and 200 with 5 days', async () => {
    const four = await fromUkraine(4);
    const week4 = await analyze(four.token, { kind: 'week' });
    expect(week4.status).toBe(403);
    expect(week4.body.error).toMatchObject({
      code: 'not_enough_days',
      details: { required: 5, have: 4 },
    });
    expect((await chat(four.token, 'hello')).status).toBe(403);

    const five = await fromUkraine(5);
    expect((await call('/api/me', { token: five.token })).body.access).toMatchObject({
      level: 'free-ua',
      canAnalyzeWeek: true,
      canChat: true,
    });
    const week5 = await analyze(five.token, { kind: 'week', language: 'uk' });
    expect(week5.status).toBe(200);
    expect(week5.body).toMatchObject({ provider: 'offline' });
    expect(week5.body.analysis).toMatch(/[А-Яа-яІіЇїЄєҐґ]/);
    expect(week5.body.tips.length).toBeGreaterThanOrEqual(1);
    const reply = await chat(five.token, 'How can I sleep better?');
    expect(reply.status).toBe(200);
    expect(reply.body.reply.length).toBeGreaterThan(0);
  });

  it('gives the operator’s admin email everything', async () => {
    const seeded = await call('/api/dev/seed', {
      method: 'POST',
      body: { email: ADMIN_EMAIL, password: 'Secret123', days: 7 },
    });
    expect(seeded.status).toBe(201);
    const tokens = await (
      await cognitoFor(baseUrl())
    ).signIn(ADMIN_EMAIL, 'Secret123', await captcha());
    const token = tokens.IdToken!;
    expect((await call('/api/me', { token })).body.access).toEqual({
      level: 'admin',
      canAnalyze: true,
      canAnalyzeWeek: true,
      canChat: true,
    });
    expect((await call('/api/chat-permission', { token })).body).toEqual({
      canChat: true,
      isAdmin: true,
    });
    for (const kind of ['latest', 'week']) {
      expect((await analyze(token, { kind })).status, kind).toBe(200);
    }
    const latest = await analyze(token, { kind: 'latest', language: 'ja' });
    expect(latest.body.analysis).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    // Month analysis needs 25 days with entries, even for an admin.
    const month = await analyze(token, { kind: 'month' });
    expect(month.status).toBe(403);
    expect(month.body.error).toMatchObject({ code: 'not_enough_days', details: { required: 25 } });
    expect((await chat(token, 'hi')).status).toBe(200);
  });

  it('needs a fresh human check for every analysis', async () => {
    const { token } = await fromUkraine(5);
    const reused = await captcha();
    expect((await analyze(token, { kind: 'latest', captchaToken: reused })).status).toBe(200);
    const again = await analyze(token, { kind: 'latest', captchaToken: reused });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('captcha_invalid');
  });

  it('stops at the daily quota with a localized 429', async () => {
    const { token } = await fromUkraine(5);
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 21; i++) {
      last = await chat(token, `message ${i}`, 'uk');
      statuses.push(last.status);
    }
    // Twenty answers, then the limit: not a route that refuses everything.
    expect(statuses).toEqual([...Array(20).fill(200), 429]);
    expect(last!.body.error.code).toBe('quota_exceeded');
    expect(last!.body.error.message).toMatch(/[А-Яа-яІіЇїЄє]/);
  });
});

describe('the crisis-safety layer', () => {
  it('saves the entry and answers with the help lines for the user’s language', async () => {
    const user = await fromUkraine(5);
    const saved = await saveEmotion(user.token, {
      emotion: 'відчай',
      note: 'Я не хочу жити',
      language: 'uk',
    });
    expect(saved.status).toBe(201);
    expect(saved.body.entry.note).toBe('Я не хочу жити');
    const lines = saved.body.crisis.lines.map((l: { phone?: string }) => l.phone);
    expect(lines).toContain('7333');

    const analysis = await analyze(user.token, {
      kind: 'day',
      date: saved.body.entry.date,
      language: 'uk',
    });
    expect(analysis.status).toBe(200);
    expect(analysis.body.crisis.lines.map((l: { phone?: string }) => l.phone)).toContain('7333');

    const reply = await chat(user.token, 'I want to end my life', 'en');
    expect(reply.status).toBe(200);
    expect(reply.body.crisis).toBeDefined();
  });

  it.each([
    [
      'Україна',
      'uk',
      'Не бачу сенсу прокидатися завтра, всім буде легше без мене.',
      ['7333', '112'],
    ],
    [
      'España',
      'es',
      'Ya no quiero seguir viviendo, tengo las pastillas guardadas.',
      ['024', '112'],
    ],
    ['日本', 'ja', 'もう消えてしまいたい。明日が来なければいいのに。', ['81120279338', '119']],
    [
      'United States',
      'en',
      "I wrote goodbye letters tonight. Everyone's better off without me.",
      ['988', '911'],
    ],
  ])(
    'saves a flagged note from a profile in %s and answers with that country’s lines',
    async (country, language, note, tels) => {
      const user = await seededUser(1, `crisis-${language}`);
      await call('/api/profile', { token: user.token, method: 'PUT', body: { country } });
      const saved = await saveEmotion(user.token, { emotion: 'tired', note, language });
      expect(saved.status).toBe(201);
      expect(saved.body.entry.note).toBe(note);
      const dialled = saved.body.crisis.lines.map((l: { tel?: string }) =>
        l.tel?.replace(/\D/g, ''),
      );
      for (const tel of tels) expect(dialled).toContain(tel);
      const day = await call(`/api/emotions?date=${saved.body.entry.date}`, { token: user.token });
      expect(JSON.stringify(day.body)).toContain(note.slice(0, 20));
    },
  );

  it('stays quiet for everyday figurative language', async () => {
    const user = await seededUser(1, 'quiet');
    const saved = await saveEmotion(user.token, {
      emotion: 'stressed',
      note: 'This exam is killing me',
    });
    expect(saved.status).toBe(201);
    expect(saved.body.crisis).toBeUndefined();
  });
});
