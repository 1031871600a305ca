import { createSign } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cognitoFor, outbox, verificationCode } from '../support/cognito';
import { baseUrl, call, captcha, localTables, registeredUser, uniqueEmail } from './helpers';

const require = createRequire(import.meta.url);

/** A JWT signed with cognito-local's own key: valid signature, claims of our choosing. */
function signWithLocalKey(claims: Record<string, unknown>): string {
  const { pem } = require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };
  const header = { alg: 'RS256', kid: 'CognitoLocal', typ: 'JWT' };
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode(header)}.${encode(claims)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(pem);
  return `${unsigned}.${signature.toString('base64url')}`;
}

async function cognito() {
  return cognitoFor(baseUrl());
}

describe('registration, verification and sign-in through the local Cognito', () => {
  it('signs up with a solved challenge, verifies by the emailed link, signs in, and reaches /api/me', async () => {
    const email = uniqueEmail('flow');
    const before = (await call('/api/user-count')).body.count as number;
    const c = await cognito();
    await c.signUp(email, 'Secret123', { captchaToken: await captcha('signup'), language: 'uk' });

    const [mail] = await outbox(baseUrl(), email);
    expect(mail!.subject).toBe('Підтвердіть свою електронну пошту — Щоденник емоцій');
    const link = new URL(mail!.links.find((l) => l.includes('/verify-email'))!);
    expect(link.searchParams.get('mode')).toBe('verifyEmail');
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('code')).toMatch(/^\d{6}$/);

    await c.confirm(email, link.searchParams.get('code')!);
    const tokens = await c.signIn(email, 'Secret123', await captcha());
    const me = await call('/api/me', { token: tokens.IdToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, daysWithEntries: 0, access: { level: 'none' } });
    expect((await call('/api/user-count')).body.count).toBe(before + 1);

    // The account record is the server's, with the acceptance and its time.
    const { scan, tables } = localTables();
    const account = (await scan(tables.journal)).find(
      (item) => item.userId === me.body.userId && item.sk === 'account',
    );
    expect(account).toMatchObject({
      email,
      isAdmin: false,
      tosAccepted: true,
      privacyAccepted: true,
    });
    expect(Date.parse(account!.acceptedAt)).toBeGreaterThan(Date.now() - 60_000);
    // The verified email reaches the token, as in AWS.
    const payload = JSON.parse(Buffer.from(tokens.IdToken!.split('.')[1]!, 'base64url').toString());
    expect(payload.email_verified).toBe(true);
  });

  it('creates no user when SignUp is called without the human check', async () => {
    const email = uniqueEmail('nocaptcha');
    const c = await cognito();
    await expect(c.signUp(email, 'Secret123')).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: expect.stringContaining('captcha_invalid'),
    });
    expect(await outbox(baseUrl(), email)).toEqual([]);
    // Nobody by that name: a sign-up with a real check afterwards succeeds as new.
    await expect(
      c.signUp(email, 'Secret123', { captchaToken: await captcha('signup') }),
    ).resolves.toMatchObject({ UserConfirmed: false });
  });

  it('creates no user without the terms accepted', async () => {
    const c = await cognito();
    await expect(
      c.signUp(uniqueEmail('noterms'), 'Secret123', {
        captchaToken: await captcha('signup'),
        termsAccepted: false,
      }),
    ).rejects.toMatchObject({ message: expect.stringContaining('terms_required') });
  });

  it('refuses a sign-up with the easier challenge other actions use', async () => {
    const c = await cognito();
    const email = uniqueEmail('easy');
    await expect(
      c.signUp(email, 'Secret123', { captchaToken: await captcha('action') }),
    ).rejects.toMatchObject({ message: expect.stringContaining('captcha_invalid') });
    expect(await outbox(baseUrl(), email)).toEqual([]);
  });

  it('refuses a replayed challenge solution', async () => {
    const c = await cognito();
    const token = await captcha('signup');
    await c.signUp(uniqueEmail('first'), 'Secret123', { captchaToken: token });
    await expect(
      c.signUp(uniqueEmail('replay'), 'Secret123', { captchaToken: token }),
    ).rejects.toMatchObject({
      message: expect.stringContaining('captcha_invalid'),
    });
  });

  it('refuses sign-in without the human check, with a wrong password, and before verification', async () => {
    const c = await cognito();
    const { email } = await registeredUser('signin');
    await expect(c.signIn(email, 'Secret123')).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: expect.stringContaining('captcha_invalid'),
    });
    await expect(c.signIn(email, 'Wrong-pass1', await captcha())).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });

    const unconfirmed = uniqueEmail('unconfirmed');
    await c.signUp(unconfirmed, 'Secret123', { captchaToken: await captcha('signup') });
    await expect(c.signIn(unconfirmed, 'Secret123', await captcha())).rejects.toMatchObject({
      name: 'UserNotConfirmedException',
    });
  });

  it('sends a new verification link on resend, in the chosen language', async () => {
    const c = await cognito();
    const email = uniqueEmail('resend');
    await c.signUp(email, 'Secret123', { captchaToken: await captcha('signup'), language: 'ja' });
    const { ResendConfirmationCodeCommand } =
      await import('@aws-sdk/client-cognito-identity-provider');
    await c.client.send(
      new ResendConfirmationCodeCommand({
        ClientId: c.clientId,
        Username: email,
        ClientMetadata: { language: 'ja' },
      }),
    );
    const mails = await outbox(baseUrl(), email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe('メールアドレスの確認 — 感情日記');
    await c.confirm(email, await verificationCode(baseUrl(), email));
  });
});

