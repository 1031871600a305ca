import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import type { Outbox } from './outbox';
import type { SeedUser } from './seed';
import type { StripeStandin } from './stripe-standin';

/**
 * Routes that exist in local mode only, for trying and testing the product without a mailbox:
 * `GET /api/dev/outbox?to=`, `POST /api/dev/seed` and, with the Stripe stand-in,
 * `GET /api/dev/stripe?email=`. The CDK stack has none of them.
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
const stripeQuery = z.object({ email: z.email() });
const seedBody = z.strictObject({
  email: z.email(),
  password: z.string().min(6).max(256),
  days: z.number().int().min(0).max(1500),
});

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

function invalid(response: ServerResponse, error: z.ZodError) {
  send(response, 400, {
    error: {
      code: 'invalid_body',
      message: 'Request is invalid',
      details: error.issues.map((i) => ({ path: i.path.join('.'), code: i.code })),
    },
  });
}

export function createDevRoutes(
  outbox: Outbox,
  seedUser: SeedUser,
  stripe?: Pick<StripeStandin, 'snapshot'>,
): LocalDevRoutes {
  return {
    async handle(request, response, url, body) {
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
        let json: unknown;
        try {
          json = JSON.parse(body.toString('utf8'));
        } catch {
          json = undefined;
        }
        const input = seedBody.safeParse(json);
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
