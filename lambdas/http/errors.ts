import type middy from '@middy/core';
import { AppError, type ErrorKind } from '../domain/errors';
import { logger } from '../adapters/logger';

const statusOf: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  quota: 429,
  unavailable: 503,
  timeout: 504,
};

const envelope = (statusCode: number, code: string, message: string, details?: unknown) => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  body: JSON.stringify({ error: { code, message, ...(details === undefined ? {} : { details }) } }),
});

/** middy's own errors carry an HTTP status; its JSON parser answers 415 to a body that is not JSON. */
const isHttpError = (error: unknown): error is Error & { statusCode: number; expose?: boolean } =>
  typeof (error as { statusCode?: unknown })?.statusCode === 'number';

/**
 * The one place errors become HTTP: the envelope `{error: {code, message, details?}}` of DESIGN.md.
 * Unknown failures are logged by type only (their message may carry user data) and answer 500.
 */
export function errorEnvelope(): middy.MiddlewareObj {
  return {
    onError: (request) => {
      const { error } = request;
      if (error instanceof AppError) {
        request.response = envelope(statusOf[error.kind], error.code, error.message, error.details);
      } else if (isHttpError(error) && error.statusCode === 415) {
        request.response = envelope(400, 'invalid_json', 'Request body is not valid JSON');
      } else if (isHttpError(error) && error.statusCode < 500) {
        request.response = envelope(error.statusCode, 'invalid_request', 'Request is invalid');
      } else {
        logger.error('unhandled error', { errorName: (error as Error)?.name });
        request.response = envelope(500, 'internal', 'Something went wrong');
      }
    },
  };
}
