import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { normalizeProfile, type UserProfile } from '../domain/profile';
import { db, tables } from './dynamo';
import { writeForUser, type WriteAuthority } from './user-guard';

export async function readProfile(userId: string): Promise<UserProfile | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tables.journal, Key: { userId, sk: 'profile' } }),
  );
  if (!Item) return undefined;
  const { userId: _owner, sk: _key, ...raw } = Item;
  return normalizeProfile(raw);
}

/** Replaces the profile with what the user saved (the form sends every field). */
export async function writeProfile(
  authority: WriteAuthority,
  profile: UserProfile,
  now: Date,
): Promise<UserProfile> {
  const clean = normalizeProfile(profile as Record<string, unknown>);
  await writeForUser(authority, [
    {
      Put: {
        TableName: tables.journal,
        Item: { userId: authority.userId, sk: 'profile', ...clean, updatedAt: now.toISOString() },
      },
    },
  ]);
  return clean;
}
