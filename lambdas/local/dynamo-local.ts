import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  CreateTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  type AttributeDefinition,
  type KeySchemaElement,
} from '@aws-sdk/client-dynamodb';
import { tableDefinitions, type TableKey } from '../adapters/tables';
import { createDynamoServer } from './dynamodb-server';

export const localTableNames: Record<TableKey, string> = {
  journal: 'emotion-journal',
  system: 'emotion-journal-system',
  keys: 'emotion-journal-keys',
};

export interface RunningDynamo {
  endpoint: string;
  client: DynamoDBClient;
  stop(): Promise<void>;
}

/**
 * The local DynamoDB on a free loopback port, its data kept under `<dataDir>/dynamo`, each answer
 * `latencyMs` late (see the setting `DYNAMODB_LATENCY_MS`).
 */
export async function startDynamo(dataDir: string, latencyMs = 0): Promise<RunningDynamo> {
  const { server, close } = createDynamoServer({ path: path.join(dataDir, 'dynamo'), latencyMs });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await createTables(client);
  return {
    endpoint,
    client,
    stop: async () => {
      client.destroy();
      await close();
    },
  };
}

/** Creates the tables that are missing; the ones already there (a restart) are left as they are. */
async function createTables(client: DynamoDBClient): Promise<void> {
  for (const [key, definition] of Object.entries(tableDefinitions) as [
    TableKey,
    (typeof tableDefinitions)[TableKey],
  ][]) {
    const keys: KeySchemaElement[] = [{ AttributeName: definition.partitionKey, KeyType: 'HASH' }];
    const attributes: AttributeDefinition[] = [
      { AttributeName: definition.partitionKey, AttributeType: 'S' },
    ];
    if ('sortKey' in definition) {
      keys.push({ AttributeName: definition.sortKey, KeyType: 'RANGE' });
      attributes.push({ AttributeName: definition.sortKey, AttributeType: 'S' });
    }
    try {
      await client.send(
        new CreateTableCommand({
          TableName: localTableNames[key],
          KeySchema: keys,
          AttributeDefinitions: attributes,
          BillingMode: 'PAY_PER_REQUEST',
        }),
      );
    } catch (error) {
      if (!(error instanceof ResourceInUseException)) throw error;
    }
  }
}
