import { describe, expect, it } from 'vitest';
import type { ImportedEntry } from '@domain/import/types';
import { ImportFormatError } from '@domain/import/types';
import {
  batchesOf,
  FileTooLarge,
  formatOf,
  MAX_TEXT_FILE_BYTES,
  readImportFile,
} from '@web/features/profile/import/importFile';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('formatOf', () => {
  it.each([
    ['backup_2024_03_10.daylio', 'PK\u0003\u0004', 'daylio-backup'],
    ['daylio_export_2024_03_10.csv', 'full_date,date', 'daylio-csv'],
    ['emotion-journal.json', '{"entries":[]}', 'json'],
    ['EXPORT.CSV', 'full_date', 'daylio-csv'],
    // A name that says nothing: the first bytes decide.
    ['download', 'PK\u0003\u0004', 'daylio-backup'],
    ['download', '\uFEFF  {"entries": []}', 'json'],
    ['download', '[{"id": "x"}]', 'json'],
    ['download', '\uFEFFfull_date,date,weekday', 'daylio-csv'],
  ])('%s starting %j is %s', (name, head, format) => {
    expect(formatOf(name, bytes(head))).toBe(format);
  });
});

describe('readImportFile', () => {
  const over = (bytes: number) => new Uint8Array(bytes + 1).fill(0x41);

  it('refuses a CSV or JSON larger than the route takes, before reading it', async () => {
    await expect(
      readImportFile(new File([over(MAX_TEXT_FILE_BYTES)], 'export.csv')),
    ).rejects.toThrow(FileTooLarge);
  });

  it('reads a .daylio backup past that size: only its entries are sent, never its photos', async () => {
    const backup = new Uint8Array(MAX_TEXT_FILE_BYTES + 1024);
    backup.set([0x50, 0x4b, 0x03, 0x04]);
    const read = await readImportFile(new File([backup], 'backup_2026.daylio'));
    expect(read.format).toBe('daylio-backup');
    expect(read.format === 'daylio-backup' && read.bytes.length).toBe(backup.length);
  });

  it('reads UTF-8 text, and refuses text that is not', async () => {
    const read = await readImportFile(new File(['\uFEFFfull_date,date'], 'daylio.csv'));
    // The decoder drops the byte-order mark Daylio writes (its parser would skip it too).
    expect(read).toEqual({ format: 'daylio-csv', text: 'full_date,date' });
    const latin1 = new File([new Uint8Array([0x66, 0xe9, 0x65])], 'notes.csv');
    await expect(readImportFile(latin1)).rejects.toThrow(ImportFormatError);
  });
});

const entry = (i: number, note = ''): ImportedEntry => ({
  id: `dl${String(i).padStart(20, '0')}`,
  date: '2024-03-10',
  datetime: '2024-03-10T20:00:00.000Z',
  timezone: 'Europe/Kyiv',
  emotion: 'good',
  ...(note ? { note } : {}),
});

describe('batchesOf', () => {
  it.each([
    [0, 250, []],
    [1, 250, [1]],
    [250, 250, [250]],
    [251, 250, [250, 1]],
    [600, 250, [250, 250, 100]],
  ])('%i entries, at most %i a batch: %j', (count, maxEntries, sizes) => {
    const entries = Array.from({ length: count }, (_, i) => entry(i));
    const batches = batchesOf(entries, { maxEntries });
    expect(batches.map((batch) => batch.length)).toEqual(sizes);
    // Every entry once, in order.
    expect(batches.flat()).toEqual(entries);
  });

  it('cuts by size too, and never leaves a long entry out', () => {
    const entries = [entry(1, 'a'.repeat(15_000)), entry(2, 'b'.repeat(15_000)), entry(3)];
    const batches = batchesOf(entries, { maxChars: 20_000 });
    expect(batches.map((batch) => batch.length)).toEqual([1, 2]);
    expect(batchesOf([entry(1, 'c'.repeat(30_000))], { maxChars: 20_000 })).toHaveLength(1);
  });
});
