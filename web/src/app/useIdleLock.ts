import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { outboxKeyOf } from '@web/features/journal';
import { loadConfig } from '@web/lib/config';
import { useSession } from '@web/lib/session';

/** The last moment someone used the app in any tab of this browser (ms since the epoch). */
const LAST_ACTIVE_KEY = 'ej:lastActive';
/** Written at most this often: a stream of key presses is one mark. */
const MARK_EVERY_MS = 15_000;
const LOOK_EVERY_MS = 30_000;
const activity = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

const lastActive = () => Number(localStorage.getItem(LAST_ACTIVE_KEY)) || 0;

/**
 * After `sessionIdleMinutes` (from /config.json; 0 turns it off) without a tap or a key in any
 * tab, the session ends and the sign-in asks for the password again: a phone left on a table
 * does not stay open on someone's journal. Entries written offline and not sent yet stay on the
 * device for the same person. The first touch after the limit locks rather than extends it.
 */
export function useIdleLock(userId: string | undefined) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let live = true;
    void loadConfig().then(({ sessionIdleMinutes }) => {
      if (!live || sessionIdleMinutes === 0) return;
      const limit = sessionIdleMinutes * 60_000;
      const expired = () => Date.now() - lastActive() >= limit;
      const mark = () => {
        if (Date.now() - lastActive() >= MARK_EVERY_MS) {
          localStorage.setItem(LAST_ACTIVE_KEY, String(Date.now()));
        }
      };
      const lock = () => {
        stop?.();
        navigate('/login', { replace: true, state: { idle: true, from: pathname } });
        void signOut({ keepOnDevice: [outboxKeyOf(userId)] });
      };
      const onActivity = () => (expired() ? lock() : mark());
      const onVisible = () => {
        if (document.visibilityState === 'visible' && expired()) lock();
      };
      // Opening the app is activity: a session starts fresh, not already expired.
      localStorage.setItem(LAST_ACTIVE_KEY, String(Date.now()));
      for (const name of activity) window.addEventListener(name, onActivity, { passive: true });
      document.addEventListener('visibilitychange', onVisible);
      const timer = setInterval(() => expired() && lock(), LOOK_EVERY_MS);
      stop = () => {
        for (const name of activity) window.removeEventListener(name, onActivity);
        document.removeEventListener('visibilitychange', onVisible);
        clearInterval(timer);
      };
    });
    return () => {
      live = false;
      stop?.();
    };
    // The path is read when locking, not a reason to start over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, signOut, navigate]);
}
