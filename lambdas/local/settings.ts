import path from 'node:path';
import * as z from 'zod/mini';

// zod/mini has no locale: English texts for a bad setting at start (the local stack is never a Lambda).
z.config(z.locales.en());

/** What `npm start` reads from its environment: where it listens and where it keeps its data. */
const settingsSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(65535)), 8080),
  /**
   * The address the stack listens on: loopback unless you widen it on purpose (say, to try the
   * app from a phone on your own network). Local mode is for one person on one machine.
   */
  HOST: z._default(
    z.string().check(z.trim(), z.regex(/^[A-Za-z0-9.:-]+$/, 'an IP address or a host name')),
    '127.0.0.1',
  ),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), '.local'),
  /** After this many minutes without use the app asks for the password again (0: never). */
  SESSION_IDLE_MINUTES: z._default(
    z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1440)),
    30,
  ),
  /**
   * How long the local DynamoDB waits before each answer, as the network does between a Lambda
   * and DynamoDB in AWS: for benchmarks that count round trips (`bench/journal.ts --latency=5`).
   */
  DYNAMODB_LATENCY_MS: z._default(
    z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1000)),
    0,
  ),
  /** Set by `npm run dev`: Vite serves the web app with hot reload instead of the build. */
  DEV: z.pipe(
    z._default(z.enum(['0', '1']), '0'),
    z.transform((v) => v === '1'),
  ),
});

export interface LocalSettings {
  port: number;
  sessionIdleMinutes: number;
  host: string;
  dataDir: string;
  dynamoLatencyMs: number;
  dev: boolean;
}

export function readSettings(source: NodeJS.ProcessEnv = process.env): LocalSettings {
  const parsed = settingsSchema.parse(source);
  return {
    port: parsed.PORT,
    sessionIdleMinutes: parsed.SESSION_IDLE_MINUTES,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    dynamoLatencyMs: parsed.DYNAMODB_LATENCY_MS,
    dev: parsed.DEV,
  };
}

const loopbackAddresses = new Set(['127.0.0.1', '::1', 'localhost', '::ffff:127.0.0.1']);

export const isLoopback = (address: string | undefined): boolean =>
  address !== undefined && (loopbackAddresses.has(address) || address.startsWith('127.'));

/**
 * The `Host` values the stack answers to: its loopback names with its port, and the widened
 * host if there is one. Anything else (a web page that rebound its own name to 127.0.0.1) is
 * refused.
 */
export function allowedHosts({ port, host }: Pick<LocalSettings, 'port' | 'host'>): Set<string> {
  const names = ['localhost', '127.0.0.1', '[::1]'];
  if (!isLoopback(host) && host !== '0.0.0.0' && host !== '::') {
    names.push(host.includes(':') ? `[${host}]` : host);
  }
  return new Set(names.flatMap((name) => [`${name}:${port}`, ...(port === 80 ? [name] : [])]));
}
