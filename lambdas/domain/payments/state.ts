import * as z from 'zod/mini';
import { YEAR_PASS_MONTHS } from './prices';

/**
 * The mirror of a user's payments: what Stripe told us, kept in the user's own partition. The
 * webhook (and `/api/payments/verify`, through the same rules) is its only writer; access reads
 * it. Times are epoch seconds, as Stripe gives them.
 */

/** Statuses that give paid access while the period lasts (SPEC §4). */
export const PAID_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);
/** A subscription in one of these is over for good: Stripe never brings it back. */
const ENDED_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

const subscriptionSchema = z.object({
  status: z.string(),
  currentPeriodEnd: z.number(),
  cancelAtPeriodEnd: z.boolean(),
  /** The newest Stripe time (an event's `created`, or when it was fetched) this record reflects. */
  asOf: z.number(),
});

const yearPassSchema = z.object({
  /** The Checkout Session that sold it: a session is fulfilled once, whoever sees it first. */
  sessionId: z.string(),
  /** The PaymentIntent that paid it, so a refund can find it. */
  paymentId: z.optional(z.string()),
  boughtAt: z.number(),
});

export const paymentStateSchema = z.object({
  /** The user's one Stripe customer, created at their first checkout. */
  customerId: z.optional(z.string()),
  subscriptions: z._default(z.record(z.string(), subscriptionSchema), {}),
  passes: z._default(z.array(yearPassSchema), []),
  /** PaymentIntents refunded in full; kept even when no pass is known yet (events come in any order). */
  refunded: z._default(z.array(z.string()), []),
});

export type MirroredSubscription = z.infer<typeof subscriptionSchema>;
export type YearPass = z.infer<typeof yearPassSchema>;
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const emptyPaymentState = (): PaymentState => ({
  subscriptions: {},
  passes: [],
  refunded: [],
});

/** A stored mirror as the rules read it; an unreadable one counts as no payments (and is logged by the caller). */
export function readPaymentState(item: unknown): PaymentState | undefined {
  const parsed = paymentStateSchema.safeParse(item ?? {});
  return parsed.success ? parsed.data : undefined;
}

/** What one Stripe event or one fetched Checkout Session says, reduced to what access needs. */
export type PaymentFact =
  | {
      kind: 'subscription';
      at: number;
      subscriptionId: string;
      status: string;
      currentPeriodEnd: number;
      cancelAtPeriodEnd: boolean;
    }
  | {
      kind: 'invoice';
      at: number;
      subscriptionId: string;
      paid: boolean;
      /** The end of the period the invoice bills, when it says. */
      periodEnd?: number;
    }
  | { kind: 'pass'; sessionId: string; paymentId?: string; boughtAt: number }
  | { kind: 'refund'; paymentId: string };

/**
 * Same-second events (Stripe stamps whole seconds) are ordered by how far a subscription has
 * come: `incomplete` is where checkout starts, so a late `created` event does not undo the
 * `active` its `updated` twin already brought.
 */
const progress = (status: string) =>
  ENDED_STATUSES.has(status) ? 2 : status === 'incomplete' ? 0 : 1;

/** Whether what arrives at `at` with `status` may replace what the mirror holds. */
function supersedes(held: MirroredSubscription | undefined, at: number, status: string): boolean {
  if (!held) return true;
  if (ENDED_STATUSES.has(held.status) && !ENDED_STATUSES.has(status)) return false;
  if (at !== held.asOf) return at > held.asOf;
  return progress(status) >= progress(held.status);
}

function withSubscription(
  state: PaymentState,
  id: string,
  subscription: MirroredSubscription,
): PaymentState {
  return { ...state, subscriptions: { ...state.subscriptions, [id]: subscription } };
}

function applySubscription(
  state: PaymentState,
  fact: Extract<PaymentFact, { kind: 'subscription' }>,
): PaymentState {
  const held = state.subscriptions[fact.subscriptionId];
  if (!supersedes(held, fact.at, fact.status)) return state;
  return withSubscription(state, fact.subscriptionId, {
    status: fact.status,
    currentPeriodEnd: fact.currentPeriodEnd,
    cancelAtPeriodEnd: fact.cancelAtPeriodEnd,
    asOf: fact.at,
  });
}

/**
 * A paid invoice makes the subscription active through the period it bills; a failed renewal
 * makes a running one `past_due` (its new period has already begun, so access continues until
 * it ends or Stripe gives up). A first invoice that fails leaves checkout `incomplete`.
 */
function applyInvoice(
  state: PaymentState,
  fact: Extract<PaymentFact, { kind: 'invoice' }>,
): PaymentState {
  const held = state.subscriptions[fact.subscriptionId];
  if (!held) {
    if (!fact.paid || fact.periodEnd === undefined) return state;
    return withSubscription(state, fact.subscriptionId, {
      status: 'active',
      currentPeriodEnd: fact.periodEnd,
      cancelAtPeriodEnd: false,
      asOf: fact.at,
    });
  }
  if (fact.paid) {
    if (!supersedes(held, fact.at, 'active')) return state;
    return withSubscription(state, fact.subscriptionId, {
      ...held,
      status: 'active',
      currentPeriodEnd: Math.max(held.currentPeriodEnd, fact.periodEnd ?? 0),
      asOf: fact.at,
    });
  }
  if (!PAID_STATUSES.has(held.status) || !supersedes(held, fact.at, 'past_due')) return state;
  return withSubscription(state, fact.subscriptionId, {
    ...held,
    status: 'past_due',
    asOf: fact.at,
  });
}

