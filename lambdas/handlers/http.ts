import middy from '@middy/core';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
} from 'aws-lambda';
import type * as z from 'zod';
import { AppError, invalid, unauthorized, type ErrorKind } from '../domain/errors';
import { logger } from '../adapters/logger';

/** Bodies above this are refused before parsing: nothing the API accepts comes close. */
export const MAX_BODY_BYTES = 64 * 1024;

const statusOf: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  quota: 429,
  unavailable: 503,
};

export type HttpEvent = APIGatewayProxyEventV2 | APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = APIGatewayProxyStructuredResultV2;

export const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}) => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  body: JSON.stringify(body),
});

export const noContent = (): HttpResult => ({
  statusCode: 204,
  headers: { 'cache-control': 'no-store' },
});

function errorResult(error: unknown): HttpResult {
  if (error instanceof AppError) {
    return json(statusOf[error.kind], {
      error: { code: error.code, message: error.message, details: error.details },
    });
  }
  // Unknown failures: log the type only, the message may carry user data.
  logger.error('unhandled error', { errorName: (error as Error)?.name });
  return json(500, { error: { code: 'internal', message: 'Something went wrong' } });
}

/** Wraps a route handler: one place maps domain errors to HTTP and keeps bodies out of logs. */
export function httpHandler(fn: (event: HttpEvent) => Promise<HttpResult>) {
  return middy<HttpEvent, HttpResult>().handler(async (event) => {
    try {
      return await fn(event);
    } catch (error) {
      return errorResult(error);
    }
  });
}

/** The caller's id: only ever the verified token's `sub`, placed by the JWT authorizer. */
export function userIdOf(event: HttpEvent): string {
  const claims = (event as APIGatewayProxyEventV2WithJWTAuthorizer).requestContext?.authorizer?.jwt
    ?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || !sub) throw unauthorized();
  return sub;
}

/** The caller's email from the verified token (ID tokens carry it; access tokens do not). */
export function emailOf(event: HttpEvent): string | undefined {
  const claims = (event as APIGatewayProxyEventV2WithJWTAuthorizer).requestContext?.authorizer?.jwt
    ?.claims;
  return typeof claims?.email === 'string' ? claims.email.toLowerCase() : undefined;
}

function issuesOf(error: z.ZodError) {
  return error.issues.map((i) => ({ path: i.path.join('.'), code: i.code }));
}

export function parseBody<S extends z.ZodType>(event: HttpEvent, schema: S): z.infer<S> {
  const raw = event.body ?? '';
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) {
    throw new AppError('too_large', 'body_too_large', 'Request body is too large');
  }
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : undefined;
  } catch {
    throw invalid('invalid_json', 'Request body is not valid JSON');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw invalid('invalid_body', 'Request body is invalid', issuesOf(parsed.error));
  return parsed.data;
}

export function parseQuery<S extends z.ZodType>(event: HttpEvent, schema: S): z.infer<S> {
  const parsed = schema.safeParse(event.queryStringParameters ?? {});
  if (!parsed.success) throw invalid('invalid_query', 'Query is invalid', issuesOf(parsed.error));
  return parsed.data;
}
