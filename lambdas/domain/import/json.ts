/**
 * Our own JSON export (`GET /api/export?format=json`, UserExport in ../export.ts) read back:
 * `{exportedAt, account, profile, daysWithEntries, entries}`. Entries come back exactly as they
 * were exported — id, date, time, datetime, timezone, emotion, note, intensity, tags, family, no
 * more, no less — so that export → import is lossless and re-importing finds the same ids.
 * `account` and `daysWithEntries` belong to the account that exported and are not read; the
 * profile is handed back as found, for the route to check with the profile's own schema. A file
 * with entries only (no profile, or a bare list of entries) is read too.
 */
import * as z from 'zod';
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
  id: z.string().regex(ENTRY_ID),
  date: isoDate,
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/)
    .optional(),
  datetime: z.iso.datetime(),
  timezone: z.string().refine(isValidTimeZone, { message: 'unknown time zone' }),
  emotion: z
    .string()
    .max(EMOTION_MAX)
    .refine((emotion) => emotion.trim() !== '', { message: 'empty emotion' }),
  note: z.string().max(IMPORT_NOTE_MAX).optional(),
  intensity: intensitySchema.optional(),
  tags: z.array(z.string().min(1).max(TAG_MAX)).max(TAGS_MAX).optional(),
  family: z.enum(families).optional(),
});

const exportSchema = z.object({
  exportedAt: z.iso.datetime().optional(),
  profile: z.record(z.string(), z.unknown()).nullish(),
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
