import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { groupBy } from '../domain/collections';
import { monthOf } from '../domain/dates';
import { db, queryAll, tables } from '../adapters/dynamo';

/**
 * Moves a user's dates from the one whole-history set (`days`, rewritten in full by every save)
 * to a set per month plus a counter, and drops the retry claims (`request#…`) the old save wrote
 * beside each entry. Idempotent: adding dates to a set twice changes nothing, the counter is
 * recomputed from the sets, and the old items go last, so a run cut short is simply run again.
 */
export async function migrateDaysByMonth(userId: string): Promise<boolean> {
  // `days` and every `days#<month>` share the prefix.
  const legacy = (await queryAll(byUser(userId, 'days'))).find((item) => item.sk === 'days');
  const claims = await queryAll({ ...byUser(userId, 'request#'), ProjectionExpression: 'sk' });
  if (!legacy && claims.length === 0) return false;
  if (legacy) {
    const dates = [...((legacy.dates as Set<string> | undefined) ?? [])];
    for (const [month, inMonth] of groupBy(dates, monthOf)) {
      await db.send(
        new UpdateCommand({
          TableName: tables.journal,
          Key: { userId, sk: `days#${month}` },
          UpdateExpression: 'ADD dates :dates',
          ExpressionAttributeValues: { ':dates': new Set(inMonth) },
        }),
      );
    }
    const months = await queryAll(byUser(userId, 'days#'));
    const count = new Set(months.flatMap((m) => [...((m.dates as Set<string>) ?? [])])).size;
    await db.send(
      new PutCommand({ TableName: tables.journal, Item: { userId, sk: 'stats', days: count } }),
    );
    await db.send(new DeleteCommand({ TableName: tables.journal, Key: { userId, sk: 'days' } }));
  }
  for (const claim of claims) {
    await db.send(
      new DeleteCommand({ TableName: tables.journal, Key: { userId, sk: String(claim.sk) } }),
    );
  }
  return true;
}

const byUser = (userId: string, prefix: string) => ({
  TableName: tables.journal,
  KeyConditionExpression: 'userId = :userId AND begins_with(sk, :prefix)',
  ExpressionAttributeValues: { ':userId': userId, ':prefix': prefix },
});
