import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { jobs } from '../routes';
import { lambdaContext, loadHandler } from './api-gateway';
import type { Outbox } from './outbox';
import { LocalScheduler } from './scheduler';
import { createLocalSenders } from './senders';

/** The reminder-send Lambda as the local schedules name it. */
const reminderFunction = 'emotion-journal-reminder-send';
export const localReminderTarget = `arn:aws:lambda:local:000000000000:function:${reminderFunction}`;

export interface LocalServices {
  /** What AWS_ENDPOINT_URL_SCHEDULER and AWS_ENDPOINT_URL_SESV2 point at. */
  endpoint: string;
  scheduler: LocalScheduler;
  stop(): Promise<void>;
}

/**
 * The AWS services the reminders use, on one loopback port: EventBridge Scheduler (firing the
 * real reminder-send handler) and SES with web push (into the outbox).
 */
export async function startLocalServices(dataDir: string, outbox: Outbox): Promise<LocalServices> {
  const scheduler = await LocalScheduler.open(dataDir, async (arn, input) => {
    if (arn !== localReminderTarget) throw new Error(`no local function for ${arn}`);
    const handler = (await loadHandler(jobs.reminderSend.handler)) as unknown as (
      event: unknown,
      context: unknown,
    ) => Promise<unknown>;
    return handler(JSON.parse(input ?? '{}'), lambdaContext(reminderFunction));
  });
  const senders = createLocalSenders(outbox);
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://local');
      const body = Buffer.concat(chunks);
      (async () => {
        if (await scheduler.handle(request, response, url, body)) return;
        if (await senders(request, response, url, body)) return;
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Not Found' }));
      })().catch((error: Error) => {
        console.error(`[services] ${request.method} ${url.pathname} failed: ${error.name}`);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  scheduler.start();
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    scheduler,
    async stop() {
      scheduler.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
