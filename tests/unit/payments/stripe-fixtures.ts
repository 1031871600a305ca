/**
 * Stripe objects as the API (version of the installed SDK) sends them, trimmed to realistic
 * fields. Written by hand from the SDK's types, not from the local stand-in, so a shape the
 * stand-in got wrong would not hide here too.
 */
let counter = 0;
const nextId = (prefix: string) => `${prefix}_${(++counter).toString().padStart(6, '0')}`;

export const T = 1_781_524_800; // 2026-06-15T12:00:00Z
export const MONTH_LATER = 1_784_116_800; // 2026-07-15T12:00:00Z

export function subscriptionObject(extra: Record<string, unknown> = {}) {
  return {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    created: T,
    currency: 'eur',
    livemode: false,
    metadata: { userId: 'user-1', plan: 'monthly' },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          object: 'subscription_item',
          current_period_start: T,
          current_period_end: MONTH_LATER,
          price: { id: 'price_monthly', object: 'price', unit_amount: 299, currency: 'eur' },
          quantity: 1,
        },
      ],
      has_more: false,
      url: '/v1/subscription_items?subscription=sub_1',
    },
    ...extra,
  };
}

export function invoiceObject(extra: Record<string, unknown> = {}) {
  return {
    id: nextId('in'),
    object: 'invoice',
    customer: 'cus_1',
    status: 'paid',
    amount_paid: 299,
    currency: 'eur',
    created: T,
    period_start: T,
    period_end: T,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: { userId: 'user-1' }, subscription: 'sub_1' },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: 'il_1',
          object: 'line_item',
          amount: 299,
          period: { start: T, end: MONTH_LATER },
          subscription: 'sub_1',
        },
      ],
      has_more: false,
    },
    ...extra,
  };
}

export function chargeObject(extra: Record<string, unknown> = {}) {
  return {
    id: nextId('ch'),
    object: 'charge',
    amount: 2499,
    amount_refunded: 2499,
    currency: 'eur',
    customer: 'cus_1',
    payment_intent: 'pi_year',
    paid: true,
    refunded: true,
    status: 'succeeded',
    created: T,
    metadata: {},
    ...extra,
  };
}

export function checkoutSessionObject(extra: Record<string, unknown> = {}) {
  return {
    id: 'cs_test_year',
    object: 'checkout.session',
    created: T,
    expires_at: T + 86_400,
    customer: 'cus_1',
    client_reference_id: 'user-1',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    payment_intent: 'pi_year',
    subscription: null,
    amount_total: 2499,
    currency: 'eur',
    metadata: { userId: 'user-1', plan: 'year' },
    success_url: 'https://journal.example/payments/success?sid={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://journal.example/payment?canceled=1',
    url: null,
    ...extra,
  };
}

export function stripeEvent(type: string, object: object, extra: Record<string, unknown> = {}) {
  return {
    id: nextId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: T,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
    ...extra,
  };
}
