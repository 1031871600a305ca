import { describe, expect, it } from 'vitest';
import {
  readCheckoutSession,
  readStripeEvent,
} from '../../../lambdas/domain/payments/stripe-objects';
import {
  MONTH_LATER,
  T,
  chargeObject,
  checkoutSessionObject,
  invoiceObject,
  stripeEvent,
  subscriptionObject,
} from './stripe-fixtures';

describe('readStripeEvent: each mirrored type becomes facts about one customer', () => {
  it.each([
    ['customer.subscription.created', subscriptionObject({ status: 'incomplete' }), 'incomplete'],
    ['customer.subscription.updated', subscriptionObject(), 'active'],
    ['customer.subscription.deleted', subscriptionObject({ status: 'canceled' }), 'canceled'],
  ])('%s', (type, object, status) => {
    const event = stripeEvent(type, object, { created: T + 7 });
    expect(readStripeEvent(event)).toEqual({
      eventId: event.id,
      type,
      customerId: 'cus_1',
      facts: [
        {
          kind: 'subscription',
          at: T + 7,
          subscriptionId: 'sub_1',
          status,
          currentPeriodEnd: MONTH_LATER,
          cancelAtPeriodEnd: false,
        },
      ],
    });
  });

  it.each([
    ['cancel_at_period_end', { cancel_at_period_end: true }],
    ['cancel_at (the portal with flexible billing)', { cancel_at: MONTH_LATER }],
  ])('a subscription set to end by %s will not renew', (_name, extra) => {
    const reading = readStripeEvent(
      stripeEvent('customer.subscription.updated', subscriptionObject(extra)),
    );
    expect(reading?.facts[0]).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it.each([
    ['invoice.paid', true],
    ['invoice.payment_failed', false],
  ])('%s', (type, paid) => {
    const reading = readStripeEvent(stripeEvent(type, invoiceObject()));
    expect(reading).toMatchObject({
      customerId: 'cus_1',
      facts: [{ kind: 'invoice', at: T, subscriptionId: 'sub_1', paid, periodEnd: MONTH_LATER }],
    });
  });

  it('finds the subscription of an invoice on its lines when the parent does not say', () => {
    const reading = readStripeEvent(stripeEvent('invoice.paid', invoiceObject({ parent: null })));
    expect(reading?.facts).toMatchObject([{ subscriptionId: 'sub_1' }]);
  });

  it('an invoice of no subscription changes nothing', () => {
    const invoice = invoiceObject({
      parent: null,
      lines: { object: 'list', data: [], has_more: false },
    });
    expect(readStripeEvent(stripeEvent('invoice.paid', invoice))?.facts).toEqual([]);
  });

  it.each([
    [
      'a full refund ends what it paid for',
      chargeObject(),
      [{ kind: 'refund', paymentId: 'pi_year' }],
    ],
    ['a partial refund does not', chargeObject({ refunded: false, amount_refunded: 100 }), []],
  ])('charge.refunded: %s', (_name, charge, facts) => {
    expect(readStripeEvent(stripeEvent('charge.refunded', charge))).toMatchObject({
      customerId: 'cus_1',
      facts,
    });
  });

  it('a completed checkout is named for fetching again', () => {
    const reading = readStripeEvent(
      stripeEvent('checkout.session.completed', checkoutSessionObject()),
    );
    expect(reading).toMatchObject({ sessionId: 'cs_test_year', customerId: 'cus_1', facts: [] });
  });

  it('other types are read and left alone, whatever their object', () => {
    const reading = readStripeEvent(stripeEvent('payment_intent.succeeded', { id: 'pi_1' }));
    expect(reading).toMatchObject({ type: 'payment_intent.succeeded', facts: [] });
    expect(reading?.customerId).toBeUndefined();
  });

  it.each([
    ['not an event', { id: 'x' }],
    [
      'a known type with a foreign object',
      stripeEvent('invoice.paid', { id: 'in_1', object: 'charge' }),
    ],
    [
      'a subscription without items',
      stripeEvent('customer.subscription.updated', { ...subscriptionObject(), items: undefined }),
    ],
    ['no data', { ...stripeEvent('invoice.paid', invoiceObject()), data: null }],
  ])('refuses %s', (_name, payload) => {
    expect(readStripeEvent(payload)).toBeUndefined();
  });
});

describe('readCheckoutSession: the one reading of a session, for verify and the webhook', () => {
  const fetchedAt = T + 30;

  it('a paid year pass: bought when the session was created, paid by its PaymentIntent', () => {
    expect(readCheckoutSession(checkoutSessionObject(), fetchedAt)).toEqual({
      sessionId: 'cs_test_year',
      userId: 'user-1',
      customerId: 'cus_1',
      payment: 'paid',
      facts: [{ kind: 'pass', sessionId: 'cs_test_year', paymentId: 'pi_year', boughtAt: T }],
    });
  });

  it('a paid subscription: the expanded subscription as of the fetch', () => {
    const session = checkoutSessionObject({
      id: 'cs_test_monthly',
      mode: 'subscription',
      payment_intent: null,
      subscription: subscriptionObject(),
      metadata: { userId: 'user-1', plan: 'monthly' },
    });
    expect(readCheckoutSession(session, fetchedAt)?.facts).toEqual([
      {
        kind: 'subscription',
        at: fetchedAt,
        subscriptionId: 'sub_1',
        status: 'active',
        currentPeriodEnd: MONTH_LATER,
        cancelAtPeriodEnd: false,
      },
    ]);
  });

  it.each([
    ['open', { status: 'open', payment_status: 'unpaid' }, 'pending'],
    ['complete, paid later (a slower method)', { payment_status: 'unpaid' }, 'pending'],
    ['expired', { status: 'expired', payment_status: 'unpaid' }, 'unpaid'],
  ])('%s is %s and fulfils nothing', (_name, extra, payment) => {
    expect(readCheckoutSession(checkoutSessionObject(extra), fetchedAt)).toMatchObject({
      payment,
      facts: [],
    });
  });

  it('a payment that is not our year pass fulfils nothing', () => {
    const session = checkoutSessionObject({ metadata: {} });
    expect(readCheckoutSession(session, fetchedAt)).toMatchObject({ payment: 'paid', facts: [] });
  });

  it('refuses what is not a session', () => {
    expect(readCheckoutSession(subscriptionObject(), fetchedAt)).toBeUndefined();
  });
});
