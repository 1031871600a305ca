import * as z from 'zod/mini';
import type { AccountRecord } from './account';
import { contract } from './contract';
import { AppError, forbidden } from './errors';
import { PAID_STATUSES, paymentSummary, type PaymentState } from './payments/state';
import type { UserProfile } from './profile';

/** Free access for Ukraine starts at this many days with entries (SPEC §4, §6). */
export const FREE_UA_MIN_DAYS = 5;
/** A week analysis needs this many distinct days among the last seven days with entries. */
export const WEEK_MIN_DAYS = 5;
/** A month analysis needs this many days with entries in the last 30 days. */
export const MONTH_MIN_DAYS = 25;

export type AccessLevel = 'admin' | 'paid' | 'free-ua' | 'none';

export interface Access {
  level: AccessLevel;
  canAnalyze: boolean;
  canAnalyzeWeek: boolean;
  canChat: boolean;
  isAdmin: boolean;
}

export interface AccessInput {
  email?: string;
  account?: AccountRecord;
  profile?: UserProfile;
  /** The mirror of the user's Stripe payments (lambdas/domain/payments/state.ts). */
  payments?: PaymentState;
  daysWithEntries: number;
  adminEmails: readonly string[];
  now: Date;
}

/** Older account records also carry where the user lives (SPEC §3: "country or location"). */
type AccountWithPlace = AccountRecord & { country?: unknown; location?: unknown };

/** Lowercase letters and digits only, so "U.S.A.", " Ukraine " and "ＵＡ" compare plainly. */
const squash = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

const countryNames: Record<'UA' | 'US' | 'JP' | 'ES', readonly string[]> = {
  UA: ['ua', 'ukr', 'ukraine', 'ukraina', 'україна', 'украина', 'ウクライナ', 'ucrania'],
  US: [
    'us',
    'usa',
    'unitedstates',
    'unitedstatesofamerica',
    'сша',
    'アメリカ',
    '米国',
    'estadosunidos',
    'eeuu',
  ],
  JP: ['jp', 'japan', 'японія', 'япония', '日本', 'japón', 'japon'],
  ES: ['es', 'spain', 'іспанія', 'испания', 'スペイン', 'españa', 'espana'],
};

export type CountryCode = keyof typeof countryNames;

/** The country a free-text field names, in any of the product's languages; `undefined` otherwise. */
export function countryCode(text: unknown): CountryCode | undefined {
  if (typeof text !== 'string') return undefined;
  const key = squash(text);
  if (!key) return undefined;
  return (Object.keys(countryNames) as CountryCode[]).find((code) =>
    countryNames[code].includes(key),
  );
}

/**
 * An instant stored as epoch seconds, epoch milliseconds or ISO text, in ms. Numbers below 1e12
 * are seconds: in ms that would be before 2001, which no subscription end can be.
 */
export function instantMs(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return value < 1e12 ? value * 1000 : value;
  }
  if (typeof value === 'string' && value.trim()) {
    if (/^\d+(\.\d+)?$/.test(value.trim())) return instantMs(Number(value));
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? undefined : ms;
  }
  return undefined;
}

const isFuture = (value: unknown, now: Date) => (instantMs(value) ?? -Infinity) > now.getTime();
const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

function isAdmin({ email, account, adminEmails }: AccessInput): boolean {
  const emails = [email, account?.email].map(lower).filter(Boolean);
  const admins = adminEmails.map(lower);
  return (
    emails.some((e) => admins.includes(e)) ||
    account?.isAdmin === true ||
    lower(account?.role) === 'admin' ||
    lower(account?.plan) === 'admin' ||
    lower(account?.status) === 'admin'
  );
}

/** Paid by fields older records carry on the account (written before the Stripe mirror). */
function isPaidByAccount({ account, now }: AccessInput): boolean {
  if (!account) return false;
  const subscription = account.subscription;
  return (
    (isFuture(subscription?.currentPeriodEnd, now) &&
      PAID_STATUSES.has(lower(subscription?.status))) ||
    account.proActive === true ||
    isFuture(account.proUntil, now)
  );
}

const mirrored = ({ payments, now }: AccessInput) =>
  payments ? paymentSummary(payments, now) : undefined;

const isPaid = (input: AccessInput): boolean =>
  mirrored(input)?.paid === true || isPaidByAccount(input);

function isFreeUa({ account, profile }: AccessInput): boolean {
  const place = account as AccountWithPlace | undefined;
  return (
    lower(account?.plan) === 'free-ua' ||
    lower(account?.status) === 'free-ua' ||
    [profile?.country, place?.country, place?.location].some((c) => countryCode(c) === 'UA')
  );
}

/** The caller's access level and what it allows (SPEC §4, §6). Pure: the caller passes `now`. */
export function accessOf(input: AccessInput): Access {
  const admin = isAdmin(input);
  const level: AccessLevel = admin
    ? 'admin'
    : isPaid(input)
      ? 'paid'
      : isFreeUa(input)
        ? 'free-ua'
        : 'none';
  const canAnalyze =
    level === 'admin' ||
    level === 'paid' ||
    (level === 'free-ua' && input.daysWithEntries >= FREE_UA_MIN_DAYS);
  return {
    level,
    canAnalyze,
    // The week button shows only when a week analysis could succeed.
    canAnalyzeWeek: canAnalyze && input.daysWithEntries >= WEEK_MIN_DAYS,
    canChat: canAnalyze,
    isAdmin: admin,
  };
}

