import { fetchAuthSession } from 'aws-amplify/auth';

/** An API failure: the HTTP status and the server's stable error code (localized by `errors.<code>`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function idToken(): Promise<string | undefined> {
  const session = await fetchAuthSession();
  return session.tokens?.idToken?.toString();
}

/**
 * Calls the API on the same origin. Signed-in calls carry the ID token; the server takes the
 * user from it and from nothing else.
 */
export async function api<T>(
  path: string,
  options: { method?: string; body?: unknown; auth?: boolean; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.auth !== false) {
    const token = await idToken();
    if (!token) throw new ApiError(401, 'unauthorized', 'Not signed in');
    headers.authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'Network error');
  }
  if (response.status === 204) return undefined as T;
  const json = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (json as { error?: { code?: string; message?: string; details?: unknown } })
      ?.error;
    throw new ApiError(
      response.status,
      error?.code ?? (response.status === 401 ? 'unauthorized' : 'http_error'),
      error?.message ?? response.statusText,
      error?.details,
    );
  }
  return json as T;
}

/** The localized message key of an API error, with a generic fallback. */
export function errorKey(error: unknown, fallback = 'errors.generic'): string {
  return error instanceof ApiError ? `errors.${error.code}` : fallback;
}
