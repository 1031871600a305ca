import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentState } from '../../../lambdas/domain/payments/state';
import { paymentSummary } from '../../../lambdas/domain/payments/state';
import type { StripeStandin } from '../../../lambdas/local/stripe-standin';
import { WEBHOOK_SECRET, prices, startBackends } from './backends';
import {
  MONTH_LATER,
  T,
  chargeObject,
  invoiceObject,
  stripeEvent,
  subscriptionObject,
} from './stripe-fixtures';

/**
 * The webhook handler as Lambda runs it, against the local DynamoDB and, for the one call it
 * makes (a completed checkout is fetched again), the local Stripe stand-in. Events are signed
 * with Stripe's own test helper.
 */

let backends: Awaited<ReturnType<typeof startBackends>>;
let standin: StripeStandin;
let webhook: (event: object) => Promise<{ statusCode?: number; body?: string }>;
let payments: typeof import('../../../lambdas/adapters/payments');
let customers: typeof import('../../../lambdas/adapters/payment-customers');
let stripeAdapter: typeof import('../../../lambdas/adapters/stripe');
let guard: typeof import('../../../lambdas/adapters/user-guard');

beforeAll(async () => {
  backends = await startBackends('standin');
  standin = backends.standin!;
  const { handler } = await import('../../../lambdas/handlers/stripe-webhook');
  webhook = (event) => handler(event as never, {} as never) as never;
  payments = await import('../../../lambdas/adapters/payments');
  customers = await import('../../../lambdas/adapters/payment-customers');
  stripeAdapter = await import('../../../lambdas/adapters/stripe');
  guard = await import('../../../lambdas/adapters/user-guard');
}, 30_000);

afterAll(() => backends?.stop());

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });

/** An API Gateway HTTP API event carrying the body as Stripe sent it. */
function request(payload: string, signature?: string, base64 = false) {
  return {
    version: '2.0',
    routeKey: 'POST /api/stripe-webhook',
    rawPath: '/api/stripe-webhook',
    rawQueryString: '',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'Stripe-Signature': signature } : {}),
    },
    requestContext: { http: { method: 'POST', path: '/api/stripe-webhook' }, requestId: 'r' },
    body: base64 ? Buffer.from(payload).toString('base64') : payload,
    isBase64Encoded: base64,
  };
}

async function deliver(event: object, options: { base64?: boolean } = {}) {
  const payload = JSON.stringify(event);
  const result = await webhook(request(payload, sign(payload), options.base64));
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') };
}

let users = 0;
/** A user with a Stripe customer, as after their first checkout. */
async function customerUser() {
  const userId = `user-${++users}`;
  const customerId = await customers.customerFor({ userId }, undefined, `${userId}@example.com`);
  return { userId, customerId };
}

const mirror = async (userId: string): Promise<PaymentState | undefined> =>
  payments.readPayments(userId, { consistent: true });

const subscriptionEvent = (type: string, customer: string, extra = {}, created = T) =>
  stripeEvent(type, subscriptionObject({ customer, ...extra }), { created });

