import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { families } from '@domain/emotions/family';

const css = readFileSync(
  path.resolve(import.meta.dirname, '../../../web/src/styles/tokens.css'),
  'utf8',
);

/** The colour tokens of one theme block: the light base, then the dark overrides on top. */
function colours(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('\n}', start));
  return new Map(
    [...block.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1]!, m[2]!.toLowerCase()]),
  );
}

const light = colours(':root');
const themes = { light, dark: new Map([...light, ...colours(":root[data-theme='dark']")]) };

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const surfaces = ['--color-bg', '--color-surface', '--color-surface-raised'];

/** [foreground, background, minimum ratio]: WCAG AA, 4.5 for text, 3 for marks and icons. */
const pairs: [string, string, number][] = [
  ...surfaces.flatMap((s): [string, string, number][] => [
    ['--color-text', s, 4.5],
    ['--color-text-muted', s, 4.5],
    ['--color-primary', s, 4.5],
    ['--color-focus', s, 3],
    ['--color-border-strong', s, 3],
    ...families.map((f): [string, string, number] => [`--family-${f}-strong`, s, 3]),
  ]),
  ['--color-on-primary', '--color-primary', 4.5],
  ['--color-on-primary', '--color-primary-hover', 4.5],
  ['--color-text', '--color-primary-soft', 4.5],
  ['--color-primary', '--color-primary-soft', 4.5],
  ...['success', 'info', 'warning', 'danger'].flatMap((kind): [string, string, number][] => [
    [`--color-${kind}`, `--color-${kind}-soft`, 4.5],
    ['--color-text', `--color-${kind}-soft`, 4.5],
  ]),
  ...families.flatMap((f): [string, string, number][] => [
    ['--color-text', `--family-${f}-soft`, 4.5],
    [`--family-${f}-strong`, `--family-${f}-soft`, 3],
  ]),
];

describe('design tokens', () => {
  it.each(Object.keys(themes) as (keyof typeof themes)[])(
    'every colour pair of the %s theme passes WCAG AA contrast',
    (theme) => {
      const tokens = themes[theme];
      const failing = pairs
        .map(([fg, bg, min]) => ({
          fg,
          bg,
          min,
          ratio: contrast(tokens.get(fg)!, tokens.get(bg)!),
        }))
        .filter(({ ratio, min }) => !(ratio >= min))
        .map(({ fg, bg, ratio, min }) => `${fg} on ${bg}: ${ratio.toFixed(2)} < ${min}`);
      expect(failing).toEqual([]);
    },
  );

  it('gives every emotion family its own colour in both themes', () => {
    for (const tokens of Object.values(themes)) {
      const strong = families.map((f) => tokens.get(`--family-${f}-strong`));
      expect(new Set(strong).size).toBe(families.length);
    }
  });
});

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return cssFiles(full);
    return full.endsWith('.css') ? [full] : [];
  });
}

describe('stylesheets', () => {
  it('take every colour and spacing from the tokens (no hex, rgb or pixel values)', () => {
    const webSrc = path.resolve(import.meta.dirname, '../../../web/src');
    const offenders = cssFiles(webSrc)
      .filter((file) => !file.endsWith('tokens.css'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line: line.replace(/\/\*.*?\*\//g, ''), index }))
          // 1px is the visually-hidden idiom, not a spacing.
          .filter(({ line }) => /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(|\b(?!1px)\d+px\b/i.test(line))
          .map(({ line, index }) => `${path.relative(webSrc, file)}:${index + 1}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
