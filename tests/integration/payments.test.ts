import { readFileSync } from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, call, captcha, seededUser } from './helpers';

/**
 * Payments end to end on the local stack: the production routes and webhook, the Stripe SDK
 * talking to the local stand-in, and its checkout and portal pages driven with plain form
 * posts, as a browser would submit them.
 */

type User = Awaited<ReturnType<typeof seededUser>>;

const post = (token: string, route: string, body?: unknown) =>
  call(route, { token, method: 'POST', body });

const status = async (user: User) =>
  (await call('/api/subscription-status', { token: user.token })).body;

/** A page's form submitted as the browser does: urlencoded, from the page's own origin. */
async function submit(url: string, action: string) {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(url).origin },
    body: new URLSearchParams({ action }).toString(),
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!, url);
}

/** Opens checkout for the plan and presses a button on the local checkout page. */
async function checkout(user: User, type: 'monthly' | 'year', action: 'pay' | 'cancel' = 'pay') {
  const created = await post(user.token, '/api/create-checkout-session', { type, language: 'en' });
  expect(created.status).toBe(200);
  const page = await fetch(created.body.url);
  const html = await page.text();
  expect(page.status).toBe(200);
  expect(html).toContain('<button type="submit" name="action" value="pay"');
  expect(html).toContain('name="action" value="cancel"');
  return submit(created.body.url, action);
}

/** Pays, then does what the success page does: verify the session it came back with. */
async function buy(user: User, type: 'monthly' | 'year') {
  const landed = await checkout(user, type);
  expect(landed.pathname).toBe('/payments/success');
  const sessionId = landed.searchParams.get('sid')!;
  const verified = await post(user.token, '/api/payments/verify', { sessionId });
  expect(verified.status).toBe(200);
  return { sessionId, verified: verified.body };
}

async function portal(user: User, action: 'cancel' | 'resume' | 'fail-payment' | 'end-now') {
  const opened = await post(user.token, '/api/create-portal-session');
  expect(opened.status).toBe(200);
  const page = await (await fetch(opened.body.url)).text();
  expect(page).toContain('<h1>');
  const back = await submit(opened.body.url, action);
  expect(back.pathname).toBe('/local-portal');
  expect((await fetch(back)).status).toBe(200);
}

const days = (iso: string) => (Date.parse(iso) - Date.now()) / 86_400_000;

describe('buying through the local stand-in', () => {
  it('monthly: paid at once, mirrored by the webhook, shown by the stand-in', async () => {
    const user = await seededUser(5, 'monthly');
    expect(await status(user)).toEqual({ plan: 'none', status: 'none', active: false });
    const { verified } = await buy(user, 'monthly');
    expect(verified).toEqual({
      status: 'paid',
      access: { level: 'paid', canAnalyze: true, canAnalyzeWeek: true, canChat: true },
    });
    const now = await status(user);
    expect(now).toMatchObject({
      plan: 'monthly',
      status: 'active',
      active: true,
      cancelAtPeriodEnd: false,
    });
    expect(days(now.currentPeriodEnd)).toBeGreaterThan(27);
    expect(days(now.currentPeriodEnd)).toBeLessThan(32);
    const stripe = (await call(`/api/dev/stripe?email=${encodeURIComponent(user.email)}`)).body;
    expect(stripe.customers).toMatchObject([
      { email: user.email, metadata: { userId: user.userId } },
    ]);
    expect(stripe.subscriptions).toMatchObject([
      { status: 'active', metadata: { userId: user.userId } },
    ]);
    expect(stripe.events.map((e: { type: string }) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    expect(stripe.events.every((e: { status: number }) => e.status === 200)).toBe(true);
  });

  it('year pass: twelve months, and a second one extends from the end of the first', async () => {
    const user = await seededUser(1, 'year');
    const first = await buy(user, 'year');
    expect(first.verified).toMatchObject({ status: 'paid', access: { level: 'paid' } });
    const once = await status(user);
    expect(once).toMatchObject({ plan: 'year', status: 'active', active: true });
    expect(once.cancelAtPeriodEnd).toBeUndefined();
    expect(days(once.currentPeriodEnd)).toBeGreaterThan(364);
    expect(days(once.currentPeriodEnd)).toBeLessThan(367);
    // Verifying again (a reload of the success page) fulfils nothing more.
    await post(user.token, '/api/payments/verify', { sessionId: first.sessionId });
    expect((await status(user)).currentPeriodEnd).toBe(once.currentPeriodEnd);

    await buy(user, 'year');
    const twice = await status(user);
    expect(days(twice.currentPeriodEnd)).toBeGreaterThan(729);
    expect(days(twice.currentPeriodEnd)).toBeLessThan(733);
  });

  it('cancel on the checkout page goes back to /payment and buys nothing', async () => {
    const user = await seededUser(1, 'changed-mind');
    const back = await checkout(user, 'monthly', 'cancel');
    expect(`${back.pathname}${back.search}`).toBe('/payment?canceled=1');
    expect((await status(user)).active).toBe(false);
  });

  it('comes back to the origin the request came to', async () => {
    const user = await seededUser(0, 'loopback');
    const origin = baseUrl().replace('localhost', '127.0.0.1');
    const response = await fetch(`${origin}/api/create-checkout-session`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'year' }),
    });
    const { url } = (await response.json()) as { url: string };
    expect(url.startsWith(`${origin}/local-checkout?session=cs_test_`)).toBe(true);
    expect((await submit(url, 'pay')).origin).toBe(origin);
  });
});

