import { describe, expect, it } from 'vitest';
import { signStopToken, verifyStopToken } from '../../../lambdas/domain/reminders/stop-token';

const secret = 'a'.repeat(64);
const userId = '3f0c9a52-7d1e-4b8e-9a43-2c5d1e7f8a90';

describe('the stop link token', () => {
  const token = signStopToken(secret, userId);

  it('names the user it was signed for, and is stable', () => {
    expect(verifyStopToken(secret, token)).toBe(userId);
    expect(signStopToken(secret, userId)).toBe(token);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  });

  const [idPart, mac] = token.split('.') as [string, string];
  const otherId = Buffer.from('someone-else', 'utf8').toString('base64url');
  it.each([
    ['another secret', () => verifyStopToken('b'.repeat(64), token)],
    ['the signature on another user', () => verifyStopToken(secret, `${otherId}.${mac}`)],
    [
      'a changed signature',
      () =>
        verifyStopToken(secret, `${idPart}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`),
    ],
    ['a truncated signature', () => verifyStopToken(secret, `${idPart}.${mac.slice(0, 42)}`)],
    ['padding in the id', () => verifyStopToken(secret, `${idPart}=.${mac}`)],
    ['no id', () => verifyStopToken(secret, `.${mac}`)],
    ['an empty token', () => verifyStopToken(secret, '')],
    ['garbage', () => verifyStopToken(secret, 'not a token')],
  ])('refuses %s', (_name, verify) => expect(verify()).toBeUndefined());

  it('signs each user differently', () => {
    expect(signStopToken(secret, 'someone-else').split('.')[1]).not.toBe(mac);
  });
});
