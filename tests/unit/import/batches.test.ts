import { describe, expect, it } from 'vitest';
import { addDays } from '../../../lambdas/domain/dates';
import {
  IMPORT_BATCH_BYTES,
  IMPORT_BATCH_ITEMS,
  importBatches,
  type ImportBatch,
  type SizedEntry,
} from '../../../lambdas/domain/import/batches';

/** What a batch writes besides the guard, counted here independently of the module. */
const itemsOf = (batch: ImportBatch<SizedEntry>) =>
  batch.entries.length +
  new Set(batch.newDates.map((date) => date.slice(0, 7))).size +
  (batch.newDates.length ? 1 : 0);

const entry = (date: string, bytes = 500): SizedEntry => ({ date, bytes });

/** `perDay` entries on each of `days` days from 2023-01-01. */
const history = (days: number, perDay: number, bytes = 500) =>
  Array.from({ length: days }, (_, day) =>
    Array.from({ length: perDay }, () => entry(addDays('2023-01-01', day), bytes)),
  ).flat();

describe('importBatches: an import as transactions DynamoDB accepts', () => {
  it.each([
    ['one entry', history(1, 1), new Set<string>(), 1],
    ['a week, once a day', history(7, 1), new Set<string>(), 1],
    // 96 entries a transaction: 99 items less a month set or two and the count.
    ['three years, three a day', history(3 * 365, 3), new Set<string>(), 35],
    ['a year already imported', history(365, 2), new Set(history(365, 1).map((e) => e.date)), 8],
    ['one day with 500 entries', history(1, 500), new Set<string>(), 6],
  ])('%s', (_label, entries, known, expectedBatches) => {
    const batches = importBatches(entries, known);
    console.log(`${_label}: ${entries.length} entries in ${batches.length} transactions`);
    expect(batches).toHaveLength(expectedBatches);
    // Every entry once, in the order given.
    expect(batches.flatMap((batch) => batch.entries)).toEqual(entries);
    for (const batch of batches) expect(itemsOf(batch)).toBeLessThanOrEqual(IMPORT_BATCH_ITEMS);
    // Each date new to the account is counted once, by the batch of its first entry.
    const counted = batches.flatMap((batch) => batch.newDates);
    const expectedNew = [...new Set(entries.map((e) => e.date))].filter((d) => !known.has(d));
    expect(counted).toEqual(expectedNew);
    for (const batch of batches) {
      for (const date of batch.newDates) expect(batch.entries.map((e) => e.date)).toContain(date);
    }
  });

  it('keeps a transaction under the size limit when notes are long', () => {
    const entries = history(60, 1, 200_000);
    const batches = importBatches(entries, new Set());
    for (const batch of batches) {
      expect(batch.entries.reduce((sum, e) => sum + e.bytes, 0)).toBeLessThanOrEqual(
        IMPORT_BATCH_BYTES,
      );
    }
    expect(batches.length).toBe(Math.ceil(60 / Math.floor(IMPORT_BATCH_BYTES / 200_000)));
  });

  it('leaves room for the month sets and the count within the item limit', () => {
    // Entries on 99 dates across many months: each new month costs an item of its own.
    const spread = Array.from({ length: 99 }, (_, i) => entry(addDays('2020-01-01', i * 20)));
    const batches = importBatches(spread, new Set(), { items: 10, bytes: IMPORT_BATCH_BYTES });
    for (const batch of batches) expect(itemsOf(batch)).toBeLessThanOrEqual(10);
    expect(batches.flatMap((b) => b.entries)).toEqual(spread);
  });

  it('counts nothing for dates the account has', () => {
    const entries = history(3, 2);
    const batches = importBatches(entries, new Set(entries.map((e) => e.date)));
    expect(batches).toEqual([{ entries, newDates: [] }]);
  });

  it('writes nothing for nothing', () => {
    expect(importBatches([], new Set())).toEqual([]);
  });
});
