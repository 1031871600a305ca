import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Stripe from 'stripe';
import { plans, type Plan, type Prices } from '../domain/payments/prices';
import { addMonths } from '../domain/payments/state';

/**
 * A local stand-in for Stripe, for `npm start` without Stripe keys. It is two things:
 *
 * - the Stripe REST API, exactly the calls lambdas/adapters/stripe.ts makes (form-encoded bodies
 *   as the SDK sends them, Stripe-shaped objects and errors, idempotency keys), on a loopback
 *   port of its own that the SDK is pointed at;
 * - what Stripe does when a person pays or manages a subscription (the pages are in
 *   stripe-pages.ts): it records the customer's subscription or payment here, then signs the
 *   events Stripe would send with the webhook secret and POSTs them to the real
 *   `/api/stripe-webhook`, so fulfilment always runs the production code.
 *
 * Its data is kept in `<DATA_DIR>/stripe.json`, so it survives restarts like the rest.
 */

type StripeObject = Record<string, any>;

interface CheckoutRecord {
  session: StripeObject;
  plan: Plan;
  priceId: string;
  /** What `subscription_data` / `payment_intent_data` asked the created object to carry. */
  objectMetadata: Record<string, string>;
}

interface Delivery {
  id: string;
  type: string;
  customer: string | null;
  created: number;
  /** The webhook's HTTP status, or 0 when it could not be reached. */
  status: number;
}

interface StandinData {
  customers: Record<string, StripeObject>;
  checkouts: Record<string, CheckoutRecord>;
  subscriptions: Record<string, StripeObject>;
  invoices: Record<string, StripeObject>;
  paymentIntents: Record<string, StripeObject>;
  charges: Record<string, StripeObject>;
  portalSessions: Record<string, StripeObject>;
  deliveries: Delivery[];
  idempotency: Record<string, { fingerprint: string; status: number; body: unknown }>;
}

const emptyData = (): StandinData => ({
  customers: {},
  checkouts: {},
  subscriptions: {},
  invoices: {},
  paymentIntents: {},
  charges: {},
  portalSessions: {},
  deliveries: [],
  idempotency: {},
});

/** The deliveries kept for `/api/dev/stripe`: the latest few hundred are plenty to look into. */
const KEPT_DELIVERIES = 500;
/** Stripe's Checkout Sessions expire after a day. */
const SESSION_SECONDS = 24 * 3600;

const ENDED = new Set(['canceled', 'incomplete_expired']);

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; code?: string; param?: string; message: string },
  ) {
    super(error.message);
  }
}

const missing = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });
const parameterMissing = (param: string) =>
  new StripeApiError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    param,
    message: `Missing required param: ${param}.`,
  });
const parameterInvalid = (param: string, message: string) =>
  new StripeApiError(400, {
    type: 'invalid_request_error',
    code: 'parameter_invalid',
    param,
    message,
  });

/**
 * The SDK's form encoding (`line_items[0][price]=…&metadata[userId]=…`) back into objects, with
 * indexed keys as arrays.
 */
function decodeStripeForm(params: URLSearchParams): StripeObject {
  const root: StripeObject = {};
  for (const [key, value] of params) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const);
    const indexed = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
    return indexed
      ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v)
      : Object.fromEntries(entries);
  };
  return arrays(root) as StripeObject;
}

const list = (data: StripeObject[], url: string) => ({
  object: 'list',
  data,
  has_more: false,
  url,
});

export interface StandinPrice {
  plan: Plan;
  amount: number;
  currency: string;
}

export interface StripeStandin {
  /** Where the SDK is pointed (`STRIPE_API_URL`). */
  apiUrl: string;
  /** The key the SDK must present, as Stripe checks its secret key. */
  secretKey: string;
  checkout(sessionId: string): { record: CheckoutRecord; customer?: StripeObject } | undefined;
  pay(sessionId: string): Promise<string>;
  portal(sessionId: string):
    | {
        session: StripeObject;
        customer?: StripeObject;
        subscriptions: StripeObject[];
        payments: StripeObject[];
      }
    | undefined;
  manage(portalSessionId: string, action: PortalAction): Promise<void>;
  price(priceId: string): StandinPrice | undefined;
  /** `GET /api/dev/stripe?email=`: the customers of that email and what they have. */
  snapshot(email: string): {
    customers: StripeObject[];
    subscriptions: StripeObject[];
    payments: StripeObject[];
    events: Delivery[];
  };
  stop(): Promise<void>;
}

