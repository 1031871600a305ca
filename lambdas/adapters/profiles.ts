import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { normalizeProfile, type UserProfile } from '../domain/profile';
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
