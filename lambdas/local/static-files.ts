import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

async function fileAt(root: string, urlPath: string): Promise<string | undefined> {
  const resolved = path.join(root, path.normalize(decodeURIComponent(urlPath)));
  if (!resolved.startsWith(root)) return undefined;
  try {
    return (await stat(resolved)).isFile() ? resolved : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app as CloudFront does: files as they are, hashed assets cached for a
 * year, and every other path answered with index.html so the router can take it.
 */
export async function serveStatic(root: string, urlPath: string, response: ServerResponse) {
  const file = (await fileAt(root, urlPath)) ?? (await fileAt(root, '/index.html'));
  if (!file) {
    response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('The web app is not built. Run: npm run build');
    return;
  }
  const immutable = urlPath.startsWith('/assets/');
  response.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(response);
}