export const portalActions = ['cancel', 'resume', 'fail-payment', 'end-now'] as const;
export type PortalAction = (typeof portalActions)[number];

export async function startStripeStandin(options: {
  dataDir: string;
  /** Where the events go: the local stack's own `/api/stripe-webhook`. */
  webhookUrl: string;
  webhookSecret: string;
  prices: Prices;
}): Promise<StripeStandin> {
  const file = path.join(options.dataDir, 'stripe.json');
  const data: StandinData = await readFile(file, 'utf8')
    .then((text) => ({ ...emptyData(), ...(JSON.parse(text) as Partial<StandinData>) }))
    .catch(() => emptyData());
  const secretKey = `sk_test_standin_${randomBytes(16).toString('hex')}`;

  const priceById = new Map<string, StandinPrice>(
    plans.flatMap((plan) => {
      const { priceId, amount, currency } = options.prices[plan];
      return priceId ? [[priceId, { plan, amount, currency: currency.toLowerCase() }]] : [];
    }),
  );

  let saving = Promise.resolve();
  const save = () => {
    saving = saving
      .then(async () => {
        await writeFile(`${file}.tmp`, JSON.stringify(data, null, 1));
        await rename(`${file}.tmp`, file);
      })
      // One failed write must not stop the ones after it; the next write carries everything.
      .catch((error: Error) => console.error(`[stripe] could not save ${file}: ${error.name}`));
    return saving;
  };

  // Events leave one at a time, in the order they happened, as Stripe's would for one object.
  let delivering = Promise.resolve();
  function send(type: string, object: StripeObject, previous?: StripeObject): Promise<void> {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: {
        object: structuredClone(object),
        ...(previous ? { previous_attributes: previous } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    delivering = delivering.then(async () => {
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.webhookSecret,
      });
      const status = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks) local stand-in',
        },
        body: payload,
      })
        .then((response) => response.status)
        .catch(() => 0);
      if (status < 200 || status >= 300) {
        console.warn(`[stripe] webhook answered ${status || 'nothing'} to ${type} ${event.id}`);
      }
      data.deliveries = [
        ...data.deliveries,
        {
          id: event.id,
          type,
          customer: object.customer ?? object.id ?? null,
          created: event.created,
          status,
        },
      ].slice(-KEPT_DELIVERIES);
      await save();
    });
    return delivering;
  }

  // --- objects, as the Stripe API shapes them -----------------------------------------------

  function subscriptionItem(subscriptionId: string, priceId: string, start: number, end: number) {
    const price = priceById.get(priceId)!;
    return {
      id: newId('si'),
      object: 'subscription_item',
      created: start,
      current_period_start: start,
      current_period_end: end,
      metadata: {},
      price: {
        id: priceId,
        object: 'price',
        active: true,
        currency: price.currency,
        recurring: { interval: 'month', interval_count: 1 },
        type: 'recurring',
        unit_amount: price.amount,
      },
      quantity: 1,
      subscription: subscriptionId,
    };
  }

  function invoiceFor(subscription: StripeObject, paid: boolean): StripeObject {
    const item = subscription.items.data[0];
    const created = nowSeconds();
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      amount_due: item.price.unit_amount,
      amount_paid: paid ? item.price.unit_amount : 0,
      amount_remaining: paid ? 0 : item.price.unit_amount,
      attempt_count: 1,
      attempted: true,
      billing_reason: subscription.latest_invoice ? 'subscription_cycle' : 'subscription_create',
      collection_method: 'charge_automatically',
      created,
      currency: item.price.currency,
      customer: subscription.customer,
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
      },
      period_start: created,
      period_end: created,
      status: paid ? 'paid' : 'open',
      lines: list(
        [
          {
            id: newId('il'),
            object: 'line_item',
            amount: item.price.unit_amount,
            currency: item.price.currency,
            period: { start: item.current_period_start, end: item.current_period_end },
            subscription: subscription.id,
            quantity: 1,
          },
        ],
        '/v1/invoices/lines',
      ),
    };
    data.invoices[invoice.id] = invoice;
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  function customer(id: string): StripeObject {
    const found = data.customers[id];
    if (!found || found.deleted) throw missing('customer', id, 'customer');
    return found;
  }

  // --- the REST API the adapter calls --------------------------------------------------------

  function createCustomer(params: StripeObject): StripeObject {
    const created = {
      id: newId('cus'),
      object: 'customer',
      created: nowSeconds(),
      email: params.email ?? null,
      livemode: false,
      metadata: params.metadata ?? {},
    };
    data.customers[created.id] = created;
    return created;
  }

  function createCheckoutSession(params: StripeObject): StripeObject {
    for (const param of ['mode', 'customer', 'success_url', 'cancel_url']) {
      if (!params[param]) throw parameterMissing(param);
    }
    customer(params.customer);
    const priceId = params.line_items?.[0]?.price;
    if (!priceId) throw parameterMissing('line_items[0][price]');
    const price = priceById.get(priceId);
    if (!price) throw missing('price', priceId, 'line_items[0][price]');
    const recurring = price.plan === 'monthly';
    if ((params.mode === 'subscription') !== recurring) {
      throw parameterInvalid(
        'line_items[0][price]',
        recurring
          ? 'You specified `payment` mode but passed a recurring price.'
          : 'You must specify at least one recurring price in `subscription` mode.',
      );
    }
    const id = `cs_test_${randomBytes(24).toString('hex')}`;
    const created = nowSeconds();
    const session = {
      id,
      object: 'checkout.session',
      amount_subtotal: price.amount,
      amount_total: price.amount,
      cancel_url: params.cancel_url,
      client_reference_id: params.client_reference_id ?? null,
      created,
      currency: price.currency,
      customer: params.customer,
      expires_at: created + SESSION_SECONDS,
      livemode: false,
      locale: params.locale ?? null,
      metadata: params.metadata ?? {},
      mode: params.mode,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: params.success_url,
      // Stripe's hosted page is this stand-in's, on the origin the user came from.
      url: new URL(`/local-checkout?session=${id}`, params.success_url).toString(),
    };
    const objectData = recurring ? params.subscription_data : params.payment_intent_data;
    data.checkouts[id] = {
      session,
      plan: price.plan,
      priceId,
      objectMetadata: objectData?.metadata ?? {},
    };
    return session;
  }

  function checkoutSession(id: string, expand: string[]): StripeObject {
    const record = data.checkouts[id];
    if (!record) throw missing('checkout.session', id);
    const session = record.session;
    if (session.status === 'open' && session.expires_at < nowSeconds()) session.status = 'expired';
    const subscription = session.subscription && data.subscriptions[session.subscription];
    return expand.includes('subscription') && subscription ? { ...session, subscription } : session;
  }

  function createPortalSession(params: StripeObject): StripeObject {
    if (!params.customer) throw parameterMissing('customer');
    customer(params.customer);
    const id = newId('bps');
    const returnUrl = params.return_url ?? null;
    const session = {
      id,
      object: 'billing_portal.session',
      created: nowSeconds(),
      customer: params.customer,
      livemode: false,
      locale: params.locale ?? null,
      return_url: returnUrl,
      url: new URL(`/local-portal?session=${id}`, returnUrl ?? 'http://localhost').toString(),
    };
    data.portalSessions[id] = session;
    return session;
  }

  function listSubscriptions(query: StripeObject): StripeObject {
    const status = query.status as string | undefined;
    const found = Object.values(data.subscriptions)
      .filter((s) => !query.customer || s.customer === query.customer)
      .filter((s) =>
        status === 'all' ? true : status ? s.status === status : s.status !== 'canceled',
      )
      .sort((a, b) => b.created - a.created)
      .slice(0, Number(query.limit ?? 10));
    return list(found, '/v1/subscriptions');
  }

  function endSubscription(subscription: StripeObject): StripeObject {
    const now = nowSeconds();
    Object.assign(subscription, {
      status: 'canceled',
      canceled_at: subscription.canceled_at ?? now,
      ended_at: now,
      cancel_at_period_end: false,
    });
    void send('customer.subscription.deleted', subscription);
    return subscription;
  }

  function cancelSubscription(id: string): StripeObject {
    const subscription = data.subscriptions[id];
    if (!subscription) throw missing('subscription', id);
    return ENDED.has(subscription.status) ? subscription : endSubscription(subscription);
  }

  /** Deleting a customer ends their subscriptions at once, as Stripe does, and forgets them. */
  function deleteCustomer(id: string): StripeObject {
    const found = customer(id);
    for (const subscription of Object.values(data.subscriptions)) {
      if (subscription.customer === id && !ENDED.has(subscription.status)) {
        endSubscription(subscription);
      }
    }
    data.customers[id] = { id, object: 'customer', deleted: true };
    void send('customer.deleted', found);
    return data.customers[id]!;
  }

  type Route = (match: RegExpExecArray, params: StripeObject) => StripeObject;
  const routes: [string, RegExp, Route][] = [
    ['POST', /^\/v1\/customers$/, (_, params) => createCustomer(params)],
    ['DELETE', /^\/v1\/customers\/([^/]+)$/, (m) => deleteCustomer(m[1]!)],
    ['POST', /^\/v1\/checkout\/sessions$/, (_, params) => createCheckoutSession(params)],
    [
      'GET',
      /^\/v1\/checkout\/sessions\/([^/]+)$/,
      (m, params) => checkoutSession(m[1]!, params.expand ?? []),
    ],
    ['POST', /^\/v1\/billing_portal\/sessions$/, (_, params) => createPortalSession(params)],
    ['GET', /^\/v1\/subscriptions$/, (_, params) => listSubscriptions(params)],
    ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (m) => cancelSubscription(m[1]!)],
  ];

  async function answer(request: http.IncomingMessage, body: string) {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      throw new StripeApiError(401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided.',
      });
    }
    const url = new URL(request.url ?? '/', 'http://stripe.local');
    const method = request.method ?? 'GET';
    const route = routes.find(([m, pattern]) => m === method && pattern.test(url.pathname));
    if (!route) {
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${url.pathname}).`,
      });
    }
    const params = decodeStripeForm(
      method === 'GET' ? url.searchParams : new URLSearchParams(body),
    );
    const key = method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const fingerprint = `${method} ${url.pathname} ${body}`;
    if (typeof key === 'string') {
      const earlier = data.idempotency[key];
      if (earlier && earlier.fingerprint !== fingerprint) {
        throw new StripeApiError(400, {
          type: 'idempotency_error',
          message:
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        });
      }
      if (earlier) return { status: earlier.status, body: earlier.body, replayed: true };
    }
    const result = route[2](route[1].exec(url.pathname)!, params);
    if (typeof key === 'string') data.idempotency[key] = { fingerprint, status: 200, body: result };
    await save();
    return { status: 200, body: result, replayed: false };
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      answer(request, Buffer.concat(chunks).toString('utf8'))
        .then(({ status, body, replayed }) => {
          response.writeHead(status, {
            'content-type': 'application/json',
            'request-id': newId('req'),
            ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
          });
          response.end(JSON.stringify(body));
        })
        .catch((error: unknown) => {
          const known = error instanceof StripeApiError;
          if (!known) console.error(`[stripe] stand-in failed: ${(error as Error).name}`);
          response.writeHead(known ? error.status : 500, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              error: known ? error.error : { type: 'api_error', message: 'Stand-in failure' },
            }),
          );
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  // --- what a person does on Stripe's pages ---------------------------------------------------

  /** Paying: what Checkout creates, then the events Stripe sends about it, in Stripe's order. */
  async function pay(sessionId: string): Promise<string> {
    const record = data.checkouts[sessionId];
    if (!record) throw missing('checkout.session', sessionId);
    const session = checkoutSession(sessionId, []);
    const successUrl = session.success_url.replace('{CHECKOUT_SESSION_ID}', sessionId);
    if (session.status !== 'open') return successUrl;
    const now = nowSeconds();
    const price = priceById.get(record.priceId)!;
    if (record.plan === 'monthly') {
      const id = newId('sub');
      const subscription: StripeObject = {
        id,
        object: 'subscription',
        billing_cycle_anchor: now,
        cancel_at: null,
        cancel_at_period_end: false,
        canceled_at: null,
        collection_method: 'charge_automatically',
        created: now,
        currency: price.currency,
        customer: session.customer,
        ended_at: null,
        items: list(
          [subscriptionItem(id, record.priceId, now, addMonths(now, 1))],
          '/v1/subscription_items',
        ),
        latest_invoice: null,
        livemode: false,
        metadata: record.objectMetadata,
        start_date: now,
        status: 'active',
      };
      data.subscriptions[id] = subscription;
      const invoice = invoiceFor(subscription, true);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        subscription: id,
        invoice: invoice.id,
      });
      await save();
      await send('customer.subscription.created', subscription);
      await send('invoice.paid', invoice);
    } else {
      const paymentIntent = {
        id: newId('pi'),
        object: 'payment_intent',
        amount: price.amount,
        amount_received: price.amount,
        created: now,
        currency: price.currency,
        customer: session.customer,
        latest_charge: newId('ch'),
        livemode: false,
        metadata: record.objectMetadata,
        status: 'succeeded',
      };
      const charge = {
        id: paymentIntent.latest_charge,
        object: 'charge',
        amount: price.amount,
        amount_captured: price.amount,
        amount_refunded: 0,
        captured: true,
        created: now,
        currency: price.currency,
        customer: session.customer,
        livemode: false,
        metadata: {},
        paid: true,
        payment_intent: paymentIntent.id,
        refunded: false,
        status: 'succeeded',
      };
      data.paymentIntents[paymentIntent.id] = paymentIntent;
      data.charges[charge.id] = charge;
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: paymentIntent.id,
      });
      await save();
      await send('payment_intent.succeeded', paymentIntent);
      await send('charge.succeeded', charge);
    }
    await send('checkout.session.completed', session);
    return successUrl;
  }

  const latestSubscriptionOf = (customerId: string) =>
    Object.values(data.subscriptions)
      .filter((s) => s.customer === customerId)
      .sort((a, b) => b.created - a.created)[0];

  /** What the customer portal's buttons do to the customer's latest subscription. */
  async function manage(portalSessionId: string, action: PortalAction): Promise<void> {
    const portal = data.portalSessions[portalSessionId];
    if (!portal) throw missing('billing_portal.session', portalSessionId);
    const subscription = latestSubscriptionOf(portal.customer);
    if (!subscription || ENDED.has(subscription.status)) return;
    const item = subscription.items.data[0];
    const now = nowSeconds();
    if (action === 'end-now') {
      endSubscription(subscription);
    } else if (action === 'cancel' || action === 'resume') {
      const cancel = action === 'cancel';
      const previous = { cancel_at_period_end: subscription.cancel_at_period_end };
      Object.assign(subscription, {
        cancel_at_period_end: cancel,
        cancel_at: cancel ? item.current_period_end : null,
        canceled_at: cancel ? now : null,
      });
      void send('customer.subscription.updated', subscription, previous);
    } else {
      // The renewal comes now and its payment fails: a new period has begun, unpaid.
      const previous = { status: subscription.status };
      Object.assign(item, { current_period_start: now, current_period_end: addMonths(now, 1) });
      subscription.status = 'past_due';
      const invoice = invoiceFor(subscription, false);
      void send('invoice.payment_failed', invoice);
      void send('customer.subscription.updated', subscription, previous);
    }
    await save();
    await delivering;
  }

  function snapshot(email: string) {
    const wanted = email.trim().toLowerCase();
    const customers = Object.values(data.customers).filter(
      (c) => !c.deleted && String(c.email ?? '').toLowerCase() === wanted,
    );
    const ids = new Set(customers.map((c) => c.id));
    return {
      customers,
      subscriptions: Object.values(data.subscriptions).filter((s) => ids.has(s.customer)),
      payments: Object.values(data.paymentIntents).filter((p) => ids.has(p.customer)),
      events: data.deliveries.filter((d) => d.customer !== null && ids.has(d.customer)),
    };
  }

  return {
    apiUrl: `http://127.0.0.1:${port}`,
    secretKey,
    checkout(sessionId) {
      const record = data.checkouts[sessionId];
      if (!record) return undefined;
      checkoutSession(sessionId, []);
      const owner = data.customers[record.session.customer];
      return { record, ...(owner && !owner.deleted ? { customer: owner } : {}) };
    },
    pay,
    portal(sessionId) {
      const session = data.portalSessions[sessionId];
      if (!session) return undefined;
      const owner = data.customers[session.customer];
      return {
        session,
        ...(owner && !owner.deleted ? { customer: owner } : {}),
        subscriptions: Object.values(data.subscriptions)
          .filter((s) => s.customer === session.customer)
          .sort((a, b) => b.created - a.created),
        payments: Object.values(data.paymentIntents)
          .filter((p) => p.customer === session.customer)
          .sort((a, b) => b.created - a.created),
      };
    },
    manage,
    price: (priceId) => priceById.get(priceId),
    snapshot,
    async stop() {
      await delivering;
      await saving;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
