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
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDynamoServer } from '../../../lambdas/local/dynamodb-server';

/** A local DynamoDB in a fresh folder, with tables of a single `pk` key, and a client of it. */
async function startLocal(tables: string[], latencyMs = 0) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ej-dynamo-'));
  const local = createDynamoServer({ path: dir, latencyMs });
  await new Promise<void>((resolve) => local.server.listen(0, '127.0.0.1', resolve));
  const { port } = local.server.address() as AddressInfo;
  const client = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  for (const TableName of tables) {
    await client.send(
      new CreateTableCommand({
        TableName,
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
  }
  return {
    db: DynamoDBDocumentClient.from(client),
    async stop() {
      client.destroy();
      await local.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let local: Awaited<ReturnType<typeof startLocal>>;
let db: DynamoDBDocumentClient;

beforeAll(async () => {
  local = await startLocal(['journal', 'system']);
  db = local.db;
});

afterAll(() => local.stop());

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

describe('the local DynamoDB: TransactGetItems, as DynamoDB has it', () => {
  const snapshot = (keys: [string, string][]) =>
    new TransactGetCommand({
      TransactItems: keys.map(([TableName, pk]) => ({ Get: { TableName, Key: { pk } } })),
    });

  it('answers each item in the order asked, and an empty response for an item that is not there', async () => {
    await db.send(new PutCommand({ TableName: 'journal', Item: { pk: 'read-a', n: 1 } }));
    await db.send(new PutCommand({ TableName: 'system', Item: { pk: 'read-b', n: 2 } }));
    const { Responses } = await db.send(
      snapshot([
        ['system', 'read-b'],
        ['journal', 'nowhere'],
        ['journal', 'read-a'],
      ]),
    );
    expect(Responses).toEqual([
      { Item: { pk: 'read-b', n: 2 } },
      {},
      { Item: { pk: 'read-a', n: 1 } },
    ]);
  });

  it('never sees a transaction half applied', async () => {
    // Each transaction moves one unit from one item to the other: their sum is always 100.
    await db.send(new PutCommand({ TableName: 'journal', Item: { pk: 'left', n: 100 } }));
    await db.send(new PutCommand({ TableName: 'system', Item: { pk: 'right', n: 0 } }));
    const move = () =>
      db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: 'journal',
                Key: { pk: 'left' },
                UpdateExpression: 'ADD n :minus',
                ExpressionAttributeValues: { ':minus': -1 },
              },
            },
            {
              Update: {
                TableName: 'system',
                Key: { pk: 'right' },
                UpdateExpression: 'ADD n :plus',
                ExpressionAttributeValues: { ':plus': 1 },
              },
            },
          ],
        }),
      );
    const read = async () => {
      const { Responses } = await db.send(
        snapshot([
          ['journal', 'left'],
          ['system', 'right'],
        ]),
      );
      return Number(Responses![0]!.Item!.n) + Number(Responses![1]!.Item!.n);
    };
    const sums = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? move().then(() => -1) : read())),
    );
    expect(sums.filter((sum) => sum !== -1)).toEqual(Array(100).fill(100));
    expect(await read()).toBe(100);
  });

  it('refuses anything but Get, and one item named twice', async () => {
    await expect(
      db.send(
        new TransactGetCommand({
          TransactItems: [{ Put: { TableName: 'journal', Item: { pk: 'x' } } } as never],
        }),
      ),
    ).rejects.toThrow(/only contain Get/);
    await expect(
      db.send(
        snapshot([
          ['journal', 'twice'],
          ['journal', 'twice'],
        ]),
      ),
    ).rejects.toThrow(/multiple operations on one item/);
  });
});

describe('the local DynamoDB with a network latency (DYNAMODB_LATENCY_MS)', () => {
  it('answers each request that much later, so requests sent side by side wait once', async () => {
    const slow = await startLocal(['slow'], 60);
    try {
      const read = () => slow.db.send(new GetCommand({ TableName: 'slow', Key: { pk: 'x' } }));
      let start = performance.now();
      await read();
      await read();
      const inSequence = performance.now() - start;
      start = performance.now();
      await Promise.all([read(), read()]);
      const sideBySide = performance.now() - start;
      expect(inSequence).toBeGreaterThanOrEqual(120);
      expect(sideBySide).toBeGreaterThanOrEqual(60);
      expect(sideBySide).toBeLessThan(inSequence);
    } finally {
      await slow.stop();
    }
  });
});
