import type http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect } from 'vite';
import type { WebConfig } from '../domain/web-config';
import { lambdaContext, loadHandler, matchRoute, toEvent } from './api-gateway';
import type { createCognitoProxy } from './cognito-proxy';
import type { LocalDevRoutes } from './dev-routes';
import type { LocalPages } from './stripe-pages';
import { serveStatic } from './static-files';
import { isLoopback } from './settings';
import { invokeByFunctionName } from './triggers';

export interface ServerParts {
  /** `Host` header values this stack answers to; anything else is refused (DNS rebinding). */
  allowedHosts: ReadonlySet<string>;
  webConfig: (origin: string) => WebConfig;
  verifyToken: (token: string) => Promise<Record<string, unknown> | undefined>;
  cognitoProxy: ReturnType<typeof createCognitoProxy>;
  devRoutes: LocalDevRoutes;
  /** The pages Stripe would host, served by the local stand-in (none with real Stripe keys). */
  localPages?: LocalPages;
  /** The built web app, or Vite's middleware under `npm run dev`. */
  web: { root: string } | { vite: Connect.Server };
}

const LAMBDA_INVOKE = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

/**
 * The Lambda Invoke API that cognito-local calls to run the triggers, on its own loopback port:
 * never on the port the browser uses, so no page and no other machine can run a trigger.
 */
export function createInvokeHandler(): http.RequestListener {
  return (request, response) => {
    const invoke = LAMBDA_INVOKE.exec(new URL(request.url ?? '/', 'http://internal').pathname);
    if (!invoke || request.method !== 'POST') {
      sendJson(response, 404, { message: 'Not Found' });
      return;
    }
    readBody(request)
      .then(async (body) => {
        const result = await invokeByFunctionName(
          decodeURIComponent(invoke[1]!),
          JSON.parse(body.toString('utf8') || '{}'),
        );
        sendJson(response, result.status, result.body, result.headers);
      })
      .catch((error: Error) => {
        console.error(`[invoke] failed: ${error.name}`);
        if (!response.headersSent) sendJson(response, 500, { message: 'invoke failed' });
      });
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers = {}) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

function originOf(request: IncomingMessage): string {
  return `http://${request.headers.host ?? 'localhost'}`;
}

/** One origin for everything, as CloudFront gives in AWS: the web app, `/config.json` and `/api/*`. */
export function createRequestHandler(parts: ServerParts): http.RequestListener {
  async function api(request: IncomingMessage, response: ServerResponse, url: URL, body: Buffer) {
    // Test and seed helpers answer this machine only, even when the stack listens wider.
    if (isLoopback(request.socket.remoteAddress)) {
      if (await parts.devRoutes.handle(request, response, url, body)) return;
    }
    const matched = matchRoute(request.method ?? 'GET', url.pathname);
    if (matched === undefined) {
      sendJson(response, 404, { message: 'Not Found' });
      return;
    }
    if (matched === 'method_not_allowed') {
      sendJson(response, 404, { message: 'Not Found' });
      return;
    }
    let claims: Record<string, unknown> | undefined;
    if (matched.route.auth === 'token') {
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice(7) : '';
      claims = token ? await parts.verifyToken(token) : undefined;
      // The API Gateway JWT authorizer answers this way before any Lambda runs.
      if (!claims) {
        sendJson(response, 401, { message: 'Unauthorized' });
        return;
      }
    }
    const handler = await loadHandler(matched.route.handler);
    const event = toEvent(request, url, body, matched, claims);
    const result = await handler(event, lambdaContext(matched.route.handler));
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
    if (result.cookies?.length) headers['set-cookie'] = result.cookies.join(', ');
    response.writeHead(result.statusCode ?? 200, headers);
    response.end(
      result.body && result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body,
    );
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    if (!parts.allowedHosts.has(String(request.headers.host ?? '').toLowerCase())) {
      response.writeHead(421, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('This local stack answers only to its own address (localhost).');
      return;
    }
    const url = new URL(request.url ?? '/', originOf(request));
    const path = url.pathname;
    if (await parts.localPages?.(request, response, url)) return;
    if (path.startsWith('/api/')) return api(request, response, url, await readBody(request));
    if (path === '/config.json') return sendJson(response, 200, parts.webConfig(originOf(request)));
    if (path === '/cognito' || path.startsWith('/cognito/')) {
      const subPath = path.slice('/cognito'.length) || '/';
      return parts.cognitoProxy(request, response, subPath + url.search, await readBody(request));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // The site is files: nothing but the API and the Cognito endpoint takes a POST.
      return sendJson(response, 405, { message: 'Method Not Allowed' }, { allow: 'GET, HEAD' });
    }
    if ('vite' in parts.web) {
      parts.web.vite(request, response);
      return;
    }
    return serveStatic(parts.web.root, path, response, request.headers['accept-encoding']);
  }

  return (request, response) => {
    route(request, response).catch((error: Error) => {
      console.error(`[api] ${request.method} ${request.url?.split('?')[0]} failed: ${error.name}`);
      if (!response.headersSent)
        sendJson(response, 500, { error: { code: 'internal', message: 'Something went wrong' } });
      else response.end();
    });
  };
}
