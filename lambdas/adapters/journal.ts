import {
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { AccountRecord } from '../domain/account';
import type { EmotionEntry } from '../domain/journal';
import { normalizeProfile, type UserProfile } from '../domain/profile';
import { db, tables } from './dynamo';

const entrySk = (entry: Pick<EmotionEntry, 'date' | 'time' | 'id'>) =>
  `entry#${entry.date}#${entry.time ?? ''}#${entry.id}`;

function withoutKeys(item: Record<string, unknown>): Record<string, unknown> {
  const { userId: _owner, sk: _key, ...rest } = item;
  return rest;
}

const toEntry = (item: Record<string, unknown>) => withoutKeys(item) as unknown as EmotionEntry;

async function queryAll(input: QueryCommandInput): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...input, ExclusiveStartKey }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/**
 * The dates with entries live as one string set per user. `ADD` to a set is atomic and
 * idempotent, so concurrent saves and retries count each date once, with no transaction
 * (dynalite has none), and a save costs one update whatever the history's length.
 */
async function markDate(userId: string, date: string): Promise<number> {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tables.journal,
      Key: { userId, sk: 'days' },
      UpdateExpression: 'ADD dates :date',
      ExpressionAttributeValues: { ':date': new Set([date]) },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return (Attributes?.dates as Set<string> | undefined)?.size ?? 0;
}

/**
 * Saves an entry once. With a client `requestId`, the first save claims the key with the entry
 * in it; a retry finds the claim and repeats the (idempotent) writes of that same entry, so an
 * interrupted save completes and a repeated one adds nothing.
 */
export async function saveEntry(
  userId: string,
  entry: EmotionEntry,
  requestId?: string,
): Promise<{ entry: EmotionEntry; daysWithEntries: number; created: boolean }> {
  let saved = entry;
  let created = true;
  if (requestId) {
    try {
      await db.send(
        new PutCommand({
          TableName: tables.journal,
          Item: { userId, sk: `request#${requestId}`, entry },
          ConditionExpression: 'attribute_not_exists(sk)',
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      const { Item } = await db.send(
        new GetCommand({
          TableName: tables.journal,
          Key: { userId, sk: `request#${requestId}` },
          ConsistentRead: true,
        }),
      );
      saved = Item!.entry as EmotionEntry;
      created = false;
    }
  }
  await db.send(
    new PutCommand({ TableName: tables.journal, Item: { userId, sk: entrySk(saved), ...saved } }),
  );
  const daysWithEntries = await markDate(userId, saved.date);
  return { entry: saved, daysWithEntries, created };
}

/** Entries from `from` to `to` inclusive, in key order (date, then time). One key query. */
export async function listEntries(
  userId: string,
  from: string,
  to: string,
): Promise<EmotionEntry[]> {
  const items = await queryAll({
    TableName: tables.journal,
    KeyConditionExpression: 'userId = :userId AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':userId': userId,
      ':from': `entry#${from}#`,
      ':to': `entry#${to}#\uffff`,
    },
  });
  return items.map(toEntry);
}

/** Every date the user has entries on, sorted. One item read by key. */
export async function listDates(userId: string): Promise<string[]> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tables.journal, Key: { userId, sk: 'days' } }),
  );
  return [...((Item?.dates as Set<string> | undefined) ?? [])].sort();
}

/** How many distinct dates have entries. */
export async function countDays(userId: string): Promise<number> {
  return (await listDates(userId)).length;
}

const ownedBy = (userId: string) => ({
  TableName: tables.journal,
  KeyConditionExpression: 'userId = :userId',
  ExpressionAttributeValues: { ':userId': userId },
});

/** Everything the user has in the journal table, read in one key query (the export). */
export async function readUserData(userId: string): Promise<{
  account?: AccountRecord;
  profile?: UserProfile;
  entries: EmotionEntry[];
  daysWithEntries: number;
}> {
  const items = await queryAll(ownedBy(userId));
  const bySk = (sk: string) => items.find((item) => item.sk === sk);
  const account = bySk('account');
  const profile = bySk('profile');
  return {
    account: account ? (withoutKeys(account) as unknown as AccountRecord) : undefined,
    profile: profile ? normalizeProfile(withoutKeys(profile)) : undefined,
    entries: items.filter((item) => String(item.sk).startsWith('entry#')).map(toEntry),
    daysWithEntries: ((bySk('days')?.dates as Set<string> | undefined) ?? new Set()).size,
  };
}

/** The keys of every item the user owns (erasure reads no journal text to delete it). */
export async function listAllKeys(userId: string): Promise<string[]> {
  const items = await queryAll({ ...ownedBy(userId), ProjectionExpression: 'sk' });
  return items.map((item) => String(item.sk));
}
