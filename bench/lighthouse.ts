/**
 * Lighthouse (mobile: a mid-range phone on a slow 4G network, simulated) on the public pages,
 * against the built app on the local stack, served compressed as CloudFront serves it.
 * Debian's Chromium. Run after `npm run build`: npx tsx bench/lighthouse.ts
 *
 * Lighthouse's 4× CPU slowdown assumes a desktop host; on a slower or busy one it emulates a
 * phone slower than its target (a Moto G Power, BenchmarkIndex about 264). Each page is also
 * measured with the slowdown calibrated to this host (its BenchmarkIndex ÷ 264), as Lighthouse's
 * throttling guide recommends; both figures are printed.
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { freePort, startStackProcess } from '../tests/support/stack-process';

const PAGES = ['/', '/login'];
const TARGET_DEVICE_INDEX = 264;
const RUNS = Number(process.env.RUNS ?? 3);

/** CloudFront compresses text; the local stack does not: a gzip front for a fair measure. */
function compressingProxy(target: string, port: number) {
  const origin = new URL(target);
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', origin), {
      headers: { host: origin.host },
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    const type = upstream.headers.get('content-type') ?? '';
    const headers: Record<string, string> = { 'content-type': type };
    const cacheControl = upstream.headers.get('cache-control');
    if (cacheControl) headers['cache-control'] = cacheControl;
    const compressible = /text|javascript|json|svg|css/.test(type);
    if (compressible && /gzip/.test(String(request.headers['accept-encoding']))) {
      headers['content-encoding'] = 'gzip';
      response.writeHead(upstream.status, headers);
      response.end(gzipSync(body));
    } else {
      response.writeHead(upstream.status, headers);
      response.end(body);
    }
  });
  return new Promise<http.Server>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve(server)),
  );
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const stack = await startStackProcess();
const port = await freePort();
const proxy = await compressingProxy(stack.url, port);
const debuggingPort = await freePort();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debuggingPort}`],
});
/** Runs Lighthouse RUNS times on a page and prints the medians; answers the host's BenchmarkIndex. */
async function measure(path: string, cpuSlowdownMultiplier?: number): Promise<number> {
  const scores = { performance: [] as number[], accessibility: [] as number[] };
  const metrics: Record<string, number[]> = {};
  let benchmarkIndex = 0;
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(
      `http://127.0.0.1:${port}${path}`,
      { port: debuggingPort, output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: ['performance', 'accessibility'],
          ...(cpuSlowdownMultiplier
            ? { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier } }
            : {}),
        },
      },
    );
    const lhr = result!.lhr;
    benchmarkIndex = lhr.environment.benchmarkIndex;
    scores.performance.push(Math.round(lhr.categories.performance!.score! * 100));
    scores.accessibility.push(Math.round(lhr.categories.accessibility!.score! * 100));
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]) {
      (metrics[id] ??= []).push(lhr.audits[id]!.numericValue!);
    }
    const failing = lhr.categories
      .accessibility!.auditRefs.map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => audit.id);
    if (failing.length)
      console.log(`  ${path} accessibility audits below 1: ${failing.join(', ')}`);
  }
  const shown = Object.entries(metrics)
    .map(([id, values]) => `${id} ${median(values).toFixed(id.includes('shift') ? 3 : 0)}`)
    .join(', ');
  const cpu = cpuSlowdownMultiplier
    ? `${cpuSlowdownMultiplier.toFixed(1)}× (calibrated)`
    : '4× (default)';
  console.log(
    `${path.padEnd(7)} CPU ${cpu}: performance ${median(scores.performance)} (runs ${scores.performance.join(' ')}), accessibility ${median(scores.accessibility)}; medians: ${shown}`,
  );
  return benchmarkIndex;
}

try {
  for (const path of PAGES) {
    const benchmarkIndex = await measure(path);
    const calibrated = Math.min(4, Math.max(1, benchmarkIndex / TARGET_DEVICE_INDEX));
    console.log(`        host BenchmarkIndex ${Math.round(benchmarkIndex)}`);
    await measure(path, calibrated);
  }
} finally {
  await browser.close();
  proxy.close();
  await stack.stop();
}
