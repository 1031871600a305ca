import { AppError } from '../domain/errors';
import { tables } from './dynamo';
import { writeForUser, type WriteAuthority } from './user-guard';

/**
 * Counts one AI request (analysis or chat) against the user's daily quota, atomically: the
 * conditional `ADD` refuses once the count reaches `limit`, so parallel requests cannot pass
 * it. The counter lives under the user's own partition (`usage#<yyyy-MM-dd>`, UTC day), so
 * account erasure removes it with everything else, and it is a guarded write like every other.
 */
export async function consumeAiQuota(
  authority: WriteAuthority,
  limit: number,
  now: Date,
): Promise<void> {
  const failed = await writeForUser(authority, [
    {
      Update: {
        TableName: tables.journal,
        Key: { userId: authority.userId, sk: `usage#${now.toISOString().slice(0, 10)}` },
        UpdateExpression: 'ADD #count :one',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':limit': limit },
      },
    },
  ]);
  if (failed.length) {
    throw new AppError('quota', 'quota_exceeded', 'Daily AI limit reached', { limit });
  }
}

/** Gives back the request counted by `consumeAiQuota` when it brought the user no answer. */
export async function refundAiQuota(authority: WriteAuthority, now: Date): Promise<void> {
  await writeForUser(authority, [
    {
      Update: {
        TableName: tables.journal,
        Key: { userId: authority.userId, sk: `usage#${now.toISOString().slice(0, 10)}` },
        UpdateExpression: 'ADD #count :minusOne',
        ConditionExpression: '#count > :zero',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      },
    },
  ]);
}
