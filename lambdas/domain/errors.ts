/**
 * Errors the domain raises. Each kind maps to one HTTP status in the handlers' middleware;
 * `code` is stable and the web turns it into a localized message (`errors.<code>` in locales/).
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unprocessable'
  | 'quota'
  | 'unavailable'
  | 'timeout';

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string = code,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalid = (code: string, message?: string, details?: unknown) =>
  new AppError('invalid', code, message, details);
export const forbidden = (code: string, message?: string) =>
  new AppError('forbidden', code, message);
export const unauthorized = (message = 'Sign in first') =>
  new AppError('unauthorized', 'unauthorized', message);
export const notFound = (code: string, message?: string) =>
  new AppError('not_found', code, message);
