import {
  BatchWriteCommand,
  GetCommand,
  TransactGetCommand,
  type BatchWriteCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import type { AccountRecord } from '../domain/account';
import { groupBy } from '../domain/collections';
import { monthOf } from '../domain/dates';
import { AppError } from '../domain/errors';
import { importBatches } from '../domain/import/batches';
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

/**
 * A new entry's write: its item, on the condition that its key is free. The save and the import
 * both write entries through it.
 */
function newEntryPut(userId: string, entry: EmotionEntry, seal: Seal): TransactItem {
  return {
    Put: {
      TableName: tables.journal,
      Item: entryItem(userId, entry, seal),
      ConditionExpression: 'attribute_not_exists(sk)',
    },
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

/**
 * The days count and whether `date` already has entries, read together in one atomic snapshot
 * (TransactGetItems: no transaction is seen half applied). A save reads it beside its own write:
 * once an entry of `date` is saved, the count is the snapshot's, plus one when the snapshot did
 * not yet hold the date (see `daysAfterSave`).
 */
export async function readDayState(
  userId: string,
  date: string,
): Promise<{ daysWithEntries: number; dateIsKnown: boolean }> {
  const { Responses } = await db.send(
    new TransactGetCommand({
      TransactItems: [
        { Get: { TableName: tables.journal, Key: { userId, sk: 'stats' } } },
        { Get: { TableName: tables.journal, Key: { userId, sk: monthKey(date) } } },
      ],
    }),
  );
  const [stats, month] = (Responses ?? []).map((response) => response.Item);
  return {
    daysWithEntries: Number(stats?.days ?? 0),
    dateIsKnown: ((month?.dates as Set<string> | undefined) ?? new Set()).has(date),
  };
}

/** The days count once an entry of the snapshot's date is saved, whoever counted the date. */
export const daysAfterSave = (snapshot: { daysWithEntries: number; dateIsKnown: boolean }) =>
  snapshot.daysWithEntries + (snapshot.dateIsKnown ? 0 : 1);

/**
 * Dates this process has seen saved, per user (the latest few hundred users): a hint that lets a
 * second save of a day skip counting it. Only ever "known", which stays true: entries are never
 * deleted one by one, and an erased user's id never comes back. Without the hint a save assumes
 * its date is new, and a wrong guess costs one more round trip, never a wrong count.
 */
const knownDates = new Map<string, Set<string>>();
const KNOWN_DATES_USERS = 500;
const dateKnownHere = (userId: string, date: string) => knownDates.get(userId)?.has(date) ?? false;
function rememberDate(userId: string, date: string) {
  const dates = knownDates.get(userId) ?? new Set<string>();
  knownDates.delete(userId);
  if (dates.size > 62) dates.clear();
  knownDates.set(userId, dates.add(date));
  if (knownDates.size > KNOWN_DATES_USERS) knownDates.delete(knownDates.keys().next().value!);
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
 * finds the first and adds nothing. Unless the date is known to have entries (`dateIsKnown`, or
 * this process saw one), the same transaction adds it to its month's set on the condition that it
 * is not there yet, and counts it: two first saves of a day racing each other cannot both count
 * it, and a date that had entries after all fails the condition; either way the transaction is
 * made again as a save of a known date. A save of a known date writes only the entry: its cost
 * never grows with the history. One round trip when the guess is right.
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
  const newDate = !(options.dateIsKnown ?? dateKnownHere(userId, entry.date));
  const failed = await writeForUser(authority, [
    ...extra,
    newEntryPut(userId, entry, seal),
    ...(newDate ? countNewDates(userId, [entry.date]) : []),
  ]);
  if (failed.length === 0) {
    rememberDate(userId, entry.date);
    return { entry, created: true, newDate };
  }
  if (failed.includes(entryIndex)) {
    const { Item } = await db.send(
      new GetCommand({
        TableName: tables.journal,
        Key: { userId, sk: entryKey(entry) },
        ConsistentRead: true,
      }),
    );
    const [first] = await toEntries(userId, [Item!]);
    rememberDate(userId, first!.date);
    return { entry: first!, created: false, newDate: false };
  }
  if (failed.includes(entryIndex + 1)) {
    // The date had entries after all, or another save counted it first.
    return saveEntry(authority, entry, { ...options, seal, dateIsKnown: true });
  }
  throw new EntryWriteRefused(failed[0]!);
}

/**
 * Dates' first entries: each date into its month's set, on the condition that none of that
 * month's dates is there yet, and the days count up by how many dates there are. A writer that
 * counted one of them first makes the condition, and so the whole transaction, fail: no date is
 * ever counted twice.
 */
function countNewDates(userId: string, dates: readonly string[]): TransactItem[] {
  if (dates.length === 0) return [];
  const months = [...groupBy(dates, monthKey)].map(([sk, monthDates]): TransactItem => {
    const names = monthDates.map((_, i) => `:date${i}`);
    return {
      Update: {
        TableName: tables.journal,
        Key: { userId, sk },
        UpdateExpression: 'ADD dates :dates',
        ConditionExpression: `attribute_not_exists(dates) OR NOT (${names
          .map((name) => `contains(dates, ${name})`)
          .join(' OR ')})`,
        ExpressionAttributeValues: {
          ':dates': new Set(monthDates),
          ...Object.fromEntries(monthDates.map((date, i) => [names[i], date])),
        },
      },
    };
  });
  return [
    ...months,
    {
      Update: {
        TableName: tables.journal,
        Key: { userId, sk: 'stats' },
        UpdateExpression: 'ADD #days :count',
        ExpressionAttributeNames: { '#days': 'days' },
        ExpressionAttributeValues: { ':count': dates.length },
      },
    },
  ];
}

export interface ImportCount {
  imported: number;
  duplicates: number;
  /** False when the deadline came before every entry was written. */
  complete: boolean;
}

/** How many times an import gives way to another writer before it gives up. */
const IMPORT_RETRIES = 5;

/**
 * What the journal already holds for an import's dates, read consistently: the keys of the
 * entries (never their text) and the dates already counted.
 */
async function readStoredRange(userId: string, from: string, to: string) {
  const [entries, months] = await Promise.all([
    queryAll({
      ...entriesBetween(userId, from, to),
      ProjectionExpression: 'sk',
      ConsistentRead: true,
    }),
    queryAll({ ...monthsBetween(userId, from, to), ConsistentRead: true }),
  ]);
  return { keys: new Set(entries.map((item) => String(item.sk))), dates: new Set(datesOf(months)) };
}

/**
 * Writes the entries the journal does not hold yet and counts the others as duplicates: each
 * entry keeps its id, so importing a file again adds nothing. Entries are sealed exactly as a
 * save seals them and written in guarded transactions (importBatches) that also count the dates
 * new to the account. When another writer got to one of a transaction's entries or dates first
 * (a save of the same day, the same file imported twice at once), the transaction is refused
 * whole; the import reads again what is stored and goes on from there. It stops between
 * transactions once `deadline` (epoch ms) has passed.
 */
export async function importEntries(
  authority: WriteAuthority,
  entries: readonly EmotionEntry[],
  deadline: number,
): Promise<ImportCount> {
  const { userId } = authority;
  const seal = await sealerFor(userId);
  let pending = entries.map((entry) => {
    const put = newEntryPut(userId, entry, seal);
    const bytes = Buffer.byteLength(JSON.stringify(put.Put!.Item));
    return { date: entry.date, sk: entryKey(entry), put, bytes };
  });
  const count: ImportCount = { imported: 0, duplicates: 0, complete: true };
  for (let attempt = 0; pending.length; attempt++) {
    if (attempt > IMPORT_RETRIES) {
      throw new AppError(
        'conflict',
        'import_conflict',
        'The journal kept changing during the import',
      );
    }
    const dates = pending.map((entry) => entry.date);
    const stored = await readStoredRange(
      userId,
      dates.reduce((a, b) => (a < b ? a : b)),
      dates.reduce((a, b) => (a > b ? a : b)),
    );
    const fresh = pending.filter((entry) => !stored.keys.has(entry.sk));
    count.duplicates += pending.length - fresh.length;
    pending = [];
    const batches = importBatches(fresh, stored.dates);
    for (const [index, batch] of batches.entries()) {
      if (Date.now() >= deadline) return { ...count, complete: false };
      const failed = await writeForUser(authority, [
        ...batch.entries.map((entry) => entry.put),
        ...countNewDates(userId, batch.newDates),
      ]);
      if (failed.length) {
        pending = batches.slice(index).flatMap((rest) => rest.entries);
        break;
      }
      count.imported += batch.entries.length;
    }
  }
  return count;
}

/** How many distinct dates have entries: one small item. */
export async function countDays(userId: string): Promise<number> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tables.journal, Key: { userId, sk: 'stats' } }),
  );
  return Number(Item?.days ?? 0);
}

/** The entries from `from` to `to` inclusive, in key order (date first). */
const entriesBetween = (userId: string, from: string, to: string) => ({
  TableName: tables.journal,
  KeyConditionExpression: 'userId = :userId AND sk BETWEEN :from AND :to',
  ExpressionAttributeValues: {
    ':userId': userId,
    ':from': `entry#${from}#`,
    ':to': `entry#${to}#\uffff`,
  },
});

/** The month sets of the months from `from`'s to `to`'s. */
const monthsBetween = (userId: string, from: string, to: string) => ({
  TableName: tables.journal,
  KeyConditionExpression: 'userId = :userId AND sk BETWEEN :from AND :to',
  ExpressionAttributeValues: { ':userId': userId, ':from': monthKey(from), ':to': monthKey(to) },
});

/** Entries from `from` to `to` inclusive, in key order (date first). One key query. */
export async function listEntries(
  userId: string,
  from: string,
  to: string,
): Promise<EmotionEntry[]> {
  return toEntries(userId, await queryAll(entriesBetween(userId, from, to)));
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
  const months = await queryAll(monthsBetween(userId, from, to));
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
