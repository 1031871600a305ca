import { monthOf } from '../dates';

/**
 * How an import's new entries are grouped into transactions. DynamoDB takes at most 100 items
 * and 4 MB in one transaction; one item is the user's guard (every write of user data checks
 * it). Besides its entries, a transaction carries, for the dates it brings to the account for
 * the first time, one update per month set and one of the days count.
 */
export const IMPORT_BATCH_ITEMS = 99;
/** Well under the 4 MB of a transaction: sizes are estimated from the items' JSON. */
export const IMPORT_BATCH_BYTES = 3 * 1024 * 1024;

export interface BatchLimits {
  items: number;
  bytes: number;
}

export interface SizedEntry {
  date: string;
  /** The stored item's size, estimated. */
  bytes: number;
}

export interface ImportBatch<T extends SizedEntry> {
  entries: T[];
  /** The dates this batch counts: new to the account, and first met in this batch. */
  newDates: string[];
}

/**
 * The entries, in the order given, as transactions within the limits. A date is counted by the
 * first batch that holds one of its entries, unless the account already has it; batches are
 * written one after the other, so a later batch finds it counted.
 */
export function importBatches<T extends SizedEntry>(
  entries: readonly T[],
  knownDates: ReadonlySet<string>,
  limits: BatchLimits = { items: IMPORT_BATCH_ITEMS, bytes: IMPORT_BATCH_BYTES },
): ImportBatch<T>[] {
  const batches: ImportBatch<T>[] = [];
  const counted = new Set(knownDates);
  let current: ImportBatch<T> = { entries: [], newDates: [] };
  let months = new Set<string>();
  let bytes = 0;
  for (const entry of entries) {
    const isNewDate = !counted.has(entry.date);
    const monthsAfter = months.size + (isNewDate && !months.has(monthOf(entry.date)) ? 1 : 0);
    const countsAfter = current.newDates.length || isNewDate ? 1 : 0;
    const itemsAfter = current.entries.length + 1 + monthsAfter + countsAfter;
    if (
      current.entries.length &&
      (itemsAfter > limits.items || bytes + entry.bytes > limits.bytes)
    ) {
      batches.push(current);
      current = { entries: [], newDates: [] };
      months = new Set();
      bytes = 0;
    }
    current.entries.push(entry);
    bytes += entry.bytes;
    if (isNewDate) {
      counted.add(entry.date);
      current.newDates.push(entry.date);
      months.add(monthOf(entry.date));
    }
  }
  if (current.entries.length) batches.push(current);
  return batches;
}
