import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tables } from './dynamo';

/** The registered-users counter: one item, moved in the transactions that create and erase users. */
export async function readUserCount(): Promise<number> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tables.system, Key: { pk: 'userCount' } }),
  );
  return typeof Item?.count === 'number' ? Item.count : 0;
}
