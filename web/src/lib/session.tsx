import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { forgetAssistantPayload } from './assistantPayload';
import { forgetDevice } from './deviceStore';
import { queryClient } from './query';
import { loadCognito, maybeSignedIn, storedSession, type SessionUser } from './session-store';
import { forgetUserStorage } from './userStorage';

export type { SessionUser };

export type SessionState =
  { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser };

interface SessionContextValue {
  state: SessionState;
  /** Reads the session again (after a sign-in); answers the user, if any. */
  reload(): Promise<SessionUser | undefined>;
  signOut(options?: SignOutOptions): Promise<void>;
}

export interface SignOutOptions {
  /** Sign out every device: Cognito revokes every refresh token (Amplify's global sign-out). */
  global?: boolean;
  /** Device-store keys to keep (an idle lock keeps the entries not sent yet). */
  keepOnDevice?: string[];
}

const SessionContext = createContext<SessionContextValue | undefined>(undefined);

/**
 * A shared device keeps nothing of the last person: their cache, their stored drafts, and what
 * the device kept for offline use (entries not sent yet included: sign-out warns of those).
 */
function forgetEverything(keepOnDevice: string[] = []) {
  queryClient.clear();
  void forgetDevice({ keep: keepOnDevice });
  forgetAssistantPayload();
  forgetUserStorage();
}

/**
 * Who is signed in, and nothing more: what the server knows of them (`/api/me`, the profile) are
 * queries. A visitor is known at once, without loading the identity code; so is a returning
 * writer whose stored ID token is still fresh.
 */
export function SessionProvider({
  children,
  prerenderedAs,
}: {
  children: ReactNode;
  /** Only for a signed-in screen rendered at build time (web/build): the app never passes it. */
  prerenderedAs?: SessionUser;
}) {
  // Known at once from the stored session while its token is fresh; Amplify confirms it below.
  const [state, setState] = useState<SessionState>(() => {
    const user = prerenderedAs ?? storedSession()?.user;
    if (user) return { status: 'signedIn', user };
    return maybeSignedIn() ? { status: 'loading' } : { status: 'signedOut' };
  });
  const lastUserId = useRef(state.status === 'signedIn' ? state.user.userId : undefined);

  const apply = useCallback((user: SessionUser | undefined) => {
    // Another person on this device: nothing cached for the previous one may show.
    if (lastUserId.current && lastUserId.current !== user?.userId) forgetEverything();
    lastUserId.current = user?.userId;
    setState(user ? { status: 'signedIn', user } : { status: 'signedOut' });
    return user;
  }, []);

  const reload = useCallback(async () => apply(await (await loadCognito()).readSession()), [apply]);

  const signOut = useCallback(async (options: SignOutOptions = {}) => {
    const cognito = await loadCognito();
    await cognito.signOut({ global: options.global ?? false }).catch(async () => {
      // Cognito unreachable: this device is signed out all the same.
      if (options.global) await cognito.signOut().catch(() => undefined);
    });
    forgetEverything(options.keepOnDevice);
    lastUserId.current = undefined;
    setState({ status: 'signedOut' });
  }, []);

  useEffect(() => {
    if (!maybeSignedIn()) return;
    let stopListening: (() => void) | undefined;
    let live = true;
    void loadCognito().then((cognito) => {
      if (!live) return;
      stopListening = cognito.onRedirectSignIn(() => void reload());
      void reload();
    });
    return () => {
      live = false;
      stopListening?.();
    };
  }, [reload]);

  const value = useMemo(() => ({ state, reload, signOut }), [state, reload, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The signed-in user of a protected screen (Protected renders it only then). */
export function useUser(): SessionUser {
  const { state } = useSession();
  if (state.status !== 'signedIn') throw new Error('useUser outside a signed-in screen');
  return state.user;
}