function applyOne(state: PaymentState, fact: PaymentFact): PaymentState {
  switch (fact.kind) {
    case 'subscription':
      return applySubscription(state, fact);
    case 'invoice':
      return applyInvoice(state, fact);
    case 'pass':
      if (state.passes.some((pass) => pass.sessionId === fact.sessionId)) return state;
      return {
        ...state,
        passes: [
          ...state.passes,
          {
            sessionId: fact.sessionId,
            boughtAt: fact.boughtAt,
            ...(fact.paymentId ? { paymentId: fact.paymentId } : {}),
          },
        ],
      };
    case 'refund':
      if (state.refunded.includes(fact.paymentId)) return state;
      return { ...state, refunded: [...state.refunded, fact.paymentId] };
  }
}

/**
 * The fulfilment rule, shared by the webhook and `/api/payments/verify`: the mirror after the
 * facts, and whether anything changed. Applying the same facts again changes nothing; an event
 * older than what the mirror holds changes nothing.
 */
export function applyPaymentFacts(
  state: PaymentState,
  facts: readonly PaymentFact[],
): { state: PaymentState; changed: boolean } {
  const next = facts.reduce(applyOne, state);
  return { state: next, changed: next !== state };
}

const DAY_SECONDS = 86_400;

/**
 * `months` calendar months after an instant, in UTC; a day the target month lacks becomes its
 * last day (31 January + 1 month is 28 or 29 February; 29 February + 12 months is 28 February).
 */
export function addMonths(seconds: number, months: number): number {
  const start = new Date(seconds * 1000);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(start.getUTCDate(), lastDay);
  const timeOfDay = seconds - Math.floor(seconds / DAY_SECONDS) * DAY_SECONDS;
  return Date.UTC(year, month, day) / 1000 + timeOfDay;
}

/**
 * When the user's year passes run out: each pass not refunded adds twelve months from the later
 * of its purchase and the end so far, in order of purchase. `undefined` when there is none.
 */
export function yearPassEnd(state: PaymentState): number | undefined {
  const refunded = new Set(state.refunded);
  return [...state.passes]
    .filter((pass) => !pass.paymentId || !refunded.has(pass.paymentId))
    .sort((a, b) => a.boughtAt - b.boughtAt || a.sessionId.localeCompare(b.sessionId))
    .reduce<number | undefined>(
      (end, pass) => addMonths(Math.max(pass.boughtAt, end ?? 0), YEAR_PASS_MONTHS),
      undefined,
    );
}

export interface PaymentSummary {
  plan: 'monthly' | 'year' | 'none';
  /** Stripe's status of the subscription shown; `active` for a pass; `none` or `expired` otherwise. */
  status: string;
  paid: boolean;
  currentPeriodEnd?: number;
  /** Subscriptions only: it ends at `currentPeriodEnd` instead of renewing. */
  cancelAtPeriodEnd?: boolean;
}

const endsAfter = (subscription: MirroredSubscription, now: number) =>
  PAID_STATUSES.has(subscription.status) && subscription.currentPeriodEnd > now;

/**
 * What the mirror means at `now`: paid while a subscription is active, trialing or past_due
 * before its period end, or while a year pass has not ended (SPEC §4). A subscription is shown
 * before a pass, since it is what "Manage subscription" manages.
 */
export function paymentSummary(state: PaymentState, now: Date): PaymentSummary {
  const seconds = now.getTime() / 1000;
  const subscriptions = Object.values(state.subscriptions);
  const running = subscriptions
    .filter((subscription) => endsAfter(subscription, seconds))
    .sort((a, b) => b.currentPeriodEnd - a.currentPeriodEnd)[0];
  if (running) {
    return {
      plan: 'monthly',
      status: running.status,
      paid: true,
      currentPeriodEnd: running.currentPeriodEnd,
      cancelAtPeriodEnd: running.cancelAtPeriodEnd,
    };
  }
  const passEnd = yearPassEnd(state);
  if (passEnd !== undefined && passEnd > seconds) {
    return { plan: 'year', status: 'active', paid: true, currentPeriodEnd: passEnd };
  }
  const latest = subscriptions.sort((a, b) => b.asOf - a.asOf)[0];
  // A period that ran out with no word from Stripe since reads as expired, not as `active`.
  const ended = latest && !PAID_STATUSES.has(latest.status) ? latest.status : 'expired';
  return {
    plan: 'none',
    status: latest || passEnd !== undefined ? ended : 'none',
    paid: false,
  };
}

/** A subscription that still renews or runs: buying a second monthly one would charge twice. */
export function hasRunningSubscription(state: PaymentState, now: Date): boolean {
  return Object.values(state.subscriptions).some((s) => endsAfter(s, now.getTime() / 1000));
}
