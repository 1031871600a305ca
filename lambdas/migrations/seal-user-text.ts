import { queryAll, tables } from '../adapters/dynamo';
import { sealerFor } from '../adapters/keys/user-text';
import { writeForUser } from '../adapters/user-guard';

/**
 * Seals what was written before journal text was encrypted: entries (emotion, note, intensity,
 * tags, family) and the profile, each with the user's data key, keeping keys, dates and zones
 * plain. Idempotent and resumable: an item is rewritten only while it is still unsealed (the
 * condition also leaves alone a profile the user saved, sealed, meanwhile), and every write is
 * guarded like any other, so nothing is sealed back into an account being erased.
 */
const PLAIN_ENTRY_FIELDS = new Set(['userId', 'sk', 'id', 'date', 'time', 'datetime', 'timezone']);

export async function sealUserText(userId: string): Promise<boolean> {
  // A query may not filter on its sort key: the item kinds are picked here instead.
  const unsealed = (
    await queryAll({
      TableName: tables.journal,
      KeyConditionExpression: 'userId = :userId',
      FilterExpression: 'attribute_not_exists(sealed)',
      ExpressionAttributeValues: { ':userId': userId },
    })
  ).filter((item) => String(item.sk).startsWith('entry#') || item.sk === 'profile');
  if (unsealed.length === 0) return false;
  const seal = await sealerFor(userId);
  for (const item of unsealed) {
    const plain: Record<string, unknown> = {};
    const text: Record<string, unknown> = {};
    const keepPlain =
      item.sk === 'profile' ? new Set(['userId', 'sk', 'updatedAt']) : PLAIN_ENTRY_FIELDS;
    for (const [name, value] of Object.entries(item))
      (keepPlain.has(name) ? plain : text)[name] = value;
    await writeForUser({ userId }, [
      {
        Put: {
          TableName: tables.journal,
          Item: { ...plain, sealed: seal(text) },
          ConditionExpression: 'attribute_not_exists(sealed)',
        },
      },
    ]);
  }
  return true;
}
