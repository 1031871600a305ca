import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  QueryCommand,
  TransactWriteCommand,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { env } from './env';

/** One client per container; the endpoint comes from AWS_ENDPOINT_URL_DYNAMODB locally. */
export const db = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export const tables = {
  get journal() {
    return env().TABLE_NAME;
  },
  get system() {
    return env().SYSTEM_TABLE_NAME;
  },
  get keys() {
    return env().KEYS_TABLE_NAME;
  },
};

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Writes all of `items` or none. Returns `undefined` when they were written, or, when DynamoDB
 * cancelled the transaction because conditions failed, the index of each item whose condition
 * failed (other failures throw).
 */
export async function transact(items: TransactItem[]): Promise<number[] | undefined> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items }));
    return undefined;
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    const failed = reasons.flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
    // Conflicts with another transaction, throttling: not a condition, so not ours to explain.
    if (
      failed.length === 0 ||
      reasons.some((r) => r.Code && !['None', 'ConditionalCheckFailed'].includes(r.Code))
    )
      throw error;
    return failed;
  }
}

/** Every page of a key query. */
export async function queryAll(input: QueryCommandInput): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...input, ExclusiveStartKey }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}
