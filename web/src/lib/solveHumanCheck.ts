import { pbkdf2, solveChallenge, type Challenge } from 'altcha/lib';
import { api } from './api';

/**
 * Passes the human check without the widget, for an entry written offline and sent later: ALTCHA
 * is proof of work, so the device does the work itself once the connection is back (about 60 ms).
 * The token is what the widget posts: base64 of `{challenge, solution}`.
 */
export async function solveHumanCheck(signal?: AbortSignal): Promise<string> {
  const challenge: Challenge = await api('GET /api/captcha/challenge', {
    query: { purpose: 'action' },
    signal,
  });
  const solution = await solveChallenge({ challenge, deriveKey: pbkdf2.deriveKey });
  if (!solution) throw new Error('human check not solved');
  return btoa(JSON.stringify({ challenge, solution }));
}
