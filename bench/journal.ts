/**
 * The cost of a save and of a month's calendar read for a user with three years of daily
 * entries, on the local stack, side by side with the floor: one raw PutItem and one raw Query
 * sent from here to the same DynamoDB emulator in the same run. Run: npx tsx bench/journal.ts
 *
 * Read the ratios: a save is one HTTP request that verifies the token, checks the human check
 * and writes the entry with its day in one transaction; 1.5× the raw write is the goal.
 *
 * `--latency=5` makes the local DynamoDB answer 5 ms late, as the network between a Lambda and
 * DynamoDB does in AWS, the raw calls' answers included: on the local stack the emulator shares
 * one process with the API, so without it a round trip costs CPU, not waiting, and round trips
 * saved (requests sent side by side) do not show.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { addDays, localDateTime } from '../lambdas/domain/dates';
import { solvedCaptcha } from '../tests/support/captcha';
import { cognitoFor } from '../tests/support/cognito';
import { startStackProcess } from '../tests/support/stack-process';

const YEARS_OF_DAYS = 3 * 365;
const RUNS = 30;
const latencyMs = z.coerce
  .number()
  .check(z.int(), z.minimum(0), z.maximum(1000))
  .parse(
    /^--latency=(.*)$/.exec(process.argv.find((arg) => arg.startsWith('--latency=')) ?? '')?.[1] ??
      0,
  );

const median = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

function summary(label: string, samples: number[], floor?: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const ratio = floor ? `   = ${(median(samples) / median(floor)).toFixed(2)}× the raw call` : '';
  console.log(
    `${label.padEnd(40)} median ${at(0.5).toFixed(1)} ms   p90 ${at(0.9).toFixed(1)} ms   max ${sorted.at(-1)!.toFixed(1)} ms   (n=${samples.length})${ratio}`,
  );
}

async function timed(fn: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const response = await fn();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return performance.now() - start;
}

async function timedCall(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

const stack = await startStackProcess({ env: { DYNAMODB_LATENCY_MS: String(latencyMs) } });
console.log(`DynamoDB answers ${latencyMs} ms late (--latency)`);
try {
  const email = `bench-${Date.now()}@example.com`;
  let start = performance.now();
  const seeded = await fetch(`${stack.url}/api/dev/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Secret123', days: YEARS_OF_DAYS }),
  });
  const { daysWithEntries } = (await seeded.json()) as { daysWithEntries: number };
  console.log(
    `seeded ${daysWithEntries} days of entries in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );

  const cognito = await cognitoFor(stack.url);
  const tokens = await cognito.signIn(email, 'Secret123', await solvedCaptcha(stack.url));
  const headers = { authorization: `Bearer ${tokens.IdToken}`, 'content-type': 'application/json' };

  const today = localDateTime(new Date(), 'UTC').date;
  const monthStart = `${today.slice(0, 8)}01`;
  const monthEnd = addDays(addDays(monthStart, 32).slice(0, 8) + '01', -1);

  // The floor, on the same emulator: an item the size of an entry, and a month of one user's items.
  const endpoints = JSON.parse(
    readFileSync(path.join(stack.dataDir, 'endpoints.json'), 'utf8'),
  ) as { dynamodb: string; tables: { journal: string } };
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: endpoints.dynamodb,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const TableName = endpoints.tables.journal;
  const rawPuts: number[] = [];
  const rawQueries: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    rawPuts.push(
      await timedCall(() =>
        db.send(
          new PutCommand({
            TableName,
            Item: { userId: 'bench-floor', sk: `entry#${today}#${i}`, emotion: 'calm', note: '' },
          }),
        ),
      ),
    );
    rawQueries.push(
      await timedCall(() =>
        db.send(
          new QueryCommand({
            TableName,
            KeyConditionExpression: 'userId = :u AND sk BETWEEN :from AND :to',
            ExpressionAttributeValues: {
              ':u': 'bench-floor',
              ':from': `entry#${monthStart}#`,
              ':to': `entry#${monthEnd}#\uffff`,
            },
          }),
        ),
      ),
    );
  }

  const saves: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // The human check is solved before the clock starts: the browser does that while the user types.
    const body = JSON.stringify({
      emotion: 'calm',
      timezone: 'UTC',
      captchaToken: await solvedCaptcha(stack.url),
    });
    saves.push(
      await timed(() => fetch(`${stack.url}/api/emotions`, { method: 'POST', headers, body })),
    );
  }
  const calendar: number[] = [];
  const monthEntries: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    calendar.push(
      await timed(() =>
        fetch(`${stack.url}/api/days?from=${monthStart}&to=${monthEnd}`, { headers }),
      ),
    );
    monthEntries.push(
      await timed(() =>
        fetch(`${stack.url}/api/emotions?from=${monthStart}&to=${monthEnd}`, { headers }),
      ),
    );
  }
  start = performance.now();
  summary('raw PutItem (the floor of a save)', rawPuts);
  summary('raw Query (the floor of a month read)', rawQueries);
  summary('POST /api/emotions (save)', saves, rawPuts);
  summary('GET /api/days (a month, calendar)', calendar, rawQueries);
  summary('GET /api/emotions (a month of entries)', monthEntries, rawQueries);
} finally {
  await stack.stop();
}
