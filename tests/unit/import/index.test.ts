import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ENTRIES,
  importRequestSchema,
  parseImport,
  parseDaylioCsv,
} from '../../../lambdas/domain/import';

const fixture = (name: string) =>
  readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');

describe('importRequestSchema: what POST /api/import may carry', () => {
  const valid = { format: 'daylio-csv', content: 'full_date,time\n' };

  it.each([
    ['a CSV', valid, true],
    ['a backup', { ...valid, format: 'daylio-backup' }, true],
    ['our JSON', { ...valid, format: 'json' }, true],
    ['with the browser’s zone', { ...valid, timezone: 'Europe/Kyiv' }, true],
    ['an unknown format', { ...valid, format: 'pixels' }, false],
    ['no content', { format: 'json' }, false],
    ['empty content', { ...valid, content: '' }, false],
    ['content not text', { ...valid, content: 42 }, false],
    ['an unknown zone', { ...valid, timezone: 'Nowhere/City' }, false],
    ['a user id from the browser', { ...valid, userId: 'someone-else' }, false],
    ['8 MB of ASCII', { ...valid, content: 'a'.repeat(IMPORT_MAX_BYTES) }, true],
    ['one byte more', { ...valid, content: 'a'.repeat(IMPORT_MAX_BYTES + 1) }, false],
    // Cyrillic is two bytes a letter in UTF-8: half as many letters fill the limit.
    ['4 M Cyrillic letters', { ...valid, content: 'ж'.repeat(IMPORT_MAX_BYTES / 2) }, true],
    ['one more', { ...valid, content: 'ж'.repeat(IMPORT_MAX_BYTES / 2 + 1) }, false],
  ])('%s → %s', (_label, body, ok) => expect(importRequestSchema.safeParse(body).success).toBe(ok));

  it('defaults the zone to UTC', () => {
    expect(importRequestSchema.parse(valid).timezone).toBe('UTC');
  });

  it('allows what a year of heavy Daylio use needs', () => {
    expect(IMPORT_MAX_ENTRIES).toBeGreaterThanOrEqual(50_000);
  });
});

describe('parseImport: one entry point for the route and the browser', () => {
  const options = { timezone: 'Europe/Kyiv' };

  it('reads each format', () => {
    const csv = fixture('daylio-en-12h.csv');
    expect(parseImport('daylio-csv', csv, options)).toEqual(parseDaylioCsv(csv, options));

    const json = fixture('daylio-backup.json');
    const backup = zipSync({
      'backup.daylio': strToU8(btoa(String.fromCharCode(...strToU8(json)))),
    });
    const base64 = btoa(String.fromCharCode(...backup));
    expect(parseImport('daylio-backup', base64, options).entries).toHaveLength(7);

    const exported = JSON.stringify({ entries: parseImport('daylio-csv', csv, options).entries });
    expect(parseImport('json', exported, options).entries).toEqual(
      parseDaylioCsv(csv, options).entries,
    );
  });
});
