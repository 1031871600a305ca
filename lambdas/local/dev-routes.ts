import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import type { Outbox } from './outbox';
import type { LocalScheduler } from './scheduler';
import type { SeedUser } from './seed';
import type { StripeStandin } from './stripe-standin';

/**
 * Routes that exist in local mode only, for trying and testing the product without a mailbox:
 * `GET /api/dev/outbox?to=` (emails and push messages), `POST /api/dev/seed`,
 * `POST /api/dev/clock {now}` (the reminders' scheduler's test clock: it fires the reminders
 * due at that instant, and from then on the machine's time fires none) and, with the Stripe
 * stand-in, `GET /api/dev/stripe?email=`. The CDK stack has none of them.
 */
export interface LocalDevRoutes {
  handle(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    body: Buffer,
  ): Promise<boolean>;
}

const outboxQuery = z.object({ to: z.email() });
const clockBody = z.strictObject({ now: z.iso.datetime({ offset: true }) });
const stripeQuery = z.object({ email: z.email() });
const seedBody = z.strictObject({
  email: z.email(),
  password: z.string().check(z.minLength(6), z.maxLength(256)),
  days: z.number().check(z.int(), z.minimum(0), z.maximum(1500)),
});

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

function invalid(response: ServerResponse, error: z.core.$ZodError) {
  send(response, 400, {
    error: {
      code: 'invalid_body',
      message: 'Request is invalid',
      details: error.issues.map((i) => ({ path: i.path.join('.'), code: i.code })),
    },
  });
}

function jsonOf(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

export function createDevRoutes(
  outbox: Outbox,
  seedUser: SeedUser,
  stripe?: Pick<StripeStandin, 'snapshot'>,
  scheduler?: Pick<LocalScheduler, 'setClock'>,
): LocalDevRoutes {
  return {
    async handle(request, response, url, body) {
      if (url.pathname === '/api/dev/clock' && request.method === 'POST' && scheduler) {
        const input = clockBody.safeParse(jsonOf(body));
        if (!input.success) invalid(response, input.error);
        else {
          const fired = await scheduler.setClock(new Date(input.data.now));
          send(response, 200, { now: new Date(input.data.now).toISOString(), fired });
        }
        return true;
      }
      if (url.pathname === '/api/dev/stripe' && request.method === 'GET' && stripe) {
        const query = stripeQuery.safeParse(Object.fromEntries(url.searchParams));
        if (!query.success) invalid(response, query.error);
        else send(response, 200, stripe.snapshot(query.data.email));
        return true;
      }
      if (url.pathname === '/api/dev/outbox' && request.method === 'GET') {
        const query = outboxQuery.safeParse(Object.fromEntries(url.searchParams));
        if (!query.success) invalid(response, query.error);
        else send(response, 200, { emails: await outbox.list(query.data.to) });
        return true;
      }
      if (url.pathname === '/api/dev/seed' && request.method === 'POST') {
        const input = seedBody.safeParse(jsonOf(body));
        if (!input.success) invalid(response, input.error);
        else {
          const result = await seedUser(input.data);
          send(response, 'error' in result ? 409 : 201, result);
        }
        return true;
      }
      return false;
    },
  };
}
