import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountRecord } from '../domain/account';
import { db, tables } from './dynamo';
import { addToUserCount } from './user-count';

/**
 * Creates the account record if the user has none, and counts the user once. A repeated call
 * (Cognito retries triggers) finds the record and changes nothing.
 */
export async function createAccountIfMissing(
  userId: string,
  record: AccountRecord,
): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tables.journal,
        Item: { userId, sk: 'account', ...record },
        ConditionExpression: 'attribute_not_exists(sk)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
  await addToUserCount(1);
  return true;
}

export async function readAccount(userId: string): Promise<AccountRecord | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tables.journal, Key: { userId, sk: 'account' } }),
  );
  if (!Item) return undefined;
  const { userId: _owner, sk: _key, ...record } = Item;
  return record as AccountRecord;
}