export const notEnoughDays = (required: number, have: number) =>
  new AppError('forbidden', 'not_enough_days', 'Not enough days with entries', { required, have });

/**
 * Refuses an AI request the level does not allow: `access_denied` for no access at all,
 * `not_enough_days` (with how many are needed) when more days would open it.
 */
export function assertAiAllowed(access: Access, daysWithEntries: number): void {
  if (access.canAnalyze) return;
  if (access.level === 'free-ua') throw notEnoughDays(FREE_UA_MIN_DAYS, daysWithEntries);
  throw forbidden('access_denied', 'AI analysis and chat need a subscription');
}

export const subscriptionPlans = ['monthly', 'year', 'free-ua', 'admin', 'none'] as const;
export type SubscriptionPlan = (typeof subscriptionPlans)[number];

export interface SubscriptionStatus {
  plan: SubscriptionPlan;
  status: string;
  active: boolean;
  /** ISO 8601: when the subscription's period or the year pass ends. */
  currentPeriodEnd?: string;
  /** Subscriptions only: true when it ends at `currentPeriodEnd` instead of renewing. */
  cancelAtPeriodEnd?: boolean;
}

const isoOf = (value: unknown) => {
  const ms = instantMs(value);
  return ms === undefined ? undefined : new Date(ms).toISOString();
};

/** The status an older account record gives: its stored plan when it names one, else derived. */
function statusFromAccount(input: AccessInput): SubscriptionStatus {
  const account = input.account;
  const renewing = isFuture(account?.subscription?.currentPeriodEnd, input.now);
  const stored = subscriptionPlans.find((plan) => plan === lower(account?.plan));
  const end = isoOf(renewing ? account?.subscription?.currentPeriodEnd : account?.proUntil);
  return {
    plan: stored ?? (renewing ? 'monthly' : 'year'),
    status: lower(account?.subscription?.status) || lower(account?.status) || 'active',
    active: true,
    ...(end ? { currentPeriodEnd: end } : {}),
  };
}

/**
 * `GET /api/subscription-status`: a running subscription or year pass from the Stripe mirror
 * first (with its period end, and whether it renews), then what older account records say, then
 * the level the access rules give. With nothing paid, the status says what became of the last
 * subscription (`canceled`, `expired`), or `none`.
 */
export function subscriptionStatusOf(input: AccessInput): SubscriptionStatus {
  const summary = mirrored(input);
  if (summary?.paid) {
    return {
      plan: summary.plan,
      status: summary.status,
      active: true,
      ...(summary.currentPeriodEnd === undefined
        ? {}
        : { currentPeriodEnd: new Date(summary.currentPeriodEnd * 1000).toISOString() }),
      ...(summary.cancelAtPeriodEnd === undefined
        ? {}
        : { cancelAtPeriodEnd: summary.cancelAtPeriodEnd }),
    };
  }
  const { level } = accessOf(input);
  if (level === 'admin') return { plan: 'admin', status: 'active', active: true };
  if (level === 'paid') return statusFromAccount(input);
  const ended = summary && summary.status !== 'none' ? summary.status : undefined;
  return {
    plan: level,
    status: ended ?? (lower(input.account?.status) || 'none'),
    active: false,
  };
}

export const accessLevels = ['admin', 'paid', 'free-ua', 'none'] as const satisfies AccessLevel[];

/** What the web is told about the caller's access (`/api/me`, `/api/payments/verify`). */
export const accessSchema = z.strictObject({
  level: z.enum(accessLevels),
  canAnalyze: z.boolean(),
  canAnalyzeWeek: z.boolean(),
  canChat: z.boolean(),
});

export const publicAccess = ({ level, canAnalyze, canAnalyzeWeek, canChat }: Access) => ({
  level,
  canAnalyze,
  canAnalyzeWeek,
  canChat,
});

export const accessContracts = {
  /** `GET /api/me`: who the token's user is and what their access level allows. */
  me: contract({
    response: z.strictObject({
      userId: z.string(),
      email: z.optional(z.string()),
      daysWithEntries: z.number().check(z.int(), z.minimum(0)),
      /** False for a Google or Facebook user until they accept the terms in the app. */
      termsAccepted: z.boolean(),
      access: accessSchema,
    }),
  }),
  chatPermission: contract({
    response: z.strictObject({ canChat: z.boolean(), isAdmin: z.boolean() }),
  }),
  subscriptionStatus: contract({
    response: z.strictObject({
      plan: z.enum(subscriptionPlans),
      status: z.string(),
      active: z.boolean(),
      currentPeriodEnd: z.optional(z.iso.datetime()),
      cancelAtPeriodEnd: z.optional(z.boolean()),
    }),
  }),
};
