import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, serveStatic } from '../../../lambdas/local/static-files';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('serveStatic (the built web app, as CloudFront serves it)', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ej-static-'));
  const script = `export const greeting = ${JSON.stringify('привіт '.repeat(2000))};\n`;
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(root, 'assets', 'index-abc123.js'), script);
    writeFileSync(path.join(root, 'icon.png'), png);
    server = http.createServer((request, response) => {
      void serveStatic(
        root,
        new URL(request.url!, 'http://x').pathname,
        response,
        request.headers['accept-encoding'],
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** A raw GET (fetch would decode the body itself), with its headers and undecoded bytes. */
  const get = (urlPath: string, acceptEncoding?: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(
          `${base}${urlPath}`,
          { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
            );
          },
        )
        .on('error', reject);
    });

  it('compresses text with brotli for a browser that takes it, and caches hashed assets a year', async () => {
    const { headers, body } = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toBe('accept-encoding');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(body.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('falls back to gzip, then to the file as it is', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('answers concurrent requests for a file with the same compressed bytes', async () => {
    const [first, second] = await Promise.all([
      get('/assets/index-abc123.js', 'br'),
      get('/assets/index-abc123.js', 'br'),
    ]);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('sends images as they are', async () => {
    const { headers, body } = await get('/icon.png', 'br, gzip');
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['content-type']).toBe('image/png');
    expect(body.equals(png)).toBe(true);
  });

  it('answers index.html, revalidated every time, for the router’s paths and for escapes', async () => {
    for (const urlPath of ['/', '/calendar/2026-11', '/..%2f..%2fetc%2fpasswd']) {
      const { headers, body } = await get(urlPath, 'gzip');
      expect(headers['cache-control']).toBe('no-cache');
      expect(gunzipSync(body).toString()).toContain('<title>app</title>');
    }
  });
});
