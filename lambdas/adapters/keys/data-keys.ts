import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tables } from '../dynamo';
import { writeForUser } from '../user-guard';
import { masterKey } from './master-key';

/**
 * Each user's data key, stored only wrapped, in the `keys` table: a table with no point-in-time
 * recovery and no backup plan, so that when erasure deletes the wrapped key, no copy of it is
 * left anywhere, and every copy of the user's text (the journal table's backups included) can
 * no longer be opened.
 *
 * A warm Lambda keeps an unwrapped key for at most five minutes, so a save does not pay a KMS
 * call each time; erasure forgets it at once in the Lambda that erases.
 */
export const DATA_KEY_CACHE_MS = 5 * 60_000;

const cache = new Map<string, { key: Buffer; until: number }>();

async function readWrapped(userId: string): Promise<string | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tables.keys, Key: { userId }, ConsistentRead: true }),
  );
  return typeof Item?.wrapped === 'string' ? Item.wrapped : undefined;
}

/**
 * The user's data key, unwrapped; created (once, whoever races) when `create` and none exists.
 * `undefined` when the user has none and none is to be created: they have no sealed text.
 */
export async function dataKey(
  userId: string,
  options: { create?: boolean; now?: Date } = {},
): Promise<Buffer | undefined> {
  const now = options.now ?? new Date();
  const hit = cache.get(userId);
  if (hit && hit.until > now.getTime()) return hit.key;
  let key: Buffer | undefined;
  const wrapped = await readWrapped(userId);
  if (wrapped) key = await masterKey().unwrap(userId, wrapped);
  else if (options.create) key = await createDataKey(userId, now);
  if (key) cache.set(userId, { key, until: now.getTime() + DATA_KEY_CACHE_MS });
  return key;
}

/** A new key, stored wrapped; if another request stored one first, that one is the key. */
async function createDataKey(userId: string, now: Date): Promise<Buffer> {
  const { plaintext, wrapped } = await masterKey().generate(userId);
  // Guarded like every write of the user's: no key is created for a user being erased.
  const failed = await writeForUser({ userId }, [
    {
      Put: {
        TableName: tables.keys,
        Item: { userId, wrapped, createdAt: now.toISOString() },
        ConditionExpression: 'attribute_not_exists(userId)',
      },
    },
  ]);
  if (failed.length === 0) return plaintext;
  return masterKey().unwrap(userId, (await readWrapped(userId))!);
}

/** Crypto-shredding: the wrapped key is deleted, and with it every way to open the user's text. */
export async function destroyDataKey(userId: string): Promise<void> {
  cache.delete(userId);
  await db.send(new DeleteCommand({ TableName: tables.keys, Key: { userId } }));
}
