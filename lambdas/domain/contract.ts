import * as z from 'zod/mini';

/**
 * What one route accepts and answers, as zod schemas. A row of the routes table carries it; the
 * route's handler is built from the same object (so they cannot drift apart); the web's API client
 * takes its types from it (types only), so a changed field breaks the build on both sides.
 */
export interface RouteContract {
  /** The JSON body; absent when the route takes none. */
  body?: z.ZodMiniType;
  /** The query string, as API Gateway hands it over (every value a string). */
  query?: z.ZodMiniType;
  /** The JSON answer of a success. Checked against every answer while tests run. */
  response?: z.ZodMiniType;
  /** The largest body accepted; nothing the API takes comes close to the default 64 KiB. */
  maxBodyBytes?: number;
  /** The body reaches the handler as the exact text sent (Stripe signs the raw bytes). */
  rawBody?: boolean;
}

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export const contract = <const C extends RouteContract>(definition: C): C => definition;

type Input<S> = S extends z.ZodMiniType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** What a caller sends and receives, and what a handler gets after validation. */
export type RequestBodyOf<C extends RouteContract> = Input<C['body']>;
export type RequestQueryOf<C extends RouteContract> = Input<C['query']>;
export type ResponseOf<C extends RouteContract> = Output<C['response']>;
export type ParsedBodyOf<C extends RouteContract> = C['rawBody'] extends true
  ? string
  : Output<C['body']>;
export type ParsedQueryOf<C extends RouteContract> = Output<C['query']>;

/** `GET /api/health`. */
export const healthContract = contract({ response: z.strictObject({ ok: z.literal(true) }) });
