import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  applyPaymentFacts,
  emptyPaymentState,
  readPaymentState,
  type PaymentFact,
  type PaymentState,
} from '../domain/payments/state';
import { db, tables, type TransactItem } from './dynamo';
import { logger } from './logger';
import { writeForUser, type WriteAuthority } from './user-guard';

/**
 * Where the payment mirror lives (see tables.ts):
 *   journal  {userId, sk: 'subscription'}   the user's PaymentState, its `customerId`, a `version`
 *   system   stripe-customer#<customerId>   {userId}: whose events a customer's are
 *   system   stripe-event#<eventId>         a webhook event already applied (TTL `expiresAt`)
 */
const MIRROR_SK = 'subscription';
export const mirrorKey = (userId: string) => ({ userId, sk: MIRROR_SK });
export const customerKey = (customerId: string) => ({ pk: `stripe-customer#${customerId}` });
const eventKey = (eventId: string) => ({ pk: `stripe-event#${eventId}` });

/** Stripe retries a webhook for three days; an event id is remembered for longer. */
const EVENT_MEMORY_SECONDS = 30 * 24 * 3600;
/** Writers racing on one mirror read it again; more than this many rounds is not a race. */
const MAX_ROUNDS = 5;

interface MirrorRecord {
  state: PaymentState;
  /** Bumped by every write of the state: a write that read an older one fails and reads again. */
  version: number;
}

async function readMirror(userId: string, consistent: boolean): Promise<MirrorRecord> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tables.journal,
      Key: mirrorKey(userId),
      ConsistentRead: consistent,
    }),
  );
  const state = readPaymentState(Item);
  if (!state) logger.error('payment mirror unreadable', { userId });
  return { state: state ?? emptyPaymentState(), version: Number(Item?.version ?? 0) };
}

/** The user's payment mirror; `undefined` for a user who never started a checkout. */
export async function readPayments(
  userId: string,
  options: { consistent?: boolean } = {},
): Promise<PaymentState | undefined> {
  const { state, version } = await readMirror(userId, options.consistent ?? false);
  return version === 0 && state.customerId === undefined ? undefined : state;
}

/** Whose Stripe customer this is; `undefined` for one this API did not create (or has erased). */
export async function userOfCustomer(customerId: string): Promise<string | undefined> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tables.system,
      Key: customerKey(customerId),
      ConsistentRead: true,
    }),
  );
  return typeof Item?.userId === 'string' ? Item.userId : undefined;
}

export interface Fulfilment {
  outcome: 'applied' | 'unchanged' | 'duplicate';
  /** The mirror after it (as read, for a duplicate event). */
  state: PaymentState;
}

function stateUpdate(userId: string, state: PaymentState, version: number): TransactItem {
  return {
    Update: {
      TableName: tables.journal,
      Key: mirrorKey(userId),
      UpdateExpression:
        'SET subscriptions = :subscriptions, passes = :passes, refunded = :refunded, version = :next',
      ConditionExpression: version === 0 ? 'attribute_not_exists(version)' : 'version = :version',
      ExpressionAttributeValues: {
        ':subscriptions': state.subscriptions,
        ':passes': state.passes,
        ':refunded': state.refunded,
        ':next': version + 1,
        ...(version === 0 ? {} : { ':version': version }),
      },
    },
  };
}

const eventRecord = (eventId: string, now: Date): TransactItem => {
  const seconds = Math.floor(now.getTime() / 1000);
  return {
    Put: {
      TableName: tables.system,
      Item: { ...eventKey(eventId), seenAt: seconds, expiresAt: seconds + EVENT_MEMORY_SECONDS },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
};

/**
 * Applies facts to the user's mirror with the domain's fulfilment rule, in one guarded
 * transaction with the webhook event's id (when there is one): a replayed event, or facts
 * already applied, change nothing. A write that raced another reads the mirror again.
 */
export async function fulfil(
  authority: WriteAuthority,
  facts: readonly PaymentFact[],
  options: { eventId?: string; now: Date },
): Promise<Fulfilment> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const held = await readMirror(authority.userId, true);
    const { state, changed } = applyPaymentFacts(held.state, facts);
    const items: TransactItem[] = [];
    if (options.eventId) items.push(eventRecord(options.eventId, options.now));
    if (changed) items.push(stateUpdate(authority.userId, state, held.version));
    if (items.length === 0) return { outcome: 'unchanged', state };
    const failed = await writeForUser(authority, items);
    if (failed.length === 0) return { outcome: changed ? 'applied' : 'unchanged', state };
    if (options.eventId && failed.includes(0)) return { outcome: 'duplicate', state: held.state };
  }
  throw new Error('payment mirror kept changing during fulfilment');
}
