import { describe, expect, it } from 'vitest';
import { routes } from '../../lambdas/routes';
import {
  call,
  captcha,
  everythingNaming,
  registeredUser,
  saveEmotion,
  validRequest,
} from './helpers';

/**
 * This file reads the user count, so it runs on the counted stack, after the others. The race of
 * saves against an erasure counts nothing: it lives in `erasure-race.test.ts`, beside the others.
 */
describe('erasure wins every race', () => {
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
    expect(await everythingNaming(user)).toEqual([]);
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
    expect(await everythingNaming(user)).toEqual([]);
  });
});
