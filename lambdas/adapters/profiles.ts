import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../domain/errors';
import { fillMissingProfile, normalizeProfile, type UserProfile } from '../domain/profile';
import { db, tables } from './dynamo';
import { openerFor, openItem, sealerFor } from './keys/user-text';
import { writeForUser, type WriteAuthority } from './user-guard';

/** The profile (every field sealed with the user's key; older profiles read as they are). */
export async function readProfile(userId: string): Promise<UserProfile | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tables.journal, Key: { userId, sk: 'profile' } }),
  );
  if (!Item) return undefined;
  const { updatedAt: _updated, ...item } = Item;
  return normalizeProfile(openItem(item, await openerFor(userId, [item])));
}

/** Replaces the profile with what the user saved (the form sends every field). */
export async function writeProfile(
  authority: WriteAuthority,
  profile: UserProfile,
  now: Date,
): Promise<UserProfile> {
  const clean = normalizeProfile(profile as Record<string, unknown>);
  const seal = await sealerFor(authority.userId);
  await writeForUser(authority, [
    {
      Put: {
        TableName: tables.journal,
        Item: {
          userId: authority.userId,
          sk: 'profile',
          sealed: seal(clean),
          updatedAt: now.toISOString(),
        },
      },
    },
  ]);
  return clean;
}

/** How many times a restore gives way to a profile saved meanwhile before it gives up. */
const FILL_RETRIES = 3;

/**
 * Fills the fields the stored profile lacks from an imported one (fillMissingProfile): what the
 * user wrote is never overwritten. Conditional on the profile read, so a save of the profile
 * form meanwhile is read again rather than lost.
 */
export async function fillProfile(
  authority: WriteAuthority,
  imported: UserProfile,
  now: Date,
): Promise<void> {
  const { userId } = authority;
  const seal = await sealerFor(userId);
  for (let attempt = 0; attempt <= FILL_RETRIES; attempt++) {
    const { Item } = await db.send(
      new GetCommand({
        TableName: tables.journal,
        Key: { userId, sk: 'profile' },
        ConsistentRead: true,
      }),
    );
    const { updatedAt, ...item } = Item ?? {};
    const current = Item ? normalizeProfile(openItem(item, await openerFor(userId, [item]))) : {};
    const filled = fillMissingProfile(current, imported);
    if (Object.keys(filled).length === Object.keys(current).length) return;
    const failed = await writeForUser(authority, [
      {
        Put: {
          TableName: tables.journal,
          Item: { userId, sk: 'profile', sealed: seal(filled), updatedAt: now.toISOString() },
          ...(Item === undefined
            ? { ConditionExpression: 'attribute_not_exists(sk)' }
            : updatedAt === undefined
              ? { ConditionExpression: 'attribute_exists(sk) AND attribute_not_exists(updatedAt)' }
              : {
                  ConditionExpression: 'updatedAt = :seen',
                  ExpressionAttributeValues: { ':seen': updatedAt },
                }),
        },
      },
    ]);
    if (failed.length === 0) return;
  }
  throw new AppError('conflict', 'import_conflict', 'The profile kept changing during the import');
}
