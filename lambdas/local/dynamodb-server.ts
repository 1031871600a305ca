import { createRequire } from 'node:module';
import http from 'node:http';
import { crc32 } from 'node:zlib';

/**
 * The local DynamoDB: dynalite's storage engine, its validations and its actions, behind a front of
 * our own that adds what dynalite lacks and the product relies on in AWS: TransactWriteItems and
 * TransactGetItems.
 *
 * Transactions here are all-or-nothing and isolated from every other write: the items' locks
 * (dynalite's own per-item locks, which its single-item writes also take) are held, in one sorted
 * order, while every condition is checked and, only if all hold, every write is applied. A plain
 * read may see a transaction half applied, as a Query may in DynamoDB (read-committed per item).
 */

const require = createRequire(import.meta.url);
type Callback = (error: DynamoError | null, result?: unknown) => void;
type Action = (store: Store, data: Record<string, any>, cb: Callback) => void;
interface DynamoError extends Error {
  statusCode?: number;
  body?: Record<string, unknown>;
}
interface ItemDb {
  lock(key: string, fn: (release: (cb: Callback) => Callback) => void): void;
  get(key: string, cb: (error: DynamoError | null, item?: Record<string, unknown>) => void): void;
}
interface Store {
  options: Record<string, unknown>;
  getTable(name: string, cb: (error: DynamoError | null, table?: unknown) => void): void;
  getItemDb(name: string): ItemDb;
  db: { close(cb: (error?: Error) => void): void };
}
interface Validation {
  types: Record<string, unknown>;
  custom?: (data: Record<string, any>, store: Store) => string | undefined;
}

const db = require('dynalite/db') as {
  create(options: Record<string, unknown>): Store;
  createKey(item: Record<string, unknown>, table: unknown): string;
  checkConditional(
    data: Record<string, unknown>,
    item?: Record<string, unknown>,
  ): DynamoError | null;
  validationError(message: string): DynamoError;
};
const validations = require('dynalite/validations') as {
  checkTypes(data: unknown, types: unknown): Record<string, any>;
  checkValidations(data: unknown, types: unknown, custom: unknown, store: Store): void;
};

const operations = [
  'BatchGetItem',
  'BatchWriteItem',
  'CreateTable',
  'DeleteItem',
  'DeleteTable',
  'DescribeTable',
  'DescribeTimeToLive',
  'GetItem',
  'ListTables',
  'PutItem',
  'Query',
  'Scan',
  'TagResource',
  'UntagResource',
  'ListTagsOfResource',
  'UpdateItem',
  'UpdateTable',
] as const;
type Operation = (typeof operations)[number];

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
const actions = Object.fromEntries(
  operations.map((op) => [op, require(`dynalite/actions/${lowerFirst(op)}`) as Action]),
) as Record<Operation, Action>;
const actionValidations = Object.fromEntries(
  operations.map((op) => [op, require(`dynalite/validations/${lowerFirst(op)}`) as Validation]),
) as Record<Operation, Validation>;

function validate(operation: Operation, input: unknown, store: Store): Record<string, any> {
  const { types, custom } = actionValidations[operation];
  const data = validations.checkTypes(input, types);
  validations.checkValidations(data, types, custom, store);
  return data;
}

const run = (operation: Operation, store: Store, data: Record<string, any>) =>
  new Promise<unknown>((resolve, reject) =>
    actions[operation](store, data, (error, result) => (error ? reject(error) : resolve(result))),
  );

const tableOf = (store: Store, name: string) =>
  new Promise<unknown>((resolve, reject) =>
    store.getTable(name, (error, table) => (error ? reject(error) : resolve(table))),
  );

const serviceError = (type: string, message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), {
    statusCode: 400,
    body: { __type: `com.amazonaws.dynamodb.v20120810#${type}`, message, ...extra },
  }) as DynamoError;

/** Which single-item action, and which validation, each kind of transaction item maps to. */
const itemKinds = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  // A condition check has a Key and a condition, exactly what DeleteItem's validation reads.
  ConditionCheck: 'DeleteItem',
} as const;
type ItemKind = keyof typeof itemKinds;

/** An item a transaction locks: its table's item store, its key, and the key it is locked by. */
interface Locked {
  itemDb: ItemDb;
  key: string;
  lockKey: string;
}

interface PreparedItem extends Locked {
  kind: ItemKind;
  data: Record<string, any>;
}

function transactItemsOf(input: any): any[] {
  const transactItems = input?.TransactItems;
  if (!Array.isArray(transactItems) || transactItems.length < 1 || transactItems.length > 100) {
    throw db.validationError('TransactItems must have between 1 and 100 items');
  }
  return transactItems;
}

/** The lock of the item `data` names; a transaction may name an item once. */
async function lockOf(
  store: Store,
  data: Record<string, any>,
  keyItem: Record<string, unknown>,
  others: readonly Locked[],
): Promise<Locked> {
  const key = db.createKey(keyItem, await tableOf(store, data.TableName));
  const lockKey = `${data.TableName}\u0000${key}`;
  if (others.some((other) => other.lockKey === lockKey)) {
    throw db.validationError('Transaction request cannot include multiple operations on one item');
  }
  return { itemDb: store.getItemDb(data.TableName), key, lockKey };
}

/** Holds the locks of every item of a transaction: taken one at a time in sorted order. */
async function lockAll(items: Locked[]): Promise<() => void> {
  const releases: (() => void)[] = [];
  for (const item of [...items].sort((a, b) => a.lockKey.localeCompare(b.lockKey))) {
    await new Promise<void>((resolve) =>
      item.itemDb.lock(item.key, (release) => {
        const done = release(() => undefined);
        releases.push(() => done(null));
        resolve();
      }),
    );
  }
  return () => releases.reverse().forEach((release) => release());
}

