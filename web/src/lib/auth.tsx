import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signOut as amplifySignOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { UserProfile } from '../../../lambdas/domain/profile';
import type { WebConfig } from '../../../lambdas/domain/web-config';
import { api } from './api';
import { forgetAssistantPayload } from './assistantPayload';

export interface Access {
  level: 'admin' | 'paid' | 'free-ua' | 'none';
  canAnalyze: boolean;
  canAnalyzeWeek: boolean;
  canChat: boolean;
}

export interface SignedInUser {
  userId: string;
  email: string;
  emailVerified: boolean;
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | {
      status: 'signedIn';
      user: SignedInUser;
      profile: UserProfile;
      daysWithEntries: number;
      access: Access;
    };

interface AuthContextValue {
  state: AuthState;
  /** Re-reads the session, profile, days count and access (after sign-in, a save, a payment). */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | undefined>(undefined);

const noAccess: Access = {
  level: 'none',
  canAnalyze: false,
  canAnalyzeWeek: false,
  canChat: false,
};

export function configureAuth(config: WebConfig) {
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
}

async function readSession(): Promise<SignedInUser | undefined> {
  try {
    const session = await fetchAuthSession();
    const payload = session.tokens?.idToken?.payload;
    if (!payload?.sub) return undefined;
    return {
      userId: String(payload.sub),
      email: String(payload.email ?? ''),
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    };
  } catch {
    return undefined;
  }
}

/** The session with the user's profile, days count and access, read after every sign-in. */
async function loadAuthState(): Promise<AuthState> {
  const user = await readSession();
  if (!user) return { status: 'signedOut' };
  // SPEC §4: on failure the profile is empty and the count 0; the user stays signed in.
  const [me, profile] = await Promise.all([
    api<{ daysWithEntries: number; access: Access }>('/api/me').catch(() => undefined),
    api<{ profile: UserProfile }>('/api/profile')
      .then((r) => r.profile)
      .catch(() => ({})),
  ]);
  return {
    status: 'signedIn',
    user,
    profile,
    daysWithEntries: me?.daysWithEntries ?? 0,
    access: me?.access ?? noAccess,
  };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });

  const refresh = useCallback(async () => setState(await loadAuthState()), []);

  const signOut = useCallback(async () => {
    await amplifySignOut().catch(() => undefined);
    // A shared device keeps nothing of the last user.
    forgetAssistantPayload();
    setState({ status: 'signedOut' });
  }, []);

  useEffect(() => {
    void loadAuthState().then(setState);
    return Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedIn' || payload.event === 'signInWithRedirect') void refresh();
      if (payload.event === 'signedOut') setState({ status: 'signedOut' });
    });
  }, [refresh]);

  const value = useMemo(() => ({ state, refresh, signOut }), [state, refresh, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
