import type * as Cognito from './cognito';
import { base64UrlBytes } from './base64url';

/**
 * What the app knows about the session without loading Amplify: a visitor never downloads the
 * identity code (about a third of the app's JavaScript). Amplify keeps its tokens in local
 * storage under `CognitoIdentityServiceProvider.<client>.<user>.*`; an OAuth return brings a
 * `code` and `state` in the query. Either means there may be a session to read.
 */
const AMPLIFY_KEY = /^CognitoIdentityServiceProvider\..+\.(idToken|refreshToken|LastAuthUser)$/;

export function maybeSignedIn(): boolean {
  // Prerendered at build time there is no browser, and so no session.
  if (typeof window === 'undefined') return false;
  try {
    for (let index = 0; index < localStorage.length; index++) {
      if (AMPLIFY_KEY.test(localStorage.key(index) ?? '')) return true;
    }
  } catch {
    // Storage blocked: Amplify cannot keep a session either.
  }
  const query = new URLSearchParams(window.location.search);
  return query.has('code') && query.has('state');
}

let cognito: Promise<typeof Cognito> | undefined;

/** The identity module (Amplify, configured from `/config.json`), loaded once when first needed. */
export function loadCognito(): Promise<typeof Cognito> {
  cognito ??= import('./cognito');
  return cognito;
}

export interface SessionUser {
  userId: string;
  email: string;
  emailVerified: boolean;
}

/** The user an ID token's claims name, or undefined without a subject. */
export function userFromClaims(
  claims: Record<string, unknown> | undefined,
): SessionUser | undefined {
  if (!claims?.sub) return undefined;
  return {
    userId: String(claims.sub),
    email: String(claims.email ?? ''),
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
  };
}

const LAST_USER_KEY = /^CognitoIdentityServiceProvider\.([^.]+)\.LastAuthUser$/;
/** A token with less than this left to live is left to Amplify, which refreshes it. */
const FRESH_FOR_MS = 60_000;

function claimsOf(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  return JSON.parse(new TextDecoder().decode(base64UrlBytes(part))) as Record<string, unknown>;
}

/**
 * The session Amplify keeps in local storage, read without Amplify: the last user's ID token and
 * who it names, while it has more than a minute to live. A signed-in screen renders and calls the
 * API with it at once, rather than after the identity code and /config.json have loaded; Amplify
 * loads beside it and does the rest (refreshing, signing in and out). With the tokens of several
 * app clients stored, which is this app's is in /config.json, so Amplify decides.
 */
export function storedSession(now = Date.now()): { token: string; user: SessionUser } | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const lastUsers: [client: string, username: string][] = [];
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index) ?? '';
      const client = LAST_USER_KEY.exec(key)?.[1];
      if (client) lastUsers.push([client, localStorage.getItem(key) ?? '']);
    }
    if (lastUsers.length !== 1) return undefined;
    const [[client, username]] = lastUsers as [[string, string]];
    const token = localStorage.getItem(
      `CognitoIdentityServiceProvider.${client}.${username}.idToken`,
    );
    const claims = token ? claimsOf(token) : undefined;
    if (typeof claims?.exp !== 'number' || claims.exp * 1000 - now < FRESH_FOR_MS) return undefined;
    const user = userFromClaims(claims);
    return user && token ? { token, user } : undefined;
  } catch {
    // Storage blocked or a token not in the shape Amplify writes: Amplify will say.
    return undefined;
  }
}

/** The current ID token, or undefined without a session (and then without loading Amplify). */
export async function idToken(): Promise<string | undefined> {
  const stored = storedSession();
  if (stored) return stored.token;
  if (!cognito && !maybeSignedIn()) return undefined;
  return (await loadCognito()).idToken();
}
