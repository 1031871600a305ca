/**
 * The JavaScript the home page loads, gzipped, as Chromium requests it from a built app.
 * Run after `npm run build`: npx tsx bench/home-weight.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startStackProcess } from '../tests/support/stack-process';

const stack = await startStackProcess();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  await page.goto(stack.url, { waitUntil: 'networkidle' });
  let raw = 0;
  let gzipped = 0;
  for (const script of scripts) {
    const content = readFileSync(path.join('dist/web', script));
    const size = gzipSync(content, { level: 9 }).length;
    raw += content.length;
    gzipped += size;
    console.log(`${(size / 1024).toFixed(1).padStart(7)} kB gz  ${script}`);
  }
  console.log(
    `${scripts.length} scripts: ${(raw / 1024).toFixed(1)} kB, ${(gzipped / 1024).toFixed(1)} kB gzipped`,
  );
} finally {
  await browser.close();
  await stack.stop();
}
