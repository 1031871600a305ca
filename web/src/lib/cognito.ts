import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignUp,
  fetchAuthSession,
  resendSignUpCode,
  resetPassword,
  signIn,
  signInWithRedirect,
  signOut,
  signUp,
  updatePassword,
} from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import type { WebConfig } from '@domain/web-config';
import { loadConfig } from './config';
import { userFromClaims, type SessionUser } from './session-store';

/**
 * Everything that talks to Cognito, in one module the app loads only for someone who signs in or
 * may already be signed in (see session-store). Amplify is configured once, from `/config.json`.
 */
export const config: WebConfig = await loadConfig();

const origin = window.location.origin;
Amplify.configure({
  Auth: {
    Cognito: {
      userPoolId: config.userPoolId,
      userPoolClientId: config.userPoolClientId,
      ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
      loginWith: {
        email: true,
        ...(config.oauthDomain
          ? {
              oauth: {
                domain: config.oauthDomain,
                scopes: ['openid', 'email', 'profile'],
                redirectSignIn: [`${origin}/login`],
                redirectSignOut: [`${origin}/`],
                responseType: 'code' as const,
              },
            }
          : {}),
      },
    },
  },
});

export async function readSession(): Promise<SessionUser | undefined> {
  try {
    return userFromClaims((await fetchAuthSession()).tokens?.idToken?.payload);
  } catch {
    return undefined;
  }
}

export async function idToken(): Promise<string | undefined> {
  try {
    return (await fetchAuthSession()).tokens?.idToken?.toString();
  } catch {
    return undefined;
  }
}

/** A federated sign-in that returns to the app (`signInWithRedirect`) ends here. */
export function onRedirectSignIn(listener: () => void): () => void {
  return Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'signInWithRedirect') listener();
  });
}

export {
  confirmResetPassword,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn,
  signInWithRedirect,
  signOut,
  signUp,
  updatePassword,
};
