import {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  type BatchWriteCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import type { AccountRecord } from '../domain/account';
import { monthOf } from '../domain/dates';
import type { EmotionEntry } from '../domain/journal';
import { normalizeProfile, type UserProfile } from '../domain/profile';
import { db, queryAll, tables, type TransactItem } from './dynamo';
import { openerFor, openItem, sealerFor, type Seal } from './keys/user-text';
import { writeForUser, type WriteAuthority } from './user-guard';

/**
 * The journal table holds everything of one user under their id (see tables.ts). The key layout
 * lives here and nowhere else:
 *   entry#<yyyy-MM-dd>#<id>   an entry (older ones: entry#<date>#<HH:mm:ss>#<id>; both sort by date)
 *   days#<yyyy-MM>            the dates of that month with entries, as a string set
 *   stats                     `days`: how many distinct dates have entries
 *   days                      every date, as one set, as written before month sets (migrated)
 *   account | profile | usage#<yyyy-MM-dd> | …
 */
const entryKey = (entry: Pick<EmotionEntry, 'date' | 'id'>) => `entry#${entry.date}#${entry.id}`;
const monthKey = (date: string) => `days#${monthOf(date)}`;

/** What an entry item keeps plain: its key fields, dates and zone; the rest is sealed. */
function entryItem(userId: string, entry: EmotionEntry, seal: Seal): Record<string, unknown> {
  const { id, date, time, datetime, timezone, ...text } = entry;
  return {
    userId,
    sk: entryKey(entry),
    id,
    date,
    ...(time ? { time } : {}),
    datetime,
    timezone,
    sealed: seal(text),
  };
}

/** Entry items opened with the user's key (older, unsealed ones read as they are). */
async function toEntries(
  userId: string,
  items: Record<string, unknown>[],
): Promise<EmotionEntry[]> {
  const open = await openerFor(userId, items);
  return items.map((item) => openItem<EmotionEntry>(item, open));
}

export interface SavedEntry {
  entry: EmotionEntry;
  created: boolean;
  /** The entry's date had no entry before: the days count grew by one. */
  newDate: boolean;
}

/** What a save needs to know first: the days count, and whether the date already has entries. */
export async function readDayState(
  userId: string,
  date: string,
): Promise<{ daysWithEntries: number; dateIsKnown: boolean }> {
  const { Responses } = await db.send(
    new BatchGetCommand({
      RequestItems: {
        [tables.journal]: {
          Keys: [
            { userId, sk: 'stats' },
            { userId, sk: monthKey(date) },
          ],
          // Right after a save the user may save again: the count must include the first.
          ConsistentRead: true,
        },
      },
    }),
  );
  const items = Responses?.[tables.journal] ?? [];
  const stats = items.find((item) => item.sk === 'stats');
  const month = items.find((item) => item.sk === monthKey(date));
  return {
    daysWithEntries: Number(stats?.days ?? 0),
    dateIsKnown: ((month?.dates as Set<string> | undefined) ?? new Set()).has(date),
  };
}

export class EntryWriteRefused extends Error {
  override name = 'EntryWriteRefused';
  constructor(readonly itemIndex: number) {
    super('a condition of the save failed');
  }
}

/**
 * Saves an entry in one transaction with whatever else must happen with it (spending the human
 * check), guarded against erasure and revoked tokens: all of it lands, or none.
 *
 * The entry's key holds its id (the client's `requestId`), so a repeated save of the same day
 * finds the first and adds nothing. When the date is new (the caller read it before), the same
 * transaction adds it to its month's set on the condition that it is not there yet, and counts
 * it: two first saves of a day racing each other cannot both count it, since the loser's
 * transaction fails and is made again as a save of a known date. A save of a known date writes
 * only the entry: its cost never grows with the history.
 */
export async function saveEntry(
  authority: WriteAuthority,
  entry: EmotionEntry,
  options: { with?: TransactItem[]; dateIsKnown?: boolean; seal?: Seal } = {},
): Promise<SavedEntry> {
  const { userId } = authority;
  const seal = options.seal ?? (await sealerFor(userId));
  const extra = options.with ?? [];
  const entryIndex = extra.length;
  const newDate = !options.dateIsKnown;
  const failed = await writeForUser(authority, [
    ...extra,
    {
      Put: {
        TableName: tables.journal,
        Item: entryItem(userId, entry, seal),
        ConditionExpression: 'attribute_not_exists(sk)',
      },
    },
    ...(newDate ? countNewDate(userId, entry.date) : []),
  ]);
  if (failed.length === 0) return { entry, created: true, newDate };
  if (failed.includes(entryIndex)) {
    const { Item } = await db.send(
      new GetCommand({
        TableName: tables.journal,
        Key: { userId, sk: entryKey(entry) },
        ConsistentRead: true,
      }),
    );
    const [first] = await toEntries(userId, [Item!]);
    return { entry: first!, created: false, newDate: false };
  }
  if (failed.includes(entryIndex + 1)) {
    // Another save counted this date first.
    return saveEntry(authority, entry, { ...options, seal, dateIsKnown: true });
  }
  throw new EntryWriteRefused(failed[0]!);
}

/** A date's first entry: the date into its month's set, and the days count up by one. */
const countNewDate = (userId: string, date: string): TransactItem[] => [
  {
    Update: {
      TableName: tables.journal,
      Key: { userId, sk: monthKey(date) },
      UpdateExpression: 'ADD dates :dates',
      ConditionExpression: 'attribute_not_exists(dates) OR NOT contains(dates, :date)',
      ExpressionAttributeValues: { ':dates': new Set([date]), ':date': date },
    },
  },
  {
    Update: {
      TableName: tables.journal,
      Key: { userId, sk: 'stats' },
      UpdateExpression: 'ADD #days :one',
      ExpressionAttributeNames: { '#days': 'days' },
      ExpressionAttributeValues: { ':one': 1 },
    },
  },
];

/** How many distinct dates have entries: one small item. */
export async function countDays(userId: string): Promise<number> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tables.journal, Key: { userId, sk: 'stats' } }),
  );
  return Number(Item?.days ?? 0);
}

