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
  tables: { journal: string; system: string };
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

export const timezone = 'Europe/Kyiv';

export async function saveEmotion(token: string, body: Record<string, unknown> = {}) {
  return call('/api/emotions', {
    token,
    method: 'POST',
    body: { emotion: 'calm', timezone, captchaToken: await captcha(), ...body },
  });
}
