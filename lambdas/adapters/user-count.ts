import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tables } from './dynamo';

/** The registered-users counter: one item, read by key, moved by the account lifecycle. */
const key = { pk: 'userCount' };

export async function readUserCount(): Promise<number> {
  const { Item } = await db.send(new GetCommand({ TableName: tables.system, Key: key }));
  return typeof Item?.count === 'number' ? Item.count : 0;
}

export async function addToUserCount(delta: 1 | -1): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tables.system,
      Key: key,
      UpdateExpression: 'ADD #count :delta',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':delta': delta },
    }),
  );
}
