import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import {
  DEFAULT_MAX_BODY_BYTES,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type ResponseOf,
  type RouteContract,
} from '../domain/contract';
import { AppError, unauthorized } from '../domain/errors';
import { sessionState } from '../adapters/user-guard';
import { errorEnvelope } from './errors';
import { validateRequest } from './validate';
import { checkResponse } from './response-check';

export type HttpEvent = APIGatewayProxyEventV2 | APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = APIGatewayProxyStructuredResultV2;

/** What a handler answers: JSON checked against its contract, no content, or a file download. */
export type Reply<T> =
  | { status: number; json: T; headers?: Record<string, string> }
  | { status: 204; headers?: Record<string, string> }
  | { status: number; text: string; headers: Record<string, string> };

export const ok = <T>(json: T, headers?: Record<string, string>) => ({
  status: 200,
  json,
  headers,
});
export const created = <T>(json: T) => ({ status: 201, json });
export const noContent = () => ({ status: 204 as const });

export interface Caller {
  /** The verified token's `sub`: the only source of who is calling. */
  userId: string;
  /** From the token (ID tokens carry it), lowercased. */
  email?: string;
  /** When the token was issued (epoch seconds): sign-out everywhere refuses older tokens. */
  issuedAt: number;
  /** When the person signed in (epoch ms): every token of one sign-in shares it. */
  signedInAt: number;
}

export interface RouteRequest<C extends RouteContract> {
  event: HttpEvent;
  body: ParsedBodyOf<C>;
  query: ParsedQueryOf<C>;
  /** The signed-in caller; a 401 when the route is reached without a verified token. */
  readonly caller: Caller;
  /** Aborted shortly before the Lambda runs out of time. */
  signal: AbortSignal;
  context: Context;
}

type Claims = Record<string, string | undefined>;

function claimsOf(event: HttpEvent): Claims | undefined {
  return (event as APIGatewayProxyEventV2WithJWTAuthorizer).requestContext?.authorizer?.jwt
    ?.claims as Claims | undefined;
}

/** The caller as the JWT authorizer vouched for them, or `undefined` on a public route. */
export function callerOf(event: HttpEvent): Caller | undefined {
  const claims = claimsOf(event);
  const sub = claims?.sub;
  if (typeof sub !== 'string' || !sub) return undefined;
  const email = claims?.email;
  return {
    userId: sub,
    ...(typeof email === 'string' && email ? { email: email.toLowerCase() } : {}),
    issuedAt: Number(claims?.iat ?? claims?.auth_time ?? 0),
    signedInAt: Number(claims?.auth_time ?? claims?.iat ?? 0) * 1000,
  };
}

function toHttp(reply: Reply<unknown>): HttpResult {
  const headers = { 'cache-control': 'no-store', ...reply.headers };
  if ('json' in reply) {
    return {
      statusCode: reply.status,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(reply.json),
    };
  }
  if ('text' in reply) return { statusCode: reply.status, headers, body: reply.text };
  return { statusCode: reply.status, headers };
}

/** Refuses a body larger than the contract allows before anything parses it. */
function bodyLimit(contract: RouteContract): middy.MiddlewareObj<HttpEvent> {
  const max = contract.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  return {
    before: ({ event }) => {
      const raw = event.body ?? '';
      const bytes = event.isBase64Encoded
        ? Math.floor((raw.length * 3) / 4)
        : Buffer.byteLength(raw, 'utf8');
      if (bytes > max)
        throw new AppError('too_large', 'body_too_large', 'Request body is too large');
    },
  };
}

/**
 * JSON bodies through middy's parser (base64 decoded as API Gateway may send them); an empty body
 * is left for the schema to refuse. A raw-body route gets the exact text instead.
 */
function body(contract: RouteContract): middy.MiddlewareObj<HttpEvent> {
  if (contract.rawBody) {
    return {
      before: ({ event }) => {
        if (event.isBase64Encoded && event.body) {
          event.body = Buffer.from(event.body, 'base64').toString('utf8');
          event.isBase64Encoded = false;
        }
      },
    };
  }
  // The API speaks only JSON: a body is read as JSON whatever its content type says (the option
  // exists in the middleware but not in its type declarations).
  const parser = httpJsonBodyParser({ disableContentTypeCheck: true } as never);
  return {
    before: async (request) => {
      if (!contract.body || !request.event.body) return;
      await parser.before!(request as never);
    },
  };
}

export interface RouteOptions {
  /**
   * How a signed-in caller's session is checked (erasure started, "sign out everywhere"):
   * - default: a read (GET) checks alongside the handler, and an ended session answers 401
   *   whatever the handler found; any other method checks BEFORE the handler runs, since not
   *   every effect is a guarded write (a model call, a Cognito call, a delete);
   * - `writes`: every effect of the route is a guarded write, which checks the session itself
   *   in the same transaction (the save: no round trip added);
   * - `erasure`: checked before, but an erasure under way does not end the session, so an
   *   interrupted one can be repeated; a revoked token still does.
   */
  session?: 'writes' | 'erasure';
}

/** Reads whether the caller's session still counts; undefined when the route checks it no other way. */
function sessionCheck(caller: Caller | undefined, mode: RouteOptions['session']) {
  if (!caller || mode === 'writes') return undefined;
  return sessionState(caller.userId).then((state) => {
    const revoked = state.revokedBefore !== undefined && state.revokedBefore > caller.issuedAt;
    const erased = state.erasedAt !== undefined && mode !== 'erasure';
    if (revoked || erased) throw unauthorized('Session ended');
  });
}

/**
 * One route's Lambda handler: header normalisation, the body size limit, JSON parsing, validation
 * of body and query against the route's contract, the caller's session, the error envelope of
 * DESIGN.md, and (while tests run) the answer checked against the contract's response schema.
 * The handler itself only calls the domain.
 */
export function httpRoute<const C extends RouteContract>(
  contract: C,
  handle: (request: RouteRequest<C>) => Promise<Reply<ResponseOf<C>>>,
  options: RouteOptions = {},
) {
  const handler = middy<HttpEvent, HttpResult, Error, Context>({ timeoutEarlyInMillis: 500 })
    .use(errorEnvelope())
    .use(httpHeaderNormalizer())
    .use(bodyLimit(contract))
    .use(body(contract))
    .use(validateRequest(contract))
    .handler(async (event, context, { signal }) => {
      const parsed = (event as HttpEvent & { parsed?: { body: unknown; query: unknown } }).parsed;
      const caller = callerOf(event);
      const session = sessionCheck(caller, options.session);
      if (event.requestContext?.http?.method !== 'GET' && options.session !== 'writes') {
        await session;
      }
      // Marked as handled while the handler runs; awaited (and so thrown) below.
      session?.catch(() => undefined);
      // An ended session is the answer, whatever the handler made of the request meanwhile.
      const reply = await handle({
        event,
        body: (contract.rawBody ? event.body : parsed?.body) as ParsedBodyOf<C>,
        query: parsed?.query as ParsedQueryOf<C>,
        get caller() {
          if (!caller) throw unauthorized();
          return caller;
        },
        signal,
        context,
      }).catch(async (error: unknown) => {
        await session;
        throw error;
      });
      await session;
      checkResponse(contract, reply);
      return toHttp(reply);
    });
  return Object.assign(handler, { contract });
}
