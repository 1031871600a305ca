import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackends } from './backends';

/** When Stripe cannot be reached: clear 503s, and an erasure that deletes nothing. */

let backends: Awaited<ReturnType<typeof startBackends>>;

beforeAll(async () => {
  backends = await startBackends('unreachable');
}, 30_000);

afterAll(() => backends?.stop());

const caller = (userId: string) => ({
  requestContext: {
    http: { method: 'POST' },
    requestId: `req-${userId}`,
    authorizer: { jwt: { claims: { sub: userId, iat: String(Math.floor(Date.now() / 1000)) } } },
  },
  headers: { 'content-type': 'application/json', host: 'localhost:8080' },
  isBase64Encoded: false,
});

async function solved(): Promise<string> {
  const { issueChallenge } = await import('../../../lambdas/adapters/captcha');
  const challenge = await issueChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('Stripe unreachable', () => {
  it('erasure answers 503 payments_unavailable and deletes nothing', async () => {
    const { db, tables } = await import('../../../lambdas/adapters/dynamo');
    const userId = 'user-down';
    for (const Item of [
      { userId, sk: 'account', email: 'down@example.com' },
      { userId, sk: 'subscription', customerId: 'cus_down', version: 1 },
    ]) {
      await db.send(new PutCommand({ TableName: tables.journal, Item }));
    }
    const { handler } = await import('../../../lambdas/handlers/account-delete');
    const result = (await handler(
      {
        ...caller(userId),
        body: JSON.stringify({ captchaToken: await solved() }),
      } as never,
      {} as never,
    )) as { statusCode: number; body: string };
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body).error.code).toBe('payments_unavailable');

    const { readUserData } = await import('../../../lambdas/adapters/journal');
    const { sessionState } = await import('../../../lambdas/adapters/user-guard');
    expect((await readUserData(userId)).account?.email).toBe('down@example.com');
    expect(await sessionState(userId)).toEqual({});
  });

  it('checkout answers 503 payments_unavailable', async () => {
    const { handler } = await import('../../../lambdas/handlers/checkout-create');
    const result = (await handler(
      { ...caller('user-new'), body: JSON.stringify({ type: 'monthly' }) } as never,
      {} as never,
    )) as { statusCode: number; body: string };
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body).error.code).toBe('payments_unavailable');
  });
});