describe('the signature: checked on the raw body before anything else', () => {
  const now = () => Math.floor(Date.now() / 1000);
  it.each<[string, (payload: string) => ReturnType<typeof request>]>([
    ['missing', (payload) => request(payload)],
    [
      'signed with another secret',
      (payload) => request(payload, sign(payload, { secret: `whsec_${'cd'.repeat(24)}` })),
    ],
    [
      'for another body',
      (payload) => request(payload.replace('"incomplete"', '"active"'), sign(payload)),
    ],
    [
      'older than Stripe’s tolerance (5 minutes)',
      (payload) => request(payload, sign(payload, { timestamp: now() - 301 })),
    ],
    ['garbage', (payload) => request(payload, 't=abc,v1=def')],
  ])('%s: 400, nothing written', async (_name, make) => {
    const { userId, customerId } = await customerUser();
    const payload = JSON.stringify(
      subscriptionEvent('customer.subscription.created', customerId, { status: 'incomplete' }),
    );
    const result = await webhook(make(payload));
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body!).error.code).toBe('invalid_signature');
    expect((await mirror(userId))?.subscriptions).toEqual({});
  });

  it('the same body, rightly signed within the tolerance, is applied', async () => {
    const { userId, customerId } = await customerUser();
    const payload = JSON.stringify(
      subscriptionEvent('customer.subscription.created', customerId, { status: 'incomplete' }),
    );
    const result = await webhook(request(payload, sign(payload, { timestamp: now() - 240 })));
    expect(result.statusCode).toBe(200);
    expect((await mirror(userId))?.subscriptions.sub_1?.status).toBe('incomplete');
  });

  it('a signed body that is not JSON is refused', async () => {
    const result = await webhook(request('not json', sign('not json')));
    expect(result.statusCode).toBe(400);
  });

  it('a signed JSON body that is not an event is refused', async () => {
    const body = JSON.stringify({ hello: 'world' });
    const result = await webhook(request(body, sign(body)));
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body!).error.code).toBe('invalid_event');
  });

  it('accepts the body base64-encoded, as API Gateway may pass it', async () => {
    const { userId, customerId } = await customerUser();
    const event = subscriptionEvent('customer.subscription.created', customerId);
    expect(await deliver(event, { base64: true })).toEqual({
      status: 200,
      body: { received: true, outcome: 'applied' },
    });
    expect((await mirror(userId))?.subscriptions.sub_1?.status).toBe('active');
  });
});

describe('each event type', () => {
  it('customer.subscription.created, updated and deleted mirror the subscription', async () => {
    const { userId, customerId } = await customerUser();
    const steps: [string, object, string][] = [
      ['customer.subscription.created', { status: 'incomplete' }, 'incomplete'],
      ['customer.subscription.updated', { status: 'active' }, 'active'],
      ['customer.subscription.updated', { cancel_at_period_end: true }, 'active'],
      ['customer.subscription.deleted', { status: 'canceled' }, 'canceled'],
    ];
    let at = T;
    for (const [type, extra, status] of steps) {
      expect((await deliver(subscriptionEvent(type, customerId, extra, at++))).body.outcome).toBe(
        'applied',
      );
      expect((await mirror(userId))?.subscriptions.sub_1?.status).toBe(status);
    }
    const state = (await mirror(userId))!;
    expect(paymentSummary(state, new Date(T * 1000))).toMatchObject({ plan: 'none', paid: false });
  });

  it('cancel at the period end keeps access until then', async () => {
    const { userId, customerId } = await customerUser();
    await deliver(
      subscriptionEvent('customer.subscription.updated', customerId, {
        cancel_at_period_end: true,
      }),
    );
    const summary = paymentSummary((await mirror(userId))!, new Date(T * 1000));
    expect(summary).toMatchObject({
      plan: 'monthly',
      paid: true,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: MONTH_LATER,
    });
  });

  it('invoice.payment_failed makes it past_due, still paid; invoice.paid makes it active again', async () => {
    const { userId, customerId } = await customerUser();
    await deliver(subscriptionEvent('customer.subscription.created', customerId));
    await deliver(
      stripeEvent(
        'invoice.payment_failed',
        invoiceObject({ customer: customerId, status: 'open' }),
        { created: T + 1 },
      ),
    );
    let state = (await mirror(userId))!;
    expect(paymentSummary(state, new Date(T * 1000))).toMatchObject({
      status: 'past_due',
      paid: true,
    });
    const renewed = invoiceObject({ customer: customerId });
    renewed.lines.data[0]!.period.end = MONTH_LATER + 30 * 86_400;
    await deliver(stripeEvent('invoice.paid', renewed, { created: T + 2 }));
    state = (await mirror(userId))!;
    expect(state.subscriptions.sub_1).toMatchObject({
      status: 'active',
      currentPeriodEnd: MONTH_LATER + 30 * 86_400,
    });
  });

  it('checkout.session.completed fulfils the session as Stripe has it: a year pass', async () => {
    const { userId, customerId } = await customerUser();
    const url = await stripeAdapter.createCheckoutSession({
      userId,
      customerId,
      plan: 'year',
      priceId: prices.year.priceId,
      origin: 'http://localhost:8080',
      requestId: 'r-1',
    });
    const sessionId = new URL(url).searchParams.get('session')!;
    await standin.pay(sessionId);
    const completed = standin.checkout(sessionId)!.record.session;
    const event = stripeEvent('checkout.session.completed', completed);
    expect((await deliver(event)).body.outcome).toBe('applied');
    const state = (await mirror(userId))!;
    expect(state.passes).toEqual([
      { sessionId, paymentId: completed.payment_intent, boughtAt: completed.created },
    ]);
    expect(paymentSummary(state, new Date()).plan).toBe('year');

    // charge.refunded for the pass's payment ends it.
    const refund = stripeEvent(
      'charge.refunded',
      chargeObject({ customer: customerId, payment_intent: completed.payment_intent }),
    );
    expect((await deliver(refund)).body.outcome).toBe('applied');
    expect(paymentSummary((await mirror(userId))!, new Date())).toMatchObject({
      plan: 'none',
      paid: false,
    });
  });

  it('a completed checkout of someone else’s session id (unknown to Stripe) is left alone', async () => {
    const event = stripeEvent('checkout.session.completed', {
      id: 'cs_test_unknown',
      object: 'checkout.session',
      created: T,
      customer: 'cus_nobody',
      client_reference_id: 'user-x',
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
    });
    expect((await deliver(event)).body).toEqual({ received: true, outcome: 'ignored' });
  });

  it.each([
    ['an unknown type', () => stripeEvent('customer.created', { id: 'cus_1', object: 'customer' })],
    [
      'a customer this API did not create',
      () => subscriptionEvent('customer.subscription.updated', 'cus_stranger'),
    ],
  ])('%s: 200, left alone', async (_name, make) => {
    expect(await deliver(make())).toEqual({
      status: 200,
      body: { received: true, outcome: 'ignored' },
    });
  });
});

