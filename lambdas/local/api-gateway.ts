import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { HttpResult } from '../http/route';
import { routes, type RouteDefinition } from '../routes';

type Handler = (
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  context: unknown,
) => Promise<HttpResult>;

export interface MatchedRoute {
  route: RouteDefinition;
  pathParameters: Record<string, string>;
}

function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    if (segment.startsWith('{') && segment.endsWith('}')) {
      params[segment.slice(1, -1)] = decodeURIComponent(got[i]!);
    } else if (segment !== got[i]) {
      return undefined;
    }
  }
  return params;
}

/** The route of the table for a request, as API Gateway would select it; `undefined` is a 404. */
export function matchRoute(
  method: string,
  path: string,
): MatchedRoute | 'method_not_allowed' | undefined {
  let pathMatched = false;
  for (const route of routes) {
    const pathParameters = matchPath(route.path, path);
    if (!pathParameters) continue;
    pathMatched = true;
    if (route.method === method) return { route, pathParameters };
  }
  return pathMatched ? 'method_not_allowed' : undefined;
}

/** The JWT authorizer hands claims to Lambda as strings. */
function stringifyClaims(claims: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(claims).map(([key, value]) => [
      key,
      Array.isArray(value) ? `[${value.join(' ')}]` : String(value),
    ]),
  );
}

/** An API Gateway HTTP API (payload 2.0) event for a request, with the authorizer's claims if any. */
export function toEvent(
  request: IncomingMessage,
  url: URL,
  body: Buffer,
  matched: MatchedRoute,
  claims: Record<string, unknown> | undefined,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = name in query ? `${query[name]},${value}` : value;
  }
  const now = new Date();
  const routeKey = `${matched.route.method} ${matched.route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: headers.cookie?.split(';').map((c) => c.trim()),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(matched.pathParameters).length ? matched.pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: { claims: claims ? stringifyClaims(claims) : {}, scopes: [] },
      },
      domainName: url.host,
      domainPrefix: url.hostname.split('.')[0] ?? '',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? body.toString('utf8') : undefined,
    isBase64Encoded: false,
  };
}

const loaded = new Map<string, Promise<Handler>>();

/** The same handler module Lambda runs, loaded once. */
export function loadHandler(name: string): Promise<Handler> {
  let handler = loaded.get(name);
  if (!handler) {
    handler = import(`../handlers/${name}.ts`).then((module) => module.handler as Handler);
    loaded.set(name, handler);
  }
  return handler;
}

export function lambdaContext(functionName: string) {
  return {
    functionName,
    awsRequestId: randomUUID(),
    getRemainingTimeInMillis: () => 30_000,
    callbackWaitsForEmptyEventLoop: false,
  };
}
