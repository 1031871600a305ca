import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../domain/errors';
import { db, tables } from './dynamo';

/**
 * Counts one AI request (analysis or chat) against the user's daily quota, atomically: the
 * conditional `ADD` refuses once the count reaches `limit`, so parallel requests cannot pass
 * it. The counter lives under the user's own partition (`usage#<yyyy-MM-dd>`, UTC day), so
 * account erasure removes it with everything else.
 */
export async function consumeAiQuota(userId: string, limit: number, now: Date): Promise<number> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tables.journal,
        Key: { userId, sk: `usage#${now.toISOString().slice(0, 10)}` },
        UpdateExpression: 'ADD #count :one',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':limit': limit },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.count ?? 1);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      throw new AppError('quota', 'quota_exceeded', 'Daily AI limit reached', { limit });
    }
    throw error;
  }
}
