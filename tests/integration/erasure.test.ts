import { describe, expect, it } from 'vitest';
import { routes } from '../../lambdas/routes';
import { call, captcha, localTables, registeredUser, saveEmotion, validRequest } from './helpers';

/** Every item, in either table, that names the user (by id or email). */
async function itemsOf(user: { userId: string; email: string }) {
  const { scan, tables } = localTables();
  return [...(await scan(tables.journal)), ...(await scan(tables.system))].filter((item) => {
    const text = JSON.stringify(item);
    return text.includes(user.userId) || text.includes(user.email);
  });
}

describe('erasure wins every race', () => {
  it('leaves nothing of 20 saves racing it, three times over', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await registeredUser(`race${round}`);
      const tokens = await Promise.all(Array.from({ length: 21 }, () => captcha()));
      const saves = tokens
        .slice(1)
        .map((captchaToken, i) =>
          saveEmotion(user.token, { captchaToken, note: `racing ${round}-${i}` }),
        );
      // The erasure starts while the saves are in flight.
      const erasure = call('/api/account', {
        token: user.token,
        method: 'DELETE',
        body: { captchaToken: tokens[0] },
      });
      const results = await Promise.all([erasure, ...saves]);
      expect(results[0]!.status).toBe(204);
      // Each save either landed before the erasure began (and was swept) or was refused.
      for (const save of results.slice(1)) expect([200, 201, 401]).toContain(save.status);
      expect(await itemsOf(user)).toEqual([]);
    }
    // Each round solves 21 proofs of work, the cost of which dominates the test.
  }, 120_000);

  it('moves the users count exactly once for parallel erasures', async () => {
    const user = await registeredUser('twice');
    const before = (await call('/api/user-count')).body.count as number;
    const results = await Promise.all(
      Array.from({ length: 4 }, async () =>
        call('/api/account', {
          token: user.token,
          method: 'DELETE',
          body: { captchaToken: await captcha() },
        }),
      ),
    );
    // Every request either erased or found the user already gone; none failed midway.
    for (const result of results) expect([204, 401]).toContain(result.status);
    expect((await call('/api/user-count')).body.count).toBe(before - 1);
    expect(await itemsOf(user)).toEqual([]);
  });

  it('refuses the erased user’s token on every route from that moment', async () => {
    const user = await registeredUser('gone');
    await saveEmotion(user.token);
    const erased = await call('/api/account', {
      token: user.token,
      method: 'DELETE',
      body: { captchaToken: await captcha() },
    });
    expect(erased.status).toBe(204);
    for (const route of routes.filter((r) => r.auth === 'token')) {
      const { path, method, body } = await validRequest(route);
      const result = await call(path, { token: user.token, method, body });
      // An erasure repeated with the old token finds nothing left to erase, and writes nothing.
      if (route.handler === 'account-delete') expect([204, 401]).toContain(result.status);
      else
        expect({ route: route.path, status: result.status }).toEqual({
          route: route.path,
          status: 401,
        });
    }
    expect(await itemsOf(user)).toEqual([]);
  });
});
