import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tables } from './dynamo';
import { env } from './env';
import { listAllKeys } from './journal';
import { addToUserCount } from './user-count';

const cognito = new CognitoIdentityProviderClient({});
const BATCH = 25;

/** Deletes keys in batches of 25, re-sending what DynamoDB leaves unprocessed. */
async function deleteKeys(keys: { userId: string; sk: string }[]): Promise<void> {
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

/**
 * Erases a user everywhere: every item under their id (entries, days, profile, account, usage,
 * retry keys), their place in the users count, and their Cognito user. Safe to repeat.
 */
export async function eraseUser(userId: string): Promise<void> {
  const keys = await listAllKeys(userId);
  const hadAccount = keys.includes('account');
  await deleteKeys(keys.map((sk) => ({ userId, sk })));
  if (hadAccount) await addToUserCount(-1);
  const userPoolId = env().USER_POOL_ID;
  if (!userPoolId) throw new Error('erasure needs USER_POOL_ID');
  try {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: userId }));
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}
