import { describe, expect, it } from 'vitest';
import {
  accessOf,
  assertAiAllowed,
  countryCode,
  instantMs,
  subscriptionStatusOf,
  type AccessInput,
} from '../../lambdas/domain/access';
import type { AccountRecord } from '../../lambdas/domain/account';

const now = new Date('2026-03-10T12:00:00.000Z');
const account = (extra: Partial<AccountRecord> = {}): AccountRecord => ({
  email: 'user@example.com',
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  tosAccepted: true,
  privacyAccepted: true,
  ...extra,
});
const input = (extra: Partial<AccessInput> = {}): AccessInput => ({
  email: 'user@example.com',
  account: account(),
  daysWithEntries: 0,
  adminEmails: ['boss@example.com'],
  now,
  ...extra,
});
const sec = (ms: number) => Math.floor(ms / 1000);
const plus1s = now.getTime() + 1000;
const minus1s = now.getTime() - 1000;
const plus1sIso = new Date(plus1s).toISOString();

describe('accessOf', () => {
  it.each([
    ['admin by email list, case-insensitive', input({ email: 'Boss@Example.COM' }), 'admin'],
    [
      'admin by account email when token has none',
      input({ email: undefined, account: account({ email: 'boss@example.com' }) }),
      'admin',
    ],
    ['admin by isAdmin', input({ account: account({ isAdmin: true }) }), 'admin'],
    ['admin by role', input({ account: account({ role: 'Admin' }) }), 'admin'],
    ['admin by plan', input({ account: account({ plan: 'admin' }) }), 'admin'],
    ['admin by status', input({ account: account({ status: 'admin' }) }), 'admin'],
    [
      'paid: period end +1s ISO, active',
      input({
        account: account({
          subscription: { currentPeriodEnd: new Date(plus1s).toISOString(), status: 'active' },
        }),
      }),
      'paid',
    ],
    [
      'paid: period end in epoch ms, trialing',
      input({
        account: account({ subscription: { currentPeriodEnd: plus1s, status: 'trialing' } }),
      }),
      'paid',
    ],
    [
      'paid: period end in epoch seconds, past_due',
      input({
        account: account({
          subscription: { currentPeriodEnd: sec(plus1s) + 1, status: 'past_due' },
        }),
      }),
      'paid',
    ],
    [
      'paid: period end as numeric text',
      input({
        account: account({
          subscription: { currentPeriodEnd: String(sec(plus1s) + 1), status: 'active' },
        }),
      }),
      'paid',
    ],
    [
      'not paid: period end -1s',
      input({
        account: account({ subscription: { currentPeriodEnd: minus1s, status: 'active' } }),
      }),
      'none',
    ],
    [
      'not paid: period end exactly now',
      input({
        account: account({ subscription: { currentPeriodEnd: now.getTime(), status: 'active' } }),
      }),
      'none',
    ],
    [
      'not paid: status canceled',
      input({
        account: account({ subscription: { currentPeriodEnd: plus1s, status: 'canceled' } }),
      }),
      'none',
    ],
    [
      'not paid: status incomplete',
      input({
        account: account({ subscription: { currentPeriodEnd: plus1s, status: 'incomplete' } }),
      }),
      'none',
    ],
    [
      'not paid: no status',
      input({ account: account({ subscription: { currentPeriodEnd: plus1s } }) }),
      'none',
    ],
    ['paid by proActive', input({ account: account({ proActive: true }) }), 'paid'],
    [
      'paid by proUntil +1s',
      input({ account: account({ proUntil: new Date(plus1s).toISOString() }) }),
      'paid',
    ],
    [
      'not paid by proUntil -1s',
      input({ account: account({ proUntil: new Date(minus1s).toISOString() }) }),
      'none',
    ],
    ['free-ua by plan', input({ account: account({ plan: 'free-ua' }) }), 'free-ua'],
    ['free-ua by status', input({ account: account({ status: 'free-ua' }) }), 'free-ua'],
    [
      'free-ua by account country',
      input({ account: { ...account(), country: 'Ukraine' } as AccountRecord }),
      'free-ua',
    ],
    [
      'free-ua by account location',
      input({ account: { ...account(), location: 'UA' } as AccountRecord }),
      'free-ua',
    ],
    ['none without account', input({ account: undefined }), 'none'],
    ['none by other country', input({ profile: { country: 'Poland' } }), 'none'],
    [
      'admin wins over paid',
      input({ email: 'boss@example.com', account: account({ proActive: true }) }),
      'admin',
    ],
    [
      'paid wins over free-ua',
      input({ account: account({ proActive: true, plan: 'free-ua' }) }),
      'paid',
    ],
  ])('%s', (_name, value, level) => {
    expect(accessOf(value).level).toBe(level);
  });

  it.each([
    'Ukraine',
    ' ukraine ',
    'Україна',
    'UA',
    'ua',
    'Украина',
    'ウクライナ',
    'Ucrania',
    'U A',
    'UKRAINE',
  ])('profile country %j is Ukraine', (country) => {
    expect(accessOf(input({ profile: { country } })).level).toBe('free-ua');
    expect(countryCode(country)).toBe('UA');
  });

  it.each([
    ['admin', input({ account: account({ isAdmin: true }) }), 0, [true, false, true, true]],
    [
      'admin with 5 days',
      input({ account: account({ isAdmin: true }) }),
      5,
      [true, true, true, true],
    ],
    ['paid', input({ account: account({ proActive: true }) }), 1, [true, false, true, false]],
    [
      'paid with 5 days',
      input({ account: account({ proActive: true }) }),
      5,
      [true, true, true, false],
    ],
    ['free-ua with 4 days', input({ profile: { country: 'UA' } }), 4, [false, false, false, false]],
    ['free-ua with 5 days', input({ profile: { country: 'UA' } }), 5, [true, true, true, false]],
    ['none with 30 days', input(), 30, [false, false, false, false]],
  ] as const)('%s: canAnalyze, canAnalyzeWeek, canChat, isAdmin', (_name, value, days, flags) => {
    const access = accessOf({ ...value, daysWithEntries: days });
    expect([access.canAnalyze, access.canAnalyzeWeek, access.canChat, access.isAdmin]).toEqual(
      flags,
    );
  });
});

