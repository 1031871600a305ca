import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { normalizeProfile, type UserProfile } from '../domain/profile';
import { db, tables } from './dynamo';

export async function readProfile(userId: string): Promise<UserProfile | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tables.journal, Key: { userId, sk: 'profile' } }),
  );
  if (!Item) return undefined;
  const { userId: _owner, sk: _key, ...raw } = Item;
  return normalizeProfile(raw);
}

/** Replaces the profile with what the user saved (the form sends every field). */
export async function writeProfile(userId: string, profile: UserProfile): Promise<UserProfile> {
  const clean = normalizeProfile(profile as Record<string, unknown>);
  await db.send(
    new PutCommand({
      TableName: tables.journal,
      Item: { userId, sk: 'profile', ...clean, updatedAt: new Date().toISOString() },
    }),
  );
  return clean;
}
