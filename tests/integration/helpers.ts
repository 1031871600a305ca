import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { solvedCaptcha } from '../support/captcha';
import { cognitoFor } from '../support/cognito';
import { uniqueEmail } from '../support/outbox';

export const baseUrl = () => inject('baseUrl');
export const captcha = (purpose?: 'action' | 'signup') => solvedCaptcha(baseUrl(), purpose);

export { uniqueEmail };

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** One API call as the web makes it; `raw` sends a body as is (for malformed input). */
export async function call<T = any>(
  route: string,
  options: { token?: string; method?: string; body?: unknown; raw?: string } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined || options.raw !== undefined)
    headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl()}${route}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // CSV and other text answers stay text.
  }
  return { status: response.status, body, headers: response.headers };
}

/** A confirmed user with an entry on each of the last `days` days, signed in. */
export async function seededUser(days: number, prefix = 'user') {
  const email = uniqueEmail(prefix);
  const password = 'Secret123';
  const seeded = await call<{ userId: string }>('/api/dev/seed', {
    method: 'POST',
    body: { email, password, days },
  });
  if (seeded.status !== 201) throw new Error(`seed failed: ${seeded.status}`);
  const cognito = await cognitoFor(baseUrl());
  const tokens = await cognito.signIn(email, password, await captcha());
  return { email, password, userId: seeded.body.userId, token: tokens.IdToken! };
}

/** A fresh user through the real sign-up, emailed link and sign-in. */
export async function registeredUser(prefix = 'user') {
  const email = uniqueEmail(prefix);
  const cognito = await cognitoFor(baseUrl());
  const { idToken } = await cognito.newUser(email);
  const me = await call('/api/me', { token: idToken });
  return { email, token: idToken, userId: me.body.userId as string };
}

interface Endpoints {
  dynamodb: string;
  tables: { journal: string; system: string; keys: string };
}

/** The local emulator's tables, read directly, to check what the API wrote. */
export function localTables() {
  const endpoints = JSON.parse(
    readFileSync(path.join(inject('dataDir'), 'endpoints.json'), 'utf8'),
  ) as Endpoints;
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: endpoints.dynamodb,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  async function scan(table: string) {
    const items: Record<string, any>[] = [];
    let ExclusiveStartKey: Record<string, any> | undefined;
    do {
      const page = await db.send(new ScanCommand({ TableName: table, ExclusiveStartKey }));
      items.push(...(page.Items ?? []));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return items;
  }
  return { db, endpoints, tables: endpoints.tables, scan };
}

/**
 * The environment the stack gives its handlers, set in this process, so a test can run the
 * adapters or a handler here against the stack's emulators (with a stand-in of its own, such
 * as a mocked Bedrock).
 */
export function useStackEnvironment(extra: Record<string, string> = {}) {
  const { endpoints } = localTables();
  const dataDir = inject('dataDir');
  Object.assign(process.env, {
    // vitest sets MODE to 'test'; the handlers' own value is what the stack runs them with.
    MODE: 'local',
    TABLE_NAME: endpoints.tables.journal,
    SYSTEM_TABLE_NAME: endpoints.tables.system,
    KEYS_TABLE_NAME: endpoints.tables.keys,
    LOCAL_MASTER_KEY_FILE: path.join(dataDir, 'master.key'),
    // The stack's own secret: handlers here verify the challenges the stack issued.
    CAPTCHA_SECRET: JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'))
      .captchaSecret,
    USER_POOL_ID: 'unused',
    USER_POOL_CLIENT_ID: 'unused',
    APP_URL: 'http://localhost',
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    ...extra,
  });
}

export const timezone = 'Europe/Kyiv';

export async function saveEmotion(token: string, body: Record<string, unknown> = {}) {
  return call('/api/emotions', {
    token,
    method: 'POST',
    body: { emotion: 'calm', timezone, captchaToken: await captcha(), ...body },
  });
}

/**
 * A valid request for each token route of the table, so that a test of who may call a route is
 * refused for who they are, not for what they sent.
 */
export async function validRequest(route: { handler: string; path: string; method: string }) {
  const bodies: Record<string, () => Promise<unknown>> = {
    'emotions-create': async () => ({
      emotion: 'x',
      timezone: 'UTC',
      captchaToken: await captcha(),
    }),
    'profile-put': async () => ({ displayName: 'Back again' }),
    'terms-accept': async () => ({ termsAccepted: true, privacyAccepted: true }),
    'account-delete': async () => ({ captchaToken: await captcha() }),
    analyze: async () => ({ kind: 'latest', language: 'en', captchaToken: await captcha() }),
    'chat-assistant': async () => ({ message: 'hi', language: 'en' }),
    import: async () => ({ format: 'json', content: '{"entries": []}' }),
    'checkout-create': async () => ({ type: 'monthly' }),
    'portal-create': async () => ({}),
    'payments-verify': async () => ({ sessionId: 'cs_test_someone' }),
    'reminders-put': async () => ({
      enabled: false,
      time: '20:00',
      timezone: 'UTC',
      channels: { email: true, push: false },
    }),
  };
  const queries: Record<string, string> = {
    'emotions-list': '?date=2026-01-01',
    'days-list': '?from=2026-01-01&to=2026-01-31',
    insights: '?from=2026-01-01&to=2026-01-31',
  };
  return {
    path: route.path + (queries[route.handler] ?? ''),
    method: route.method,
    body: await bodies[route.handler]?.(),
  };
}

/** Every item, in either table, that names the user (by id or email): what an erasure must leave none of. */
export async function everythingNaming(user: { userId: string; email: string }) {
  const { scan, tables } = localTables();
  return [...(await scan(tables.journal)), ...(await scan(tables.system))].filter((item) => {
    const text = JSON.stringify(item);
    return text.includes(user.userId) || text.includes(user.email);
  });
}