describe('the API accepts only verified tokens of the pool', () => {
  it('answers 401 without a token, with a forged one, and with an expired one', async () => {
    const { token } = await registeredUser('tokens');
    expect((await call('/api/me')).status).toBe(401);
    expect((await call('/api/me', { token: 'not-a-jwt' })).status).toBe(401);

    // A valid token with its payload changed: the signature no longer matches.
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${signature}`;
    expect((await call('/api/me', { token: forged })).status).toBe(401);

    // Signed with the pool's key, but expired an hour ago.
    const now = Math.floor(Date.now() / 1000);
    const expired = signWithLocalKey({ ...claims, iat: now - 7200, exp: now - 3600 });
    expect((await call('/api/me', { token: expired })).status).toBe(401);
    // The same key and claims, unexpired, pass: the 401 above is the expiry alone.
    const fresh = signWithLocalKey({ ...claims, iat: now, exp: now + 600 });
    expect((await call('/api/me', { token: fresh })).status).toBe(200);

    // Another audience (an app client that is not ours).
    const otherClient = signWithLocalKey({
      ...claims,
      aud: 'another-client',
      iat: now,
      exp: now + 600,
    });
    expect((await call('/api/me', { token: otherClient })).status).toBe(401);
  });
});

describe('terms accepted in the app (Google and Facebook users never see the sign-up form)', () => {
  it('shows the terms as not accepted until the user accepts them, once', async () => {
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { localTables, seededUser, call } = await import('./helpers');
    const user = await seededUser(0, 'federated');
    expect((await call('/api/me', { token: user.token })).body.termsAccepted).toBe(true);
    // As PostConfirmation records a federated first sign-in.
    const { db, tables } = localTables();
    await db.send(
      new UpdateCommand({
        TableName: tables.journal,
        Key: { userId: user.userId, sk: 'account' },
        UpdateExpression: 'SET tosAccepted = :no, privacyAccepted = :no REMOVE acceptedAt',
        ExpressionAttributeValues: { ':no': false },
      }),
    );
    expect((await call('/api/me', { token: user.token })).body.termsAccepted).toBe(false);
    const refused = await call('/api/account/terms', {
      token: user.token,
      method: 'POST',
      body: { termsAccepted: true, privacyAccepted: false },
    });
    expect(refused.status).toBe(400);
    const accepted = await call('/api/account/terms', {
      token: user.token,
      method: 'POST',
      body: { termsAccepted: true, privacyAccepted: true },
    });
    expect(accepted.body).toEqual({ termsAccepted: true });
    expect((await call('/api/me', { token: user.token })).body.termsAccepted).toBe(true);
  });
});
