import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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

/** What CloudFront compresses: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;

export type ContentEncoding = 'br' | 'gzip';

const compressors: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5 of 11: within a few percent of the smallest, fast enough to do on a first request.
  br: (body) =>
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => promisify(gzip)(body),
};

/**
 * The encoding to answer `Accept-Encoding` with: brotli where the browser takes it (every current
 * one does), else gzip, else none. A coding with `q=0` is refused.
 */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (coding) accepted.set(coding, q === undefined ? 1 : Number(q));
  }
  const quality = (coding: ContentEncoding) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((coding) => quality(coding) > 0);
  return best.sort((a, b) => quality(b) - quality(a))[0];
}

/**
 * Compressed bodies by file, modification time and encoding. A built app's files do not change
 * while it is served, so each is compressed once, on its first request.
 */
const compressed = new Map<string, Promise<Buffer>>();

function compressedBody(file: string, modified: number, encoding: ContentEncoding) {
  const key = `${file}\0${modified}\0${encoding}`;
  let body = compressed.get(key);
  if (!body) {
    body = readFile(file).then(compressors[encoding]);
    body.catch(() => compressed.delete(key));
    compressed.set(key, body);
  }
  return body;
}

async function fileAt(root: string, urlPath: string) {
  const resolved = path.join(root, path.normalize(decodeURIComponent(urlPath)));
  if (!resolved.startsWith(root)) return undefined;
  try {
    const info = await stat(resolved);
    return info.isFile() ? { file: resolved, modified: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app as CloudFront does: text compressed for browsers that take it, hashed
 * assets cached for a year, everything else revalidated (`index.html`, `config.json`), and every
 * other path answered with index.html so the router can take it.
 */
export async function serveStatic(
  root: string,
  urlPath: string,
  response: ServerResponse,
  acceptEncoding?: string,
) {
  const found = (await fileAt(root, urlPath)) ?? (await fileAt(root, '/index.html'));
  if (!found) {
    response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('The web app is not built. Run: npm run build');
    return;
  }
  const type = types[path.extname(found.file)] ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': urlPath.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  };
  const encoding = COMPRESSIBLE.test(type) ? chooseEncoding(acceptEncoding) : undefined;
  if (COMPRESSIBLE.test(type)) headers.vary = 'accept-encoding';
  if (!encoding) {
    response.writeHead(200, headers);
    createReadStream(found.file).pipe(response);
    return;
  }
  const body = await compressedBody(found.file, found.modified, encoding);
  response.writeHead(200, {
    ...headers,
    'content-encoding': encoding,
    'content-length': String(body.length),
  });
  response.end(body);
}
