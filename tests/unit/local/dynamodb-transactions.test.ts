import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  CreateTableCommand,
  DynamoDBClient,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDynamoServer, type LocalDynamoServer } from '../../../lambdas/local/dynamodb-server';

let dir: string;
let local: LocalDynamoServer;
let db: DynamoDBDocumentClient;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ej-dynamo-'));
  local = createDynamoServer({ path: dir });
  await new Promise<void>((resolve) => local.server.listen(0, '127.0.0.1', resolve));
  const { port } = local.server.address() as AddressInfo;
  const client = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  db = DynamoDBDocumentClient.from(client);
  for (const TableName of ['journal', 'system']) {
    await client.send(
      new CreateTableCommand({
        TableName,
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
  }
});

afterAll(async () => {
  await local.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (TableName: string, pk: string) =>
  (await db.send(new GetCommand({ TableName, Key: { pk }, ConsistentRead: true }))).Item;

const guarded = (id: string, extra: object[] = []) =>
  new TransactWriteCommand({
    TransactItems: [
      {
        ConditionCheck: {
          TableName: 'system',
          Key: { pk: 'tombstone#u1' },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: 'journal',
          Item: { pk: `entry#${id}`, text: 'hello' },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: 'journal',
          Key: { pk: 'days#2026-11' },
          UpdateExpression: 'ADD dates :d',
          ExpressionAttributeValues: { ':d': new Set(['2026-11-23']) },
        },
      },
      ...extra,
    ],
  });

describe('the local DynamoDB: TransactWriteItems, as DynamoDB has it', () => {
  it('applies every write when every condition holds', async () => {
    await db.send(guarded('a'));
    expect(await get('journal', 'entry#a')).toMatchObject({ text: 'hello' });
    expect((await get('journal', 'days#2026-11'))?.dates).toEqual(new Set(['2026-11-23']));
  });

  it('applies nothing when one condition fails, and names it in the cancellation reasons', async () => {
    await db.send(new PutCommand({ TableName: 'journal', Item: { pk: 'entry#taken' } }));
    const error = await db.send(guarded('taken', [])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionCanceledException);
    expect((error as TransactionCanceledException).CancellationReasons?.map((r) => r.Code)).toEqual(
      ['None', 'ConditionalCheckFailed', 'None'],
    );
    expect((await get('journal', 'days#2026-11'))?.dates).toEqual(new Set(['2026-11-23']));
  });

  it('refuses every write once the guard item exists', async () => {
    await db.send(new PutCommand({ TableName: 'system', Item: { pk: 'tombstone#u1' } }));
    await expect(db.send(guarded('late'))).rejects.toBeInstanceOf(TransactionCanceledException);
    expect(await get('journal', 'entry#late')).toBeUndefined();
  });

  it('refuses two operations on one item', async () => {
    const twice = new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: 'journal', Item: { pk: 'x' } } },
        { Delete: { TableName: 'journal', Key: { pk: 'x' } } },
      ],
    });
    await expect(db.send(twice)).rejects.toThrow(/multiple operations on one item/);
  });

  it('is isolated from racing writes: exactly one of many conditional transactions wins', async () => {
    const attempts = Array.from({ length: 25 }, (_, i) =>
      db
        .send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: 'journal',
                  Item: { pk: 'race', winner: i },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Update: {
                  TableName: 'system',
                  Key: { pk: 'counter' },
                  UpdateExpression: 'ADD n :one',
                  ExpressionAttributeValues: { ':one': 1 },
                },
              },
            ],
          }),
        )
        .then(
          () => 'won',
          () => 'lost',
        ),
    );
    const results = await Promise.all([
      ...attempts,
      // Plain writes to the same items interleave with the transactions without breaking them.
      db.send(
        new UpdateCommand({
          TableName: 'system',
          Key: { pk: 'counter' },
          UpdateExpression: 'ADD n :zero',
          ExpressionAttributeValues: { ':zero': 0 },
        }),
      ),
    ]);
    expect(results.filter((r) => r === 'won')).toHaveLength(1);
    expect((await get('system', 'counter'))?.n).toBe(1);
  });
});
