import { describe, expect, it } from 'vitest';
import { accessOf, subscriptionStatusOf, type AccessInput } from '../../../lambdas/domain/access';
import {
  applyPaymentFacts,
  emptyPaymentState,
  type PaymentFact,
} from '../../../lambdas/domain/payments/state';

const now = new Date('2026-06-15T12:00:00Z');
const T = now.getTime() / 1000;
const END = T + 30 * 86_400;

const mirror = (...facts: PaymentFact[]) => applyPaymentFacts(emptyPaymentState(), facts).state;
const subscription = (status: string, extra: Partial<PaymentFact> = {}): PaymentFact =>
  ({
    kind: 'subscription',
    at: T,
    subscriptionId: 'sub_1',
    status,
    currentPeriodEnd: END,
    cancelAtPeriodEnd: false,
    ...extra,
  }) as PaymentFact;
const pass: PaymentFact = {
  kind: 'pass',
  sessionId: 'cs_1',
  paymentId: 'pi_1',
  boughtAt: T - 86_400,
};

const input = (extra: Partial<AccessInput>): AccessInput => ({
  email: 'user@example.com',
  account: {
    email: 'user@example.com',
    isAdmin: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    tosAccepted: true,
    privacyAccepted: true,
  },
  daysWithEntries: 6,
  adminEmails: ['boss@example.com'],
  now,
  ...extra,
});

describe('access from the payment mirror (SPEC §4)', () => {
  it.each([
    ['an active subscription', mirror(subscription('active')), 'paid'],
    ['trialing', mirror(subscription('trialing')), 'paid'],
    ['past_due before the period end', mirror(subscription('past_due')), 'paid'],
    ['past_due after it', mirror(subscription('past_due', { currentPeriodEnd: T - 1 })), 'none'],
    [
      'cancelled at the period end, before it',
      mirror(subscription('active', { cancelAtPeriodEnd: true })),
      'paid',
    ],
    ['ended', mirror(subscription('canceled')), 'none'],
    ['a year pass not yet ended', mirror(pass), 'paid'],
    ['a refunded year pass', mirror(pass, { kind: 'refund', paymentId: 'pi_1' }), 'none'],
  ])('%s: %s', (_name, payments, level) => {
    expect(accessOf(input({ payments })).level).toBe(level);
  });

  it('an ended subscription leaves the free path for Ukraine as it was', () => {
    const payments = mirror(subscription('canceled'));
    expect(accessOf(input({ payments, profile: { country: 'Україна' } as never }))).toMatchObject({
      level: 'free-ua',
      canAnalyze: true,
    });
  });
});

describe('subscriptionStatusOf from the mirror', () => {
  const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
  it.each([
    [
      'monthly',
      input({ payments: mirror(subscription('active', { cancelAtPeriodEnd: true })) }),
      {
        plan: 'monthly',
        status: 'active',
        active: true,
        currentPeriodEnd: iso(END),
        cancelAtPeriodEnd: true,
      },
    ],
    [
      'past_due',
      input({ payments: mirror(subscription('past_due')) }),
      {
        plan: 'monthly',
        status: 'past_due',
        active: true,
        currentPeriodEnd: iso(END),
        cancelAtPeriodEnd: false,
      },
    ],
    [
      'year pass',
      input({ payments: mirror(pass) }),
      {
        plan: 'year',
        status: 'active',
        active: true,
        currentPeriodEnd: '2027-06-14T12:00:00.000Z',
      },
    ],
    [
      'ended',
      input({ payments: mirror(subscription('canceled')) }),
      { plan: 'none', status: 'canceled', active: false },
    ],
    [
      'an admin who also subscribes sees the subscription',
      input({ email: 'boss@example.com', payments: mirror(subscription('active')) }),
      {
        plan: 'monthly',
        status: 'active',
        active: true,
        currentPeriodEnd: iso(END),
        cancelAtPeriodEnd: false,
      },
    ],
    [
      'an admin',
      input({ email: 'boss@example.com' }),
      { plan: 'admin', status: 'active', active: true },
    ],
    [
      'a customer who never paid',
      input({ payments: mirror() }),
      { plan: 'none', status: 'none', active: false },
    ],
  ])('%s', (_name, value, expected) => {
    expect(subscriptionStatusOf(value)).toEqual(expected);
  });
});
