import { describe, expect, it } from 'vitest';
import {
  addMonths,
  applyPaymentFacts,
  emptyPaymentState,
  hasRunningSubscription,
  paymentSummary,
  yearPassEnd,
  type PaymentFact,
  type PaymentState,
} from '../../../lambdas/domain/payments/state';

const at = (iso: string) => Date.parse(iso) / 1000;
const iso = (seconds: number | undefined) =>
  seconds === undefined ? undefined : new Date(seconds * 1000).toISOString();

const NOW = new Date('2026-06-15T12:00:00Z');
const T = at('2026-06-15T12:00:00Z');

const subscription = (
  status: string,
  extra: Partial<Extract<PaymentFact, { kind: 'subscription' }>> = {},
): PaymentFact => ({
  kind: 'subscription',
  at: T,
  subscriptionId: 'sub_1',
  status,
  currentPeriodEnd: at('2026-07-15T12:00:00Z'),
  cancelAtPeriodEnd: false,
  ...extra,
});
const pass = (sessionId: string, bought: string, paymentId = `pi_${sessionId}`): PaymentFact => ({
  kind: 'pass',
  sessionId,
  paymentId,
  boughtAt: at(bought),
});
const apply = (facts: PaymentFact[], state: PaymentState = emptyPaymentState()) =>
  applyPaymentFacts(state, facts).state;

describe('addMonths', () => {
  it.each([
    ['2026-01-15T08:30:00Z', 1, '2026-02-15T08:30:00.000Z'],
    ['2026-01-31T23:59:59Z', 1, '2026-02-28T23:59:59.000Z'],
    ['2028-01-31T00:00:00Z', 1, '2028-02-29T00:00:00.000Z'],
    ['2028-02-29T10:00:00Z', 12, '2029-02-28T10:00:00.000Z'],
    ['2026-12-10T00:00:00Z', 1, '2027-01-10T00:00:00.000Z'],
    ['2026-06-15T12:00:00Z', 12, '2027-06-15T12:00:00.000Z'],
  ])('%s + %i months = %s', (start, months, expected) => {
    expect(iso(addMonths(at(start), months))).toBe(expected);
  });
});

describe('year pass: twelve months from the later of the purchase and the current end', () => {
  it.each([
    ['one pass', [pass('cs_a', '2026-01-10T00:00:00Z')], [], '2027-01-10T00:00:00.000Z'],
    [
      'a second pass before the first ends extends from its end',
      [pass('cs_a', '2026-01-10T00:00:00Z'), pass('cs_b', '2026-06-01T00:00:00Z')],
      [],
      '2028-01-10T00:00:00.000Z',
    ],
    [
      'a second pass after the first ended starts at its purchase',
      [pass('cs_a', '2024-01-10T00:00:00Z'), pass('cs_b', '2026-03-01T00:00:00Z')],
      [],
      '2027-03-01T00:00:00.000Z',
    ],
    [
      'order of arrival does not matter',
      [pass('cs_b', '2026-06-01T00:00:00Z'), pass('cs_a', '2026-01-10T00:00:00Z')],
      [],
      '2028-01-10T00:00:00.000Z',
    ],
    ['a refunded pass ends it', [pass('cs_a', '2026-01-10T00:00:00Z')], ['pi_cs_a'], undefined],
    [
      'a refund of one of two passes leaves the other',
      [pass('cs_a', '2026-01-10T00:00:00Z'), pass('cs_b', '2026-06-01T00:00:00Z')],
      ['pi_cs_a'],
      '2027-06-01T00:00:00.000Z',
    ],
  ])('%s', (_name, passes, refunds, expected) => {
    const refundFacts: PaymentFact[] = refunds.map((paymentId) => ({ kind: 'refund', paymentId }));
    expect(iso(yearPassEnd(apply([...passes, ...refundFacts])))).toBe(expected);
  });

  it('fulfils a session once, however often it is seen', () => {
    const once = apply([pass('cs_a', '2026-01-10T00:00:00Z')]);
    const again = applyPaymentFacts(once, [pass('cs_a', '2026-01-10T00:00:00Z')]);
    expect(again).toEqual({ state: once, changed: false });
    expect(iso(yearPassEnd(again.state))).toBe('2027-01-10T00:00:00.000Z');
  });

  it('a refund seen before its pass still ends the pass', () => {
    const state = apply([
      { kind: 'refund', paymentId: 'pi_cs_a' },
      pass('cs_a', '2026-06-01T00:00:00Z'),
    ]);
    expect(paymentSummary(state, NOW)).toMatchObject({ plan: 'none', paid: false });
  });
});

