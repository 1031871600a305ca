import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import type { Outbox } from './outbox';

/**
 * Where the product's messages go under `npm start`, with no network: SES's SendEmail (the v2
 * API the email adapter calls, so it runs unchanged) and web push both land in the local outbox.
 */

const sendEmailSchema = z.object({
  FromEmailAddress: z.string().check(z.minLength(1)),
  Destination: z.object({ ToAddresses: z.array(z.email()).check(z.minLength(1)) }),
  Content: z.object({
    Simple: z.object({
      Subject: z.object({ Data: z.string() }),
      Body: z.object({ Html: z.object({ Data: z.string() }) }),
      Headers: z.optional(z.array(z.object({ Name: z.string(), Value: z.string() }))),
    }),
  }),
});

const pushSchema = z.object({
  to: z.email(),
  endpoint: z.url(),
  notification: z.object({ title: z.string(), body: z.string(), url: z.string() }),
});

function send(response: ServerResponse, status: number, body: unknown, errorType?: string) {
  response.writeHead(status, {
    'content-type': 'application/json',
    ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
  });
  response.end(JSON.stringify(body));
}

function parse<T extends z.ZodMiniType>(schema: T, body: Buffer): z.output<T> | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(body.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function createLocalSenders(outbox: Outbox) {
  return async (
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    body: Buffer,
  ): Promise<boolean> => {
    if (request.method !== 'POST') return false;
    if (url.pathname === '/v2/email/outbound-emails') {
      const email = parse(sendEmailSchema, body);
      if (!email) send(response, 400, { message: 'Invalid request' }, 'BadRequestException');
      else {
        const { Subject, Body, Headers } = email.Content.Simple;
        const headers = Headers && Object.fromEntries(Headers.map((h) => [h.Name, h.Value]));
        for (const to of email.Destination.ToAddresses) {
          await outbox.send(to, Subject.Data, Body.Html.Data, headers);
        }
        send(response, 200, { MessageId: `local-${Date.now()}` });
      }
      return true;
    }
    if (url.pathname === '/push') {
      const push = parse(pushSchema, body);
      if (!push) send(response, 400, { message: 'Invalid request' });
      else {
        await outbox.push(push.to, push.notification);
        send(response, 201, {});
      }
      return true;
    }
    return false;
  };
}
