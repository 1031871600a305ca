/**
 * The app's icons (web/public/icons), drawn from the header's brand mark by Chromium. Run again
 * after changing the mark: npx tsx web/build/make-icons.ts
 */
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';

/** Maskable icons keep the mark inside the central 80% safe zone on a full-bleed background. */
const svg = (size: number, maskable: boolean) => {
  const scale = maskable ? 1.1 : 0.9;
  const r = 15;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  ${maskable ? '<rect width="32" height="32" fill="#5b3f96"/>' : ''}
  <g transform="translate(16 16) scale(${scale}) translate(-16 -16)">
    ${maskable ? '' : `<circle cx="16" cy="16" r="${r}" fill="#5b3f96"/>`}
    <path d="M9.5 18.5c1.9 2.9 4.1 4.3 6.5 4.3s4.6-1.4 6.5-4.3" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/>
    <circle cx="11.5" cy="12.5" r="1.8" fill="#fff"/><circle cx="20.5" cy="12.5" r="1.8" fill="#fff"/>
  </g></svg>`;
};
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg(size, maskable)}</body></html>`,
  );
  const buffer = await page.locator('svg').screenshot({ omitBackground: true });
  writeFileSync(`web/public/icons/${name}`, buffer);
}
writeFileSync(
  'web/public/icons/icon.svg',
  svg(512, false).replace(/ width="512" height="512"/, ''),
);
await browser.close();
