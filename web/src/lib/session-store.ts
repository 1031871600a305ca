import type * as Cognito from './cognito';

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

/** The current ID token, or undefined without a session (and then without loading Amplify). */
export async function idToken(): Promise<string | undefined> {
  if (!cognito && !maybeSignedIn()) return undefined;
  return (await loadCognito()).idToken();
}