describe('managing the subscription in the local portal', () => {
  it('cancel at the period end keeps access; resume renews again', async () => {
    const user = await seededUser(1, 'cancel');
    await buy(user, 'monthly');
    const before = await status(user);
    await portal(user, 'cancel');
    expect(await status(user)).toEqual({ ...before, cancelAtPeriodEnd: true });
    expect((await call('/api/me', { token: user.token })).body.access.level).toBe('paid');
    await portal(user, 'resume');
    expect(await status(user)).toEqual(before);
  });

  it('a failed renewal gives past_due, still paid', async () => {
    const user = await seededUser(1, 'past-due');
    await buy(user, 'monthly');
    await portal(user, 'fail-payment');
    expect(await status(user)).toMatchObject({ plan: 'monthly', status: 'past_due', active: true });
    expect((await call('/api/me', { token: user.token })).body.access.level).toBe('paid');
  });

  it('an ended subscription gives none', async () => {
    const user = await seededUser(1, 'ended');
    await buy(user, 'monthly');
    await portal(user, 'end-now');
    expect(await status(user)).toEqual({ plan: 'none', status: 'canceled', active: false });
    expect((await call('/api/me', { token: user.token })).body.access.level).toBe('none');
    // Buying again after the end is allowed.
    await buy(user, 'monthly');
    expect((await status(user)).active).toBe(true);
  });

  it('the portal needs a customer: 404 no_customer before any checkout', async () => {
    const user = await seededUser(0, 'no-customer');
    const opened = await post(user.token, '/api/create-portal-session');
    expect(opened.status).toBe(404);
    expect(opened.body.error.code).toBe('no_customer');
  });

  it('a second monthly subscription while one runs is refused: 409 already_subscribed', async () => {
    const user = await seededUser(0, 'twice');
    await buy(user, 'monthly');
    const again = await post(user.token, '/api/create-checkout-session', { type: 'monthly' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_subscribed');
  });
});

describe('the user is the token’s, never the body’s', () => {
  it('B’s session verified by A is a 404 and changes nothing', async () => {
    const a = await seededUser(0, 'a');
    const b = await seededUser(0, 'b');
    const paidByB = (await checkout(b, 'year')).searchParams.get('sid')!;
    const openOfB = (await post(b.token, '/api/create-checkout-session', { type: 'monthly' })).body
      .url as string;
    for (const sessionId of [paidByB, new URL(openOfB).searchParams.get('session')!]) {
      const stolen = await post(a.token, '/api/payments/verify', { sessionId });
      expect(stolen.status).toBe(404);
      expect(stolen.body.error.code).toBe('session_not_found');
    }
    expect(await status(a)).toEqual({ plan: 'none', status: 'none', active: false });
    expect((await status(b)).plan).toBe('year');
  });

  it('refuses a uid or email in the body', async () => {
    const user = await seededUser(0, 'uid');
    for (const extra of [{ uid: 'someone-else' }, { email: 'someone@example.com' }]) {
      const result = await post(user.token, '/api/create-checkout-session', {
        type: 'monthly',
        ...extra,
      });
      expect(result.status).toBe(400);
    }
    expect(
      (await call(`/api/dev/stripe?email=${encodeURIComponent(user.email)}`)).body.customers,
    ).toEqual([]);
  });

  it('verify of an unpaid session says so and fulfils nothing', async () => {
    const user = await seededUser(0, 'unpaid');
    const { url } = (await post(user.token, '/api/create-checkout-session', { type: 'year' })).body;
    const sessionId = new URL(url).searchParams.get('session');
    const verified = await post(user.token, '/api/payments/verify', { sessionId });
    expect(verified.body).toMatchObject({ status: 'pending', access: { level: 'none' } });
    expect((await status(user)).active).toBe(false);
  });
});

describe('erasure', () => {
  it('cancels the subscription and deletes the customer in the stand-in', async () => {
    const user = await seededUser(1, 'erase');
    await buy(user, 'monthly');
    const erased = await call('/api/account', {
      token: user.token,
      method: 'DELETE',
      body: { captchaToken: await captcha() },
    });
    expect(erased.status).toBe(204);
    const stripe = (await call(`/api/dev/stripe?email=${encodeURIComponent(user.email)}`)).body;
    expect(stripe).toEqual({ customers: [], subscriptions: [], payments: [], events: [] });
  });
});

/** The local webhook secret, as the stand-in signs with it. */
const webhookSecret = () =>
  JSON.parse(readFileSync(path.join(inject('dataDir'), 'secrets.json'), 'utf8'))
    .stripeWebhookSecret as string;

describe('no payment route answers 5xx to malformed input', () => {
  const bodies: [string, string | undefined][] = [
    ['no body', undefined],
    ['not JSON', '{"type": '],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['an empty object', '{}'],
    ['a wrong plan', '{"type":"weekly"}'],
    ['a number plan', '{"type":1}'],
    ['an unknown field', '{"type":"monthly","uid":"x"}'],
    ['a bad language', '{"type":"monthly","language":"ru"}'],
    ['a bad request id', '{"type":"monthly","requestId":"again"}'],
    ['a session id that is no id', '{"sessionId":"../../v1/customers"}'],
    ['a session id too long', JSON.stringify({ sessionId: `cs_${'a'.repeat(300)}` })],
    ['a huge body', JSON.stringify({ type: 'monthly', pad: 'x'.repeat(70_000) })],
  ];

  it.each(['/api/create-checkout-session', '/api/create-portal-session', '/api/payments/verify'])(
    '%s',
    async (route) => {
      const user = await seededUser(0, 'malformed');
      for (const [label, raw] of bodies) {
        const result = await call(route, { token: user.token, method: 'POST', raw });
        expect({ label, status: result.status < 500 }).toEqual({ label, status: true });
      }
    },
  );

  it('/api/stripe-webhook: bad signatures are 400, odd signed events are not 5xx', async () => {
    const secret = webhookSecret();
    const signed = (payload: string) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const cases: [string, string | undefined, Record<string, string>, number[]][] = [
      ['no body, no signature', undefined, {}, [400]],
      ['a body, no signature', '{"id":"evt_1"}', {}, [400]],
      ['a wrong signature', '{"id":"evt_1"}', { 'stripe-signature': 't=1,v1=abc' }, [400]],
      [
        'another secret',
        '{"id":"evt_1"}',
        {
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload: '{"id":"evt_1"}',
            secret: 'whsec_other',
          }),
        },
        [400],
      ],
      ['signed, not JSON', 'nope', { 'stripe-signature': signed('nope') }, [400]],
      ['signed, not an event', '{"a":1}', { 'stripe-signature': signed('{"a":1}') }, [400]],
    ];
    const oddEvents = [
      { id: 'evt_odd1', object: 'event', type: 'invoice.paid', created: 1, data: { object: {} } },
      {
        id: 'evt_odd2',
        object: 'event',
        type: 'checkout.session.completed',
        created: 1,
        data: {
          object: {
            id: 'cs_test_missing',
            object: 'checkout.session',
            created: 1,
            customer: null,
            client_reference_id: null,
            mode: 'payment',
            status: 'complete',
            payment_status: 'paid',
          },
        },
      },
      { id: 'evt_odd3', object: 'event', type: 'some.new_type', created: 1, data: { object: {} } },
    ];
    for (const event of oddEvents) {
      const payload = JSON.stringify(event);
      cases.push([event.type, payload, { 'stripe-signature': signed(payload) }, [200, 400]]);
    }
    for (const [label, body, headers, expected] of cases) {
      const response = await fetch(`${baseUrl()}/api/stripe-webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      expect({ label, ok: expected.includes(response.status) }).toEqual({ label, ok: true });
    }
  });
});
