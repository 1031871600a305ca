import type { RequestBodyOf, RequestQueryOf, ResponseOf } from '@domain/contract';
import type { ApiRoute } from '@routes';
import { idToken } from './session-store';

/**
 * The API client, typed from the routes table: `api('POST /api/emotions', { body })` takes the
 * body the row's contract accepts and answers what it answers, so a field changed in a domain
 * schema breaks this build too. Types only: no zod and no server code reach the browser.
 */
type KeyOf<Row> = Row extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${P}`
  : never;

/** Routes the app never calls: Stripe's webhook, and the reminder email's stop link. */
type ServerToServerKey =
  'POST /api/stripe-webhook' | 'GET /api/reminders/stop' | 'POST /api/reminders/stop';

export type RouteKey = Exclude<KeyOf<ApiRoute>, ServerToServerKey>;
type RouteOf<K extends RouteKey> = ApiRoute extends infer Row
  ? Row extends ApiRoute
    ? K extends KeyOf<Row>
      ? Row
      : never
    : never
  : never;
type ContractOf<K extends RouteKey> = RouteOf<K>['contract'];

export type BodyOf<K extends RouteKey> = RequestBodyOf<ContractOf<K>>;
export type QueryOf<K extends RouteKey> = RequestQueryOf<ContractOf<K>>;
export type AnswerOf<K extends RouteKey> = ResponseOf<ContractOf<K>>;

type PublicRouteKey = Exclude<KeyOf<Extract<ApiRoute, { auth: 'public' }>>, ServerToServerKey>;

/**
 * The routes a visitor may call. Typed against the table, so a route that changes its `auth`
 * breaks the build until this list agrees; every other route carries the user's ID token.
 */
const publicRoutes: Record<PublicRouteKey, true> = {
  'GET /api/health': true,
  'GET /api/user-count': true,
  'GET /api/captcha/challenge': true,
  'GET /api/helplines': true,
};

const isPublic = (route: RouteKey): route is PublicRouteKey => route in publicRoutes;

type Options<K extends RouteKey> = (BodyOf<K> extends undefined
  ? { body?: never }
  : { body: BodyOf<K> }) &
  (QueryOf<K> extends undefined ? { query?: never } : { query: QueryOf<K> }) & {
    signal?: AbortSignal;
  };

/** Options may be left out when the route takes neither a body nor a query. */
type OptionsArgument<K extends RouteKey> =
  BodyOf<K> extends undefined
    ? QueryOf<K> extends undefined
      ? [options?: Options<K>]
      : [options: Options<K>]
    : [options: Options<K>];

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

/** A request that never reached the server (offline, DNS, a dropped connection). */
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

let reachabilityListener: ((reachable: boolean) => void) | undefined;

/**
 * Told after every request whether the server was reached. The browser's `navigator.onLine` says
 * only that there is a network (true on a shelter's Wi-Fi with no internet behind it); this says
 * whether our server answers. A listener rather than an import: the visitor's page calls the API
 * without the app's data layer.
 */
export function watchReachability(listener: (reachable: boolean) => void): void {
  reachabilityListener = listener;
}

function urlOf(route: RouteKey, query: unknown): string {
  const path = route.slice(route.indexOf(' ') + 1);
  if (!query) return path;
  const search = new URLSearchParams(query as Record<string, string>).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Calls the API on the same origin and returns the raw response once it is a success. Signed-in
 * calls carry the ID token: the server takes the user from it and from nothing else.
 */
export async function apiResponse<K extends RouteKey>(
  route: K,
  ...[options]: OptionsArgument<K>
): Promise<Response> {
  const method = route.slice(0, route.indexOf(' '));
  const headers: Record<string, string> = {};
  if (options?.body !== undefined) headers['content-type'] = 'application/json';
  if (!isPublic(route)) {
    const token = await idToken();
    if (!token) throw new ApiError(401, 'unauthorized', 'Not signed in');
    headers.authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(urlOf(route, options?.query), {
      method,
      headers,
      body: options?.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options?.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    reachabilityListener?.(false);
    throw new ApiError(0, 'network', 'Network error');
  }
  reachabilityListener?.(true);
  if (!response.ok) {
    const json = (await response.json().catch(() => undefined)) as
      { error?: { code?: string; message?: string; details?: unknown } } | undefined;
    throw new ApiError(
      response.status,
      json?.error?.code ?? (response.status === 401 ? 'unauthorized' : 'http_error'),
      json?.error?.message ?? response.statusText,
      json?.error?.details,
    );
  }
  return response;
}

/** Calls a route and answers its contract's response (nothing for a 204). */
export async function api<K extends RouteKey>(
  route: K,
  ...options: OptionsArgument<K>
): Promise<AnswerOf<K>> {
  const response = await apiResponse(route, ...options);
  if (response.status === 204) return undefined as AnswerOf<K>;
  return (await response.json()) as AnswerOf<K>;
}

/** The localized message key of an API error, with a generic fallback. */
export function errorKey(error: unknown, fallback = 'errors.generic'): string {
  return error instanceof ApiError ? `errors.${error.code}` : fallback;
}
