import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, SealBroken, unseal } from '../../../lambdas/adapters/keys/sealing';

const key = randomBytes(32);
const value = {
  emotion: 'тривога',
  note: 'Сирени всю ніч 🌙',
  tags: ['ніч в укритті'],
  intensity: 4,
};

describe('sealing journal text with the owner’s key', () => {
  it('opens what it sealed, in any script', () => {
    expect(unseal(key, 'user-a', seal(key, 'user-a', value))).toEqual(value);
  });

  it('never seals the same text the same way twice (fresh IV) and hides the text', () => {
    const one = seal(key, 'user-a', value);
    const two = seal(key, 'user-a', value);
    expect(one).not.toBe(two);
    expect(Buffer.from(one.slice(3), 'base64').toString('utf8')).not.toContain('Сирени');
  });

  it.each([
    [
      'another user’s id (a value moved between users)',
      () => unseal(key, 'user-b', seal(key, 'user-a', value)),
    ],
    ['another key', () => unseal(randomBytes(32), 'user-a', seal(key, 'user-a', value))],
    [
      'one changed byte',
      () => {
        const sealed = Buffer.from(seal(key, 'user-a', value).slice(3), 'base64');
        sealed[20]! ^= 1;
        return unseal(key, 'user-a', `v1:${sealed.toString('base64')}`);
      },
    ],
    ['an unknown format', () => unseal(key, 'user-a', 'plain text')],
    ['a truncated seal', () => unseal(key, 'user-a', 'v1:AAAA')],
  ])('refuses %s, saying nothing of the text', (_label, open) => {
    expect(open).toThrow(SealBroken);
    try {
      open();
    } catch (error) {
      expect((error as Error).message).not.toMatch(/тривога|Сирени/);
    }
  });
});