/** Entries from `from` to `to` inclusive, in key order (date first). One key query. */
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
  return toEntries(userId, items);
}

const datesOf = (items: Record<string, unknown>[]) =>
  [
    ...new Set(items.flatMap((item) => [...((item.dates as Set<string> | undefined) ?? [])])),
  ].sort();

/**
 * Every date the user has entries on, sorted, from the month sets: a few hundred bytes each, so
 * a three-year history is about 36 small items. Only the AI routes need the whole list.
 */
export async function listDates(userId: string): Promise<string[]> {
  return datesOf(
    await queryAll({
      TableName: tables.journal,
      KeyConditionExpression: 'userId = :userId AND begins_with(sk, :days)',
      ExpressionAttributeValues: { ':userId': userId, ':days': 'days#' },
    }),
  );
}

/** The dates with entries from `from` to `to`: only the months asked for are read. */
export async function listDatesInRange(
  userId: string,
  from: string,
  to: string,
): Promise<string[]> {
  const months = await queryAll({
    TableName: tables.journal,
    KeyConditionExpression: 'userId = :userId AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':userId': userId, ':from': monthKey(from), ':to': monthKey(to) },
  });
  return datesOf(months).filter((date) => date >= from && date <= to);
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
  const open = await openerFor(userId, items);
  const bySk = (sk: string) => items.find((item) => item.sk === sk);
  const account = bySk('account');
  const profile = bySk('profile');
  return {
    account: account ? openItem<AccountRecord>(account, open) : undefined,
    profile: profile ? normalizeProfile(openItem(profile, open)) : undefined,
    entries: items
      .filter((item) => String(item.sk).startsWith('entry#'))
      .map((item) => openItem<EmotionEntry>(item, open)),
    daysWithEntries: Number(bySk('stats')?.days ?? 0),
  };
}

const BATCH = 25;

/**
 * Deletes every item under the user's id (erasure reads keys only, never journal text), in
 * batches of 25, re-sending what DynamoDB leaves unprocessed. Safe to repeat.
 */
export async function deleteAllItems(userId: string): Promise<void> {
  const keys = (await queryAll({ ...ownedBy(userId), ProjectionExpression: 'sk' })).map((item) => ({
    userId,
    sk: String(item.sk),
  }));
  for (let i = 0; i < keys.length; i += BATCH) {
    let requests: any[] | undefined = keys
      .slice(i, i + BATCH)
      .map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests?.length; attempt++) {
      if (attempt > 8) throw new Error('erasure: items left unprocessed');
      if (attempt) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
      const result: BatchWriteCommandOutput = await db.send(
        new BatchWriteCommand({ RequestItems: { [tables.journal]: requests } }),
      );
      requests = result.UnprocessedItems?.[tables.journal];
    }
  }
}
