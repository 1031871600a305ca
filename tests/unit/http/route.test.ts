import '../accounts/setup-env';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contract } from '../../../lambdas/domain/contract';
import { AppError, forbidden } from '../../../lambdas/domain/errors';
import { httpRoute, ok } from '../../../lambdas/http/route';
import { routes } from '../../../lambdas/routes';

function event(
  overrides: Partial<APIGatewayProxyEventV2WithJWTAuthorizer> & {
    claims?: Record<string, string>;
  } = {},
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const { claims, ...rest } = overrides;
  return {
    version: '2.0',
    routeKey: 'POST /test',
    rawPath: '/test',
    rawQueryString: '',
    headers: { 'Content-Type': 'application/json' },
    requestContext: {
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: { claims: claims ?? {}, scopes: [] },
      },
    } as never,
    isBase64Encoded: false,
    ...rest,
  };
}

const context = { getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

const echo = contract({
  body: z.strictObject({ name: z.string().check(z.minLength(1)) }),
  query: z.strictObject({ page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1) }),
  response: z.strictObject({ hello: z.string(), page: z.number(), userId: z.string() }),
});

const echoHandler = httpRoute(echo, async ({ body, query, caller }) =>
  ok({ hello: body.name, page: query.page, userId: caller.userId }),
);

const bodyOf = (result: unknown) => JSON.parse((result as { body: string }).body);
const signedIn = { claims: { sub: 'user-1', email: 'A@Example.com', iat: '1700000000' } };

const dynamo = mockClient(DynamoDBDocumentClient);

describe('httpRoute: the middleware chain every route runs through', () => {
  beforeEach(() => {
    dynamo.reset();
    // The caller's session: never ended.
    dynamo.on(GetCommand).resolves({});
  });
  afterEach(() => {
    delete process.env.CHECK_RESPONSES;
  });

  it('parses the JSON body and the query, validates both, and hands the caller from the token', async () => {
    const result = await echoHandler(
      event({ ...signedIn, body: '{"name":"Olena"}', queryStringParameters: { page: '2' } }),
      context,
    );
    expect(result.statusCode).toBe(200);
    expect(result.headers).toMatchObject({
      'content-type': 'application/json',
      'cache-control': 'no-store',
    });
    expect(bodyOf(result)).toEqual({ hello: 'Olena', page: 2, userId: 'user-1' });
  });

  it('reads a base64 body as API Gateway may send it', async () => {
    const result = await echoHandler(
      event({
        ...signedIn,
        body: Buffer.from('{"name":"Yuki"}').toString('base64'),
        isBase64Encoded: true,
      }),
      context,
    );
    expect(bodyOf(result).hello).toBe('Yuki');
  });

  it.each([
    ['no body', undefined, 400, 'invalid_body'],
    ['not JSON', '{"name": ', 400, 'invalid_json'],
    ['a field of the wrong type', '{"name": 5}', 400, 'invalid_body'],
    ['an unknown field', '{"name": "a", "userId": "b"}', 400, 'invalid_body'],
    ['a body too large', JSON.stringify({ name: 'x'.repeat(70_000) }), 413, 'body_too_large'],
  ])('answers %s with the error envelope', async (_label, body, status, code) => {
    const result = await echoHandler(event({ ...signedIn, body }), context);
    expect(result.statusCode).toBe(status);
    expect(bodyOf(result).error).toMatchObject({ code, message: expect.any(String) });
  });

  it('names the fields at fault, never their values', async () => {
    const result = await echoHandler(event({ ...signedIn, body: '{"name": ""}' }), context);
    expect(bodyOf(result).error.details).toEqual([{ path: 'name', code: 'too_small' }]);
  });

  it('refuses a bad query', async () => {
    const result = await echoHandler(
      event({ ...signedIn, body: '{"name":"a"}', queryStringParameters: { page: '0' } }),
      context,
    );
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).error.code).toBe('invalid_query');
  });

  it('answers 401 when a route needs the caller and no verified token reached it', async () => {
    const result = await echoHandler(event({ body: '{"name":"a"}' }), context);
    expect(result.statusCode).toBe(401);
  });

  it('maps domain errors to their status, and unknown ones to a 500 that says nothing', async () => {
    const denied = httpRoute(contract({}), async () => {
      throw forbidden('access_denied');
    });
    expect((await denied(event(), context)).statusCode).toBe(403);
    const quota = httpRoute(contract({}), async () => {
      throw new AppError('quota', 'quota_exceeded', 'Daily AI limit reached', { limit: 20 });
    });
    const quotaResult = await quota(event(), context);
    expect(quotaResult.statusCode).toBe(429);
    expect(bodyOf(quotaResult).error.details).toEqual({ limit: 20 });
    const broken = httpRoute(contract({}), async () => {
      throw new Error('secret text of a note');
    });
    const brokenResult = await broken(event(), context);
    expect(brokenResult.statusCode).toBe(500);
    expect(brokenResult.body).not.toContain('secret text');
  });

  it('fails a response that does not match the route’s response schema while tests check them', async () => {
    const drifted = httpRoute(echo, async () =>
      // A handler that leaks a key the contract does not have.
      ok({ hello: 'x', page: 1, userId: 'u', sk: 'entry#…' } as never),
    );
    const unchecked = await drifted(event({ ...signedIn, body: '{"name":"a"}' }), context);
    expect(unchecked.statusCode).toBe(200);
    process.env.CHECK_RESPONSES = '1';
    const checked = await drifted(event({ ...signedIn, body: '{"name":"a"}' }), context);
    expect(checked.statusCode).toBe(500);
  });
});

describe('httpRoute: the caller’s session', () => {
  const request = () => event({ ...signedIn, body: '{"name":"a"}' });
  beforeEach(() => dynamo.reset());

  it.each([
    ['never ended', {}, 200],
    ['tokens revoked after this one was issued', { revokedBefore: 1700000001 }, 401],
    ['tokens revoked before this one was issued', { revokedBefore: 1699999999 }, 200],
    ['erasure started', { erasedAt: 1700000500 }, 401],
  ])('%s → %s', async (_label, item, status) => {
    dynamo.on(GetCommand).resolves({ Item: { pk: 'user#x', ...item } });
    expect((await echoHandler(request(), context)).statusCode).toBe(status);
  });

  it('lets an erasure under way be repeated, but not with a revoked token', async () => {
    const erase = httpRoute(contract({}), async () => ({ status: 204 as const }), {
      session: 'erasure',
    });
    dynamo.on(GetCommand).resolves({ Item: { erasedAt: 1700000500 } });
    expect((await erase(request(), context)).statusCode).toBe(204);
    dynamo.on(GetCommand).resolves({ Item: { erasedAt: 1700000500, revokedBefore: 1700000600 } });
    expect((await erase(request(), context)).statusCode).toBe(401);
  });
});

describe('the routes table and the handlers agree', () => {
  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: its handler is built from the row’s contract',
    async (_label, route) => {
      const module = (await import(`../../../lambdas/handlers/${route.handler}.ts`)) as {
        handler: { contract: unknown };
      };
      expect(module.handler.contract).toBe(route.contract);
    },
  );
});
