import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedSession, userFromClaims } from '../../../web/src/lib/session-store';

/** localStorage as the browser has it, for the node test environment. */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const tokenWith = (claims: Record<string, unknown>) =>
  `${base64url('{"alg":"RS256"}')}.${base64url(JSON.stringify(claims))}.signature`;

const NOW = Date.parse('2026-11-26T12:00:00Z');
const claims = {
  sub: 'user-1',
  email: 'олена@example.com',
  email_verified: true,
  exp: NOW / 1000 + 3600,
};

/** Stores a session the way Amplify v6 does: the client's last user, then that user's tokens. */
function storeAmplifySession(client: string, username: string, token: string) {
  localStorage.setItem(`CognitoIdentityServiceProvider.${client}.LastAuthUser`, username);
  localStorage.setItem(`CognitoIdentityServiceProvider.${client}.${username}.idToken`, token);
}

describe('storedSession (the stored ID token, read without Amplify)', () => {
  beforeEach(() => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('localStorage', new MemoryStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers a fresh token and the user it names, accents and all', () => {
    const token = tokenWith(claims);
    storeAmplifySession('client1', 'user-1', token);
    expect(storedSession(NOW)).toEqual({
      token,
      user: { userId: 'user-1', email: 'олена@example.com', emailVerified: true },
    });
  });

  it.each([
    ['expired', { ...claims, exp: NOW / 1000 - 1 }],
    ['within a minute of expiring', { ...claims, exp: NOW / 1000 + 30 }],
    ['without an expiry', { ...claims, exp: undefined }],
    ['without a subject', { ...claims, sub: undefined }],
  ])('leaves a token %s to Amplify', (_, tokenClaims) => {
    storeAmplifySession('client1', 'user-1', tokenWith(tokenClaims));
    expect(storedSession(NOW)).toBeUndefined();
  });

  it('leaves it to Amplify when several app clients have stored sessions', () => {
    storeAmplifySession('client1', 'user-1', tokenWith(claims));
    storeAmplifySession('client2', 'user-1', tokenWith(claims));
    expect(storedSession(NOW)).toBeUndefined();
  });

  it('answers nothing without a session, or with a token not shaped like a JWT', () => {
    expect(storedSession(NOW)).toBeUndefined();
    storeAmplifySession('client1', 'user-1', 'not-a-token');
    expect(storedSession(NOW)).toBeUndefined();
  });
});

describe('userFromClaims', () => {
  it.each([
    [{ sub: 'a', email: 'a@x', email_verified: 'true' }, true],
    [{ sub: 'a', email: 'a@x', email_verified: false }, false],
    [{ sub: 'a', email: 'a@x' }, false],
  ])('%o → verified %s', (tokenClaims, verified) => {
    expect(userFromClaims(tokenClaims)?.emailVerified).toBe(verified);
  });
});
