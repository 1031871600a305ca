import type { Family } from '../emotions/family';
import { sortEntries } from '../journal';
import {
  IMPORT_MAX_ENTRIES,
  ImportFormatError,
  type ImportedEntry,
  type ImportOptions,
  type ParsedImport,
} from './types';

/** Refuses a file with more entries than the import allows, before any of them is read. */
export function assertEntryCount(count: number, options: ImportOptions): void {
  const max = options.maxEntries ?? IMPORT_MAX_ENTRIES;
  if (count > max) {
    throw new ImportFormatError(
      'too-many-entries',
      undefined,
      undefined,
      `${count} entries, at most ${max}`,
    );
  }
}

/** The family an entry shows with: its own, else our vocabulary's for its word, else `other`. */
export const familyOf = (entry: ImportedEntry, options: ImportOptions): Family =>
  entry.family ?? options.resolveFamily?.(entry.emotion) ?? 'other';

/** The entries in reading order, with what the preview shows of them. */
export function summarize(
  entries: ImportedEntry[],
  skipped: number,
  options: ImportOptions,
): ParsedImport {
  const sorted = sortEntries(entries);
  const moods = new Map<string, { name: string; family: Family; count: number }>();
  for (const entry of sorted) {
    const mood = moods.get(entry.emotion);
    if (mood) mood.count += 1;
    else
      moods.set(entry.emotion, { name: entry.emotion, family: familyOf(entry, options), count: 1 });
  }
  return {
    entries: sorted,
    skipped,
    ...(sorted.length ? { from: sorted[0]!.date, to: sorted[sorted.length - 1]!.date } : {}),
    moods: [...moods.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
  };
}
