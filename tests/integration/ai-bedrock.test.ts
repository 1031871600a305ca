import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, captcha, localTables, seededUser, useStackEnvironment } from './helpers';

/**
 * The AI routes' handlers run here, in this process, exactly as Lambda runs them, against the
 * local stack's DynamoDB, with Bedrock replaced by aws-sdk-client-mock: what a guardrail
 * intervention, a model's risk reading and a failing model do to the answer and the quota.
 */
const bedrock = mockClient(BedrockRuntimeClient);
let handlers: {
  analyze: (event: unknown, context: Context) => Promise<{ statusCode?: number; body?: string }>;
  chat: (event: unknown, context: Context) => Promise<{ statusCode?: number; body?: string }>;
};

beforeAll(async () => {
  useStackEnvironment({
    AI_PROVIDER: 'bedrock',
    BEDROCK_MODEL_ID: 'eu.anthropic.claude-haiku-4-5-20251001-v1:0',
    BEDROCK_GUARDRAIL_ID: 'guardrail-test',
    BEDROCK_GUARDRAIL_VERSION: '1',
  });
  handlers = {
    analyze: (await import('../../lambdas/handlers/analyze')).handler as never,
    chat: (await import('../../lambdas/handlers/chat-assistant')).handler as never,
  };
});

beforeEach(() => bedrock.reset());

const context = { getRemainingTimeInMillis: () => 28_000 } as unknown as Context;

function event(user: { userId: string; email: string }, body: unknown) {
  return {
    version: '2.0',
    routeKey: 'POST /api',
    rawPath: '/api',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    requestContext: {
      authorizer: {
        jwt: {
          claims: {
            sub: user.userId,
            email: user.email,
            iat: String(Math.floor(Date.now() / 1000)),
          },
          scopes: [],
        },
      },
    },
    body: JSON.stringify(body),
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

const converse = (text: string, stopReason = 'end_turn') => ({
  output: { message: { role: 'assistant' as const, content: [{ text }] } },
  stopReason: stopReason as 'end_turn',
  usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
  metrics: { latencyMs: 1 },
});

async function usedToday(userId: string): Promise<number> {
  const { db, tables } = localTables();
  const { Item } = await db.send(
    new GetCommand({
      TableName: tables.journal,
      Key: { userId, sk: `usage#${new Date().toISOString().slice(0, 10)}` },
      ConsistentRead: true,
    }),
  );
  return Number(Item?.count ?? 0);
}

async function ukrainian() {
  const user = await seededUser(7, 'bedrock');
  await call('/api/profile', { token: user.token, method: 'PUT', body: { country: 'Україна' } });
  return user;
}

const good = {
  analysis: 'You felt calm on most days. The week ended with gratitude.',
  advice: 'Keep your morning walks. Call a friend this weekend.',
  tips: ['Breathe out slowly.'],
};

describe('Bedrock behind the AI routes', () => {
  it('answers a guardrail intervention calmly, with the help lines, and spends no quota', async () => {
    const user = await ukrainian();
    bedrock.on(ConverseCommand).resolves(converse('Sorry.', 'guardrail_intervened'));
    const result = await handlers.analyze(
      event(user, { kind: 'week', language: 'uk', captchaToken: await captcha() }),
      context,
    );
    expect(result.statusCode).toBe(200);
    const body = JSON.parse(result.body!);
    expect(body.analysis).toMatch(/не хочу залишати вас наодинці/);
    expect(body.crisis.lines.map((l: { tel?: string }) => l.tel)).toContain('7333');
    expect(await usedToday(user.userId)).toBe(0);

    const chat = await handlers.chat(event(user, { message: 'hello', language: 'en' }), context);
    expect(chat.statusCode).toBe(200);
    const reply = JSON.parse(chat.body!);
    expect(reply.reply).toMatch(/I do not want to leave you alone/);
    expect(reply.crisis).toBeDefined();
    expect(await usedToday(user.userId)).toBe(0);
  });

  it('adds the help lines when the model reads a risk the lexicon did not', async () => {
    const user = await ukrainian();
    bedrock.on(ConverseCommand).resolves(converse(JSON.stringify({ ...good, risk: 'concern' })));
    const result = await handlers.analyze(
      event(user, { kind: 'week', language: 'en', captchaToken: await captcha() }),
      context,
    );
    const body = JSON.parse(result.body!);
    expect(body.analysis).toBe(good.analysis);
    expect(body.crisis.country).toBe('UA');
    expect(await usedToday(user.userId)).toBe(1);

    bedrock.on(ConverseCommand).resolves(converse('{"reply": "I hear you.", "risk": "urgent"}'));
    const chat = JSON.parse(
      (await handlers.chat(event(user, { message: 'It is all fine.', language: 'en' }), context))
        .body!,
    );
    expect(chat.reply).toContain('I hear you.');
    expect(chat.crisis).toBeDefined();
  });

  it('stays quiet when neither the lexicon nor the model sees a risk', async () => {
    const user = await ukrainian();
    bedrock.on(ConverseCommand).resolves(converse(JSON.stringify({ ...good, risk: 'none' })));
    const body = JSON.parse(
      (
        await handlers.analyze(
          event(user, { kind: 'latest', language: 'en', captchaToken: await captcha() }),
          context,
        )
      ).body!,
    );
    expect(body.crisis).toBeUndefined();
  });

  it('gives the quota back when the model fails, and makes at most two calls', async () => {
    const user = await ukrainian();
    bedrock
      .on(ConverseCommand)
      .rejects(Object.assign(new Error('slow down'), { name: 'ThrottlingException' }));
    const result = await handlers.analyze(
      event(user, { kind: 'week', language: 'es', captchaToken: await captcha() }),
      context,
    );
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body!).error.message).toMatch(/saturado/);
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(2);
    expect(await usedToday(user.userId)).toBe(0);
  });
});
