import { describe, expect, it } from 'vitest';
import {
  call,
  captcha,
  localTables,
  saveEmotion,
  seededUser,
  useStackEnvironment,
} from './helpers';

/** Every item of the three tables, as a copy of the database (or a restored backup) would hold it. */
async function everything() {
  const { scan, tables } = localTables();
  return [
    ...(await scan(tables.journal)),
    ...(await scan(tables.system)),
    ...(await scan(tables.keys)),
  ];
}

async function ukrainianWithWords() {
  const user = await seededUser(5, 'sealed');
  const word = `Zirka${Date.now().toString(36)}`;
  await call('/api/profile', {
    token: user.token,
    method: 'PUT',
    body: { country: 'Україна', joySources: `${word}-joy`, displayName: `${word}-name` },
  });
  const saved = await saveEmotion(user.token, {
    emotion: `${word}-feeling`,
    note: `${word}-note about the shelter`,
    tags: [`${word}-tag`],
    intensity: 4,
  });
  expect(saved.status).toBe(201);
  await call('/api/chat-assistant', {
    token: user.token,
    method: 'POST',
    body: { message: `${word}-message`, language: 'en' },
  });
  return { ...user, word };
}

describe('journal text encrypted per person', () => {
  it('stores none of the user’s words in plain text, while the API still reads them', async () => {
    const { token, word } = await ukrainianWithWords();
    const raw = JSON.stringify(await everything());
    expect(raw).not.toContain(word);

    const around = (days: number) =>
      new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);
    const { entries } = (await call(`/api/emotions?from=${around(-2)}&to=${around(1)}`, { token }))
      .body;
    const mine = entries.find((e: { emotion: string }) => e.emotion === `${word}-feeling`);
    expect(mine).toMatchObject({
      note: `${word}-note about the shelter`,
      tags: [`${word}-tag`],
      intensity: 4,
    });
    expect((await call('/api/profile', { token })).body.profile.joySources).toBe(`${word}-joy`);
    const exported = await call('/api/export?format=json', { token });
    expect(JSON.stringify(exported.body)).toContain(`${word}-note`);
    expect(JSON.stringify((await call('/api/chat', { token })).body)).toContain(`${word}-message`);
    const analysis = await call('/api/analyze', {
      token,
      method: 'POST',
      body: { kind: 'latest', language: 'en', captchaToken: await captcha() },
    });
    expect(analysis.status).toBe(200);
    expect(JSON.stringify(analysis.body)).toContain(word);
  });

  it('makes an earlier copy of the user’s items unreadable once they are erased', async () => {
    const user = await ukrainianWithWords();
    const copy = (await everything()).filter((item) => item.userId === user.userId);
    const sealed = copy.filter((item) => typeof item.sealed === 'string');
    expect(sealed.length).toBeGreaterThanOrEqual(3);

    useStackEnvironment();
    const { unseal } = await import('../../lambdas/adapters/keys/sealing');
    const { dataKey } = await import('../../lambdas/adapters/keys/data-keys');
    // Before erasure, the copy opens with the user's key.
    const key = (await dataKey(user.userId))!;
    expect(JSON.stringify(unseal(key, user.userId, sealed[0]!.sealed as string))).toContain(
      user.word,
    );

    const erased = await call('/api/account', {
      token: user.token,
      method: 'DELETE',
      body: { captchaToken: await captcha() },
    });
    expect(erased.status).toBe(204);

    // After: no wrapped key of theirs exists anywhere, and no other key opens their items.
    const { scan, tables } = localTables();
    const keys = await scan(tables.keys);
    expect(keys.find((k) => k.userId === user.userId)).toBeUndefined();
    const { masterKey } = await import('../../lambdas/adapters/keys/master-key');
    for (const other of keys.slice(0, 20)) {
      const otherKey = await masterKey().unwrap(String(other.userId), String(other.wrapped));
      for (const item of sealed) {
        expect(() => unseal(otherKey, user.userId, item.sealed as string)).toThrow();
      }
    }
  });
});