describe('subscription events, in any order', () => {
  const end = at('2026-07-15T12:00:00Z');
  it.each<[string, PaymentFact[], { status: string; currentPeriodEnd?: number }]>([
    [
      'created then updated',
      [subscription('incomplete'), subscription('active', { at: T + 5 })],
      { status: 'active' },
    ],
    [
      'an older event after a newer one changes nothing',
      [subscription('active', { at: T + 5 }), subscription('incomplete', { at: T })],
      { status: 'active' },
    ],
    [
      'same second: a late `created` (incomplete) does not undo `active`',
      [subscription('active'), subscription('incomplete')],
      { status: 'active' },
    ],
    [
      'same second: past_due after active is taken',
      [subscription('active'), subscription('past_due')],
      { status: 'past_due' },
    ],
    [
      'a cancelled subscription never comes back, even by a newer event',
      [subscription('canceled'), subscription('active', { at: T + 60 })],
      { status: 'canceled' },
    ],
    [
      'a renewal that fails makes it past_due',
      [
        subscription('active'),
        { kind: 'invoice', at: T + 1, subscriptionId: 'sub_1', paid: false },
      ],
      { status: 'past_due', currentPeriodEnd: end },
    ],
    [
      'a paid invoice makes it active through the period it bills',
      [
        subscription('past_due'),
        { kind: 'invoice', at: T + 1, subscriptionId: 'sub_1', paid: true, periodEnd: end + 99 },
      ],
      { status: 'active', currentPeriodEnd: end + 99 },
    ],
    [
      'a paid invoice never shortens the period',
      [
        subscription('active'),
        { kind: 'invoice', at: T + 1, subscriptionId: 'sub_1', paid: true, periodEnd: end - 99 },
      ],
      { status: 'active', currentPeriodEnd: end },
    ],
    [
      'a failed first invoice leaves checkout incomplete',
      [
        subscription('incomplete'),
        { kind: 'invoice', at: T + 1, subscriptionId: 'sub_1', paid: false },
      ],
      { status: 'incomplete' },
    ],
    [
      'a paid invoice before the subscription event is enough',
      [{ kind: 'invoice', at: T, subscriptionId: 'sub_1', paid: true, periodEnd: end }],
      { status: 'active', currentPeriodEnd: end },
    ],
    [
      'a failed invoice older than the held state changes nothing',
      [
        subscription('active', { at: T + 10 }),
        { kind: 'invoice', at: T, subscriptionId: 'sub_1', paid: false },
      ],
      { status: 'active' },
    ],
  ])('%s', (_name, facts, expected) => {
    expect(apply(facts).subscriptions.sub_1).toMatchObject(expected);
  });

  it('reports no change for facts already applied', () => {
    const state = apply([subscription('active')]);
    expect(applyPaymentFacts(state, [subscription('active', { at: T - 1 })]).changed).toBe(false);
    expect(applyPaymentFacts(state, [subscription('active', { at: T + 1 })]).changed).toBe(true);
  });
});

describe('paymentSummary: what access reads (SPEC §4)', () => {
  const later = at('2026-07-15T12:00:00Z');
  it.each<[string, PaymentFact[], Record<string, unknown>]>([
    ['nothing', [], { plan: 'none', status: 'none', paid: false }],
    [
      'active',
      [subscription('active')],
      {
        plan: 'monthly',
        status: 'active',
        paid: true,
        currentPeriodEnd: later,
        cancelAtPeriodEnd: false,
      },
    ],
    ['trialing', [subscription('trialing')], { plan: 'monthly', paid: true }],
    [
      'past_due before the period end is still paid',
      [subscription('past_due')],
      { plan: 'monthly', status: 'past_due', paid: true },
    ],
    [
      'past_due after the period end is not',
      [subscription('past_due', { currentPeriodEnd: T - 1 })],
      { plan: 'none', status: 'expired', paid: false },
    ],
    [
      'cancelled at the period end keeps access until then',
      [subscription('active', { cancelAtPeriodEnd: true })],
      { plan: 'monthly', paid: true, cancelAtPeriodEnd: true, currentPeriodEnd: later },
    ],
    ['ended', [subscription('canceled')], { plan: 'none', status: 'canceled', paid: false }],
    [
      'unpaid (Stripe gave up retrying)',
      [subscription('unpaid')],
      { plan: 'none', status: 'unpaid', paid: false },
    ],
    ['incomplete checkout', [subscription('incomplete')], { plan: 'none', paid: false }],
    [
      'a year pass not yet ended',
      [pass('cs_a', '2026-01-10T00:00:00Z')],
      { plan: 'year', status: 'active', paid: true, currentPeriodEnd: at('2027-01-10T00:00:00Z') },
    ],
    [
      'a year pass that ended',
      [pass('cs_a', '2025-01-10T00:00:00Z')],
      { plan: 'none', status: 'expired', paid: false },
    ],
    [
      'a subscription is shown before a pass',
      [pass('cs_a', '2026-01-10T00:00:00Z'), subscription('active')],
      { plan: 'monthly', paid: true },
    ],
  ])('%s', (_name, facts, expected) => {
    expect(paymentSummary(apply(facts), NOW)).toEqual(expect.objectContaining(expected));
  });

  it('a running subscription blocks a second monthly checkout; an ended one does not', () => {
    expect(hasRunningSubscription(apply([subscription('active')]), NOW)).toBe(true);
    expect(hasRunningSubscription(apply([subscription('canceled')]), NOW)).toBe(false);
    expect(hasRunningSubscription(apply([pass('cs_a', '2026-06-01T00:00:00Z')]), NOW)).toBe(false);
  });
});