describe('once, and in order', () => {
  it('a replayed event is a 200 no-op', async () => {
    const { userId, customerId } = await customerUser();
    const event = subscriptionEvent('customer.subscription.updated', customerId);
    expect((await deliver(event)).body.outcome).toBe('applied');
    const before = await mirror(userId);
    expect(await deliver(event)).toEqual({
      status: 200,
      body: { received: true, outcome: 'duplicate' },
    });
    expect(await mirror(userId)).toEqual(before);
  });

  it('an event older than the state held changes nothing', async () => {
    const { userId, customerId } = await customerUser();
    await deliver(
      subscriptionEvent(
        'customer.subscription.deleted',
        customerId,
        { status: 'canceled' },
        T + 60,
      ),
    );
    const late = subscriptionEvent(
      'customer.subscription.updated',
      customerId,
      { status: 'active' },
      T,
    );
    expect((await deliver(late)).body.outcome).toBe('unchanged');
    expect((await mirror(userId))?.subscriptions.sub_1?.status).toBe('canceled');
  });

  it('the same events racing each other apply once', async () => {
    const { userId, customerId } = await customerUser();
    const event = subscriptionEvent('customer.subscription.created', customerId);
    const outcomes = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(outcomes.map((o) => o.body.outcome).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
    ]);
    expect(Object.keys((await mirror(userId))!.subscriptions)).toEqual(['sub_1']);
  });

  it('an event for a user whose erasure has started writes nothing', async () => {
    const { userId, customerId } = await customerUser();
    await guard.startErasure(userId, new Date());
    const event = subscriptionEvent('customer.subscription.updated', customerId);
    expect((await deliver(event)).body.outcome).toBe('ignored');
    expect((await mirror(userId))?.subscriptions).toEqual({});
  });
});
