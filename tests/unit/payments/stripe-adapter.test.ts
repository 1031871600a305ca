import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeStandin } from '../../../lambdas/local/stripe-standin';
import { prices, startBackends } from './backends';

/**
 * The Stripe adapter against the local stand-in: what it asks Stripe for, and that a retried
 * request creates nothing twice. A run with Stripe test keys goes through the same calls.
 */

let backends: Awaited<ReturnType<typeof startBackends>>;
let standin: StripeStandin;
let stripe: typeof import('../../../lambdas/adapters/stripe');

beforeAll(async () => {
  backends = await startBackends('standin');
  standin = backends.standin!;
  stripe = await import('../../../lambdas/adapters/stripe');
}, 30_000);

afterAll(() => backends?.stop());

const sessionIdOf = (url: string) => new URL(url).searchParams.get('session')!;

const checkout = (overrides: Partial<Parameters<typeof stripe.createCheckoutSession>[0]>) =>
  stripe.createCheckoutSession({
    userId: 'user-a',
    customerId: 'cus_unset',
    plan: 'monthly',
    priceId: prices.monthly.priceId,
    origin: 'http://127.0.0.1:8080',
    requestId: 'req-1',
    ...overrides,
  });

describe('Stripe adapter', () => {
  it('creates one customer per user, however often it is asked', async () => {
    const first = await stripe.createCustomer('user-a', 'a@example.com');
    expect(await stripe.createCustomer('user-a', 'a@example.com')).toBe(first);
    expect(await stripe.createCustomer('user-b', 'b@example.com')).not.toBe(first);
    expect(standin.snapshot('a@example.com').customers).toMatchObject([
      { id: first, email: 'a@example.com', metadata: { userId: 'user-a' } },
    ]);
  });

  it('asks for a subscription for monthly, a one-time payment for the year pass', async () => {
    const customerId = await stripe.createCustomer('user-c', 'c@example.com');
    const monthly = standin.checkout(
      sessionIdOf(await checkout({ customerId, userId: 'user-c' })),
    )!;
    expect(monthly.record).toMatchObject({
      plan: 'monthly',
      objectMetadata: { userId: 'user-c', plan: 'monthly' },
      session: {
        mode: 'subscription',
        customer: customerId,
        client_reference_id: 'user-c',
        metadata: { userId: 'user-c', plan: 'monthly' },
        success_url: 'http://127.0.0.1:8080/payments/success?sid={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://127.0.0.1:8080/payment?canceled=1',
        locale: 'auto',
      },
    });
    const year = await checkout({
      customerId,
      userId: 'user-c',
      plan: 'year',
      priceId: prices.year.priceId,
      language: 'ja',
      requestId: 'req-2',
    });
    expect(year.startsWith('http://127.0.0.1:8080/local-checkout?session=cs_test_')).toBe(true);
    expect(standin.checkout(sessionIdOf(year))!.record).toMatchObject({
      plan: 'year',
      objectMetadata: { userId: 'user-c', plan: 'year' },
      session: { mode: 'payment', locale: 'ja' },
    });
  });

  it('a retried request gets the same session; a new request a new one', async () => {
    const customerId = await stripe.createCustomer('user-d', 'd@example.com');
    const first = await checkout({ customerId, userId: 'user-d' });
    expect(await checkout({ customerId, userId: 'user-d' })).toBe(first);
    expect(await checkout({ customerId, userId: 'user-d', requestId: 'req-other' })).not.toBe(
      first,
    );
  });

  it('a request id reused with other parameters is a 409, not a second session', async () => {
    const customerId = await stripe.createCustomer('user-e', 'e@example.com');
    await checkout({ customerId, userId: 'user-e' });
    await expect(
      checkout({ customerId, userId: 'user-e', origin: 'http://localhost:8080' }),
    ).rejects.toMatchObject({ kind: 'conflict', code: 'request_reused' });
  });

  it('a session Stripe does not know is a 404', async () => {
    await expect(stripe.checkoutSession('cs_test_nope', new Date())).rejects.toMatchObject({
      kind: 'not_found',
      code: 'session_not_found',
    });
  });

  it('reads a session as the webhook and verify do', async () => {
    const customerId = await stripe.createCustomer('user-f', 'f@example.com');
    const id = sessionIdOf(await checkout({ customerId, userId: 'user-f' }));
    expect(await stripe.checkoutSession(id, new Date())).toMatchObject({
      sessionId: id,
      userId: 'user-f',
      payment: 'pending',
      facts: [],
    });
    await standin.pay(id);
    const paid = await stripe.checkoutSession(id, new Date());
    expect(paid).toMatchObject({
      payment: 'paid',
      facts: [{ kind: 'subscription', status: 'active' }],
    });
  });

  it('erasure ends the running subscription and deletes the customer; again is fine', async () => {
    const customerId = await stripe.createCustomer('user-g', 'g@example.com');
    await standin.pay(sessionIdOf(await checkout({ customerId, userId: 'user-g' })));
    expect(standin.snapshot('g@example.com').subscriptions).toMatchObject([{ status: 'active' }]);
    await stripe.eraseCustomer(customerId);
    expect(standin.snapshot('g@example.com').customers).toEqual([]);
    await expect(stripe.eraseCustomer(customerId)).resolves.toBeUndefined();
  });

  it('opens the portal on the origin the user came from', async () => {
    const customerId = await stripe.createCustomer('user-h', 'h@example.com');
    const url = await stripe.createPortalSession({
      userId: 'user-h',
      customerId,
      origin: 'http://localhost:9999',
      requestId: 'req-1',
    });
    expect(url).toMatch(/^http:\/\/localhost:9999\/local-portal\?session=bps_/);
    expect(standin.portal(sessionIdOf(url))!.session.return_url).toBe(
      'http://localhost:9999/payment',
    );
  });
});
