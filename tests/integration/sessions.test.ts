import { describe, expect, it } from 'vitest';
import { routes } from '../../lambdas/routes';
import { cognitoFor } from '../support/cognito';
import {
  baseUrl,
  call,
  captcha,
  localTables,
  registeredUser,
  saveEmotion,
  validRequest,
} from './helpers';

describe('sessions the user controls', () => {
  it('lists where the account is signed in, this sign-in marked', async () => {
    const user = await registeredUser('devices');
    await fetch(`${baseUrl()}/api/sessions/current`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.token}`,
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
      },
    });
    const { body } = await call('/api/sessions', { token: user.token });
    expect(body.sessions).toHaveLength(1);
    expect(body.sessions[0]).toMatchObject({ device: 'Chrome · Android', current: true });
  });

  it('signs out everywhere: every earlier token is refused on every route at once', async () => {
    const user = await registeredUser('everywhere');
    const cognito = await cognitoFor(baseUrl());
    // A second device, signed in separately.
    const second = (await cognito.signIn(user.email, 'Secret123', await captcha())).IdToken!;
    expect((await call('/api/me', { token: second })).status).toBe(200);

    // Tokens carry whole seconds: make sure "before now" means before.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await call('/api/sessions/revoke', { token: user.token, method: 'POST' })).status).toBe(
      204,
    );

    for (const token of [user.token, second]) {
      for (const route of routes.filter((r) => r.auth === 'token')) {
        const { path, method, body } = await validRequest(route);
        const result = await call(path, { token, method, body });
        expect({ route: `${method} ${route.path}`, status: result.status }).toEqual({
          route: `${method} ${route.path}`,
          status: 401,
        });
      }
    }
    // A save with the old token writes nothing, whatever its input.
    const save = await saveEmotion(second);
    expect(save.status).toBe(401);
    const { scan, tables } = localTables();
    const entries = (await scan(tables.journal)).filter(
      (i) => i.userId === user.userId && String(i.sk).startsWith('entry#'),
    );
    expect(entries).toEqual([]);

    // Signing in again gives a token that works.
    await new Promise((r) => setTimeout(r, 1100));
    const fresh = (await cognito.signIn(user.email, 'Secret123', await captcha())).IdToken!;
    expect((await call('/api/me', { token: fresh })).status).toBe(200);
    expect((await saveEmotion(fresh)).status).toBe(201);
  });
});