describe('assertAiAllowed', () => {
  it('passes when allowed', () => {
    expect(() =>
      assertAiAllowed(accessOf(input({ account: account({ proActive: true }) })), 0),
    ).not.toThrow();
  });
  it('free-ua with 4 days: not_enough_days with required and have', () => {
    const access = accessOf(input({ profile: { country: 'UA' }, daysWithEntries: 4 }));
    expect(() => assertAiAllowed(access, 4)).toThrow(
      expect.objectContaining({
        kind: 'forbidden',
        code: 'not_enough_days',
        details: { required: 5, have: 4 },
      }),
    );
  });
  it('none: access_denied', () => {
    expect(() => assertAiAllowed(accessOf(input({ daysWithEntries: 30 })), 30)).toThrow(
      expect.objectContaining({ kind: 'forbidden', code: 'access_denied' }),
    );
  });
});

describe('instantMs and subscriptionStatusOf', () => {
  it('reads seconds, milliseconds and ISO', () => {
    expect(instantMs(1_800_000_000)).toBe(1_800_000_000_000);
    expect(instantMs(1_800_000_000_000)).toBe(1_800_000_000_000);
    expect(instantMs('2027-01-15T00:00:00Z')).toBe(Date.UTC(2027, 0, 15));
    expect(instantMs('soon')).toBeUndefined();
  });
  it.each([
    [
      'stored plan and status',
      input({
        account: account({
          plan: 'monthly',
          subscription: { currentPeriodEnd: plus1s, status: 'active' },
        }),
      }),
      { plan: 'monthly', status: 'active', active: true, currentPeriodEnd: plus1sIso },
    ],
    [
      'subscription without plan is monthly',
      input({
        account: account({ subscription: { currentPeriodEnd: plus1s, status: 'trialing' } }),
      }),
      { plan: 'monthly', status: 'trialing', active: true, currentPeriodEnd: plus1sIso },
    ],
    [
      'year pass',
      input({ account: account({ proUntil: plus1s }) }),
      { plan: 'year', status: 'active', active: true, currentPeriodEnd: plus1sIso },
    ],
    [
      'admin',
      input({ account: account({ isAdmin: true }) }),
      { plan: 'admin', status: 'active', active: true },
    ],
    [
      'free-ua',
      input({ account: account({ plan: 'free-ua' }) }),
      { plan: 'free-ua', status: 'none', active: false },
    ],
    ['none', input(), { plan: 'none', status: 'none', active: false }],
  ])('%s', (_name, value, expected) => {
    expect(subscriptionStatusOf(value)).toEqual(expected);
  });
});
