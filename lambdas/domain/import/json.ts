/**
 * Our own JSON export (`GET /api/export?format=json`, UserExport in ../export.ts) read back:
 * `{exportedAt, account, profile, daysWithEntries, entries}`. Entries come back exactly as they
 * were exported — id, date, time, datetime, timezone, emotion, note, intensity, tags, family, no
 * more, no less — so that export → import is lossless and re-importing finds the same ids.
 * `account` and `daysWithEntries` belong to the account that exported and are not read; the
 * profile is handed back as found, for the route to check with the profile's own schema. A file
 * with entries only (no profile, or a bare list of entries) is read too.
 */
import * as z from 'zod/mini';
import { isValidTimeZone } from '../dates';
import { families } from '../emotions/family';
import { EMOTION_MAX, intensitySchema, isoDate, TAG_MAX, TAGS_MAX } from '../journal';
import { assertEntryCount, summarize } from './summary';
import {
  IMPORT_NOTE_MAX,
  ImportFormatError,
  type ImportedEntry,
  type ImportOptions,
  type ParsedImport,
} from './types';
import { parseJsonText, readShape } from './validate';

/** The ids the journal's storage keys accept (uuids for entries written here). */
const ENTRY_ID = /^[A-Za-z0-9_-]{8,64}$/;

// No trimming or normalising: what was exported is what comes back.
const exportedEntrySchema = z.object({
  id: z.string().check(z.regex(ENTRY_ID)),
  date: isoDate,
  time: z.optional(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/))),
  datetime: z.iso.datetime(),
  timezone: z.string().check(z.refine(isValidTimeZone, { message: 'unknown time zone' })),
  emotion: z.string().check(
    z.maxLength(EMOTION_MAX),
    z.refine((emotion) => emotion.trim() !== '', { message: 'empty emotion' }),
  ),
  note: z.optional(z.string().check(z.maxLength(IMPORT_NOTE_MAX))),
  intensity: z.optional(intensitySchema),
  tags: z.optional(
    z.array(z.string().check(z.minLength(1), z.maxLength(TAG_MAX))).check(z.maxLength(TAGS_MAX)),
  ),
  family: z.optional(z.enum(families)),
});

const exportSchema = z.object({
  exportedAt: z.optional(z.iso.datetime()),
  profile: z.nullish(z.record(z.string(), z.unknown())),
  entries: z.array(exportedEntrySchema),
});

/** Our JSON export as entries to write, and its profile as found. */
export function parseJournalExport(
  text: string,
  options: ImportOptions,
): ParsedImport & { profile?: Record<string, unknown> } {
  const raw = parseJsonText(text);
  const document = Array.isArray(raw) ? { entries: raw } : raw;
  const rawEntries = (document as { entries?: unknown } | null)?.entries;
  if (Array.isArray(rawEntries)) assertEntryCount(rawEntries.length, options);
  const { profile, entries } = readShape(exportSchema, document);

  const seen = new Set<string>();
  const imported = entries.map((entry, index): ImportedEntry => {
    if (seen.has(entry.id))
      throw new ImportFormatError('duplicate-id', undefined, `entries[${index}].id`);
    seen.add(entry.id);
    return {
      id: entry.id,
      date: entry.date,
      ...(entry.time === undefined ? {} : { time: entry.time }),
      datetime: entry.datetime,
      timezone: entry.timezone,
      emotion: entry.emotion,
      ...(entry.family === undefined ? {} : { family: entry.family }),
      ...(entry.intensity === undefined ? {} : { intensity: entry.intensity }),
      ...(entry.note === undefined ? {} : { note: entry.note }),
      ...(entry.tags === undefined ? {} : { tags: entry.tags }),
    };
  });
  return { ...summarize(imported, 0, options), ...(profile ? { profile } : {}) };
}