/** The store as seen by writes applied under a transaction's locks: taking a lock again passes. */
function underHeldLocks(store: Store): Store {
  return Object.assign(Object.create(store) as Store, {
    getItemDb(name: string) {
      return Object.assign(Object.create(store.getItemDb(name)) as ItemDb, {
        lock: (_key: string, fn: (release: (cb: Callback) => Callback) => void) => fn((cb) => cb),
      });
    },
  });
}

async function transactWriteItems(store: Store, input: any): Promise<unknown> {
  const prepared: PreparedItem[] = [];
  for (const entry of transactItemsOf(input)) {
    const kinds = Object.keys(entry ?? {}).filter((k): k is ItemKind => k in itemKinds);
    if (kinds.length !== 1) {
      throw db.validationError(
        'TransactItems can only contain one of Check, Put, Update or Delete',
      );
    }
    const kind = kinds[0]!;
    const data = validate(itemKinds[kind], entry[kind], store);
    const lock = await lockOf(store, data, kind === 'Put' ? data.Item : data.Key, prepared);
    prepared.push({ kind, data, ...lock });
  }

  const release = await lockAll(prepared);
  try {
    const existing = await Promise.all(
      prepared.map(
        ({ itemDb, key }) =>
          new Promise<Record<string, unknown> | undefined>((resolve, reject) =>
            itemDb.get(key, (error, item) =>
              error && error.name !== 'NotFoundError' ? reject(error) : resolve(item ?? undefined),
            ),
          ),
      ),
    );
    const failures = prepared.map(({ data }, i) => db.checkConditional(data, existing[i]));
    if (failures.some(Boolean)) {
      const reasons = prepared.map(({ data }, i) =>
        failures[i]
          ? {
              Code: 'ConditionalCheckFailed',
              Message: 'The conditional request failed',
              ...(data.ReturnValuesOnConditionCheckFailure === 'ALL_OLD' && existing[i]
                ? { Item: existing[i] }
                : {}),
            }
          : { Code: 'None' },
      );
      throw serviceError(
        'TransactionCanceledException',
        `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons
          .map((r) => r.Code)
          .join(', ')}]`,
        { CancellationReasons: reasons },
      );
    }
    const held = underHeldLocks(store);
    for (const { kind, data } of prepared) {
      if (kind === 'ConditionCheck') continue;
      // Every condition held under the locks; the writes apply them without checking again.
      const { _condition: _checked, ConditionExpression: _expression, ...write } = data;
      await run(itemKinds[kind], held, write);
    }
    return {};
  } finally {
    release();
  }
}

/**
 * Reads up to 100 items as one snapshot: under the same item locks a transaction writes under,
 * so no transaction is seen half applied.
 */
async function transactGetItems(store: Store, input: any): Promise<unknown> {
  const prepared: (Locked & { data: Record<string, any> })[] = [];
  for (const entry of transactItemsOf(input)) {
    if (Object.keys(entry ?? {}).join() !== 'Get') {
      throw db.validationError('TransactItems can only contain Get');
    }
    const data = validate('GetItem', entry.Get, store);
    prepared.push({ data, ...(await lockOf(store, data, data.Key, prepared)) });
  }
  const release = await lockAll(prepared);
  try {
    const held = underHeldLocks(store);
    const read = await Promise.all(
      prepared.map(({ data }) => run('GetItem', held, data) as Promise<{ Item?: unknown }>),
    );
    return { Responses: read.map(({ Item }) => (Item ? { Item } : {})) };
  } finally {
    release();
  }
}

function send(response: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/x-amz-json-1.0',
    'x-amz-crc32': String(crc32(text)),
    'x-amzn-requestid': Math.random().toString(36).slice(2),
  });
  response.end(text);
}

export interface LocalDynamoServer {
  server: http.Server;
  close(): Promise<void>;
}

/**
 * The local DynamoDB endpoint, data in `path` (kept across restarts), on loopback only. With
 * `latencyMs`, every answer leaves that much later, as over a network.
 */
export function createDynamoServer(options: {
  path: string;
  latencyMs?: number;
}): LocalDynamoServer {
  const latencyMs = options.latencyMs ?? 0;
  const answer = (response: http.ServerResponse, status: number, body: unknown) =>
    latencyMs > 0
      ? setTimeout(() => send(response, status, body), latencyMs)
      : send(response, status, body);
  const store = db.create({ path: options.path, createTableMs: 0, deleteTableMs: 0 });
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const operation = String(request.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
      let input: unknown;
      try {
        input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        return answer(response, 400, {
          __type: 'com.amazon.coral.service#SerializationException',
        });
      }
      const handle = async () => {
        if (operation === 'TransactWriteItems') return transactWriteItems(store, input);
        if (operation === 'TransactGetItems') return transactGetItems(store, input);
        if (!(operations as readonly string[]).includes(operation)) {
          throw serviceError('UnknownOperationException', `Unknown operation ${operation}`);
        }
        const op = operation as Operation;
        return run(op, store, validate(op, input, store));
      };
      handle().then(
        (result) => answer(response, 200, result ?? {}),
        (error: DynamoError) => {
          if (error.statusCode && error.body) return answer(response, error.statusCode, error.body);
          console.error(`[dynamodb] ${operation} failed: ${error.name}`);
          answer(response, 500, { __type: 'com.amazon.coral.service#InternalFailure' });
        },
      );
    });
  });
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => store.db.close(() => resolve()));
        server.closeAllConnections();
      }),
  };
}
