import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountRecord } from '../domain/account';
import { db, tables } from './dynamo';
import { userCountChange, writeForUser, type WriteAuthority } from './user-guard';

/**
 * Creates the account record if the user has none, and counts the user, in one transaction: a
 * repeated call (Cognito retries triggers) finds the record and changes nothing, so the count
 * moves exactly once.
 */
export async function createAccountIfMissing(
  userId: string,
  record: AccountRecord,
): Promise<boolean> {
  const failed = await writeForUser({ userId }, [
    {
      Put: {
        TableName: tables.journal,
        Item: { userId, sk: 'account', ...record },
        ConditionExpression: 'attribute_not_exists(sk)',
      },
    },
    userCountChange(1),
  ]);
  return failed.length === 0;
}

export async function readAccount(userId: string): Promise<AccountRecord | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tables.journal, Key: { userId, sk: 'account' } }),
  );
  if (!Item) return undefined;
  const { userId: _owner, sk: _key, ...record } = Item;
  return record as AccountRecord;
}

/** Records that the user accepted the terms and the privacy policy (federated first sign-in). */
export async function acceptTerms(authority: WriteAuthority, now: Date): Promise<boolean> {
  const failed = await writeForUser(authority, [
    {
      Update: {
        TableName: tables.journal,
        Key: { userId: authority.userId, sk: 'account' },
        UpdateExpression: 'SET tosAccepted = :yes, privacyAccepted = :yes, acceptedAt = :now',
        ConditionExpression: 'attribute_exists(sk)',
        ExpressionAttributeValues: { ':yes': true, ':now': now.toISOString() },
      },
    },
  ]);
  return failed.length === 0;
}
