/**
 * Daylio's backup (`Backup & Restore → Export`, a `.daylio` file), as found in real backups and
 * the public tools that read and write them (JoelOtter/dayligo, Guekka/DaylioBackupTools and its
 * official test backups, mbafford/daylio-markdown-export, Demizo/Daily_You's importer):
 *
 * - The file is a ZIP: `backup.daylio` plus `assets/photos/<year>/<month>/<checksum>` for photos
 *   (not imported). `backup.daylio` is base64 text (Android wraps it in lines) of UTF-8 JSON.
 * - The JSON (`version` 15 in 2023) holds, among goals, prefs, achievements and reminders that are
 *   not read:
 *   - `customMoods`: {id, custom_name ("" for a predefined mood), mood_group_id 1 (rad) … 5
 *     (awful), predefined_name_id (1…5, −1 for a mood the user added), state, icon_id…}. Renamed
 *     and added moods keep their name; predefined ones are stored without one, so they get
 *     Daylio's English key (rad, good…): the backup does not say the app's language.
 *   - `tags` (activities): {id, name, state, id_tag_group…}.
 *   - `dayEntries`: {id, year, month, day, hour, minute, datetime, timeZoneOffset, mood (a
 *     customMoods id), note (HTML), note_title, tags [tag ids], assets}. `month` counts from 0
 *     (0 is January); `datetime` is the UTC instant in ms; `timeZoneOffset` is what the phone's
 *     clock was ahead of UTC, in ms. Checked on real entries: 2023, month 0, day 24, 11:36 with
 *     datetime 1674556607764 (10:36:47 UTC) and offset 3600000; 2023, month 10, day 19, 10:45 with
 *     1700408759432 (15:45:59 UTC) and −18000000.
 *
 * Date and time are the entry's own fields, the wall clock the user saw. The zone: the entry's
 * offset fixes the instant exactly, but names no place. When the user's zone (the option) had that
 * offset at that instant — nearly always: the same person, the same country — the entry takes that
 * zone, so its date, time and instant agree in a real IANA zone with daylight saving. When not (an
 * entry written while travelling, or before a move), it takes the fixed zone of the offset
 * (`Etc/GMT-3` is UTC+3), which still agrees; an offset of no whole hour (India's +5:30) has no such
 * zone, and then the user's zone is kept with the instant still taken from the offset.
 */
import { unzipSync } from 'fflate';
import * as z from 'zod/mini';
import { isIsoDate, zonedInstant, zoneOffsetMs } from '../dates';
import { EMOTION_MAX } from '../journal';
import { feelingOfGroup, predefinedMoodNames, type DaylioMoodGroup } from './daylio-moods';
import { decodeBase64, decodeUtf8, stableIds } from './encoding';
import { assertEntryCount, summarize } from './summary';
import { cut, noteOf, tagsOf } from './text';
import {
  ImportFormatError,
  type ImportedEntry,
  type ImportOptions,
  type ParsedImport,
} from './types';
import { parseJsonText, readShape } from './validate';

/** A backup's JSON decompressed past this size is refused: no real journal is that large. */
const BACKUP_JSON_MAX_BYTES = 64 * 1024 * 1024;
const HOUR_MS = 3_600_000;

const id = z.number().check(z.int());
const group = z.number().check(z.int(), z.minimum(1), z.maximum(5));

const backupSchema = z.object({
  customMoods: z.nullish(
    z.array(
      z.object({
        id,
        custom_name: z.nullish(z.string()),
        mood_group_id: group,
        predefined_name_id: z.nullish(id),
      }),
    ),
  ),
  tags: z.nullish(z.array(z.object({ id, name: z.string() }))),
  dayEntries: z.array(
    z.object({
      id: z.nullish(id),
      year: z.number().check(z.int(), z.minimum(1000), z.maximum(9999)),
      month: z.number().check(z.int(), z.minimum(0), z.maximum(11)),
      day: z.number().check(z.int(), z.minimum(1), z.maximum(31)),
      hour: z.number().check(z.int(), z.minimum(0), z.maximum(23)),
      minute: z.number().check(z.int(), z.minimum(0), z.maximum(59)),
      datetime: z.nullish(z.number().check(z.int())),
      timeZoneOffset: z.nullish(
        z.number().check(z.int(), z.minimum(-14 * HOUR_MS), z.maximum(14 * HOUR_MS)),
      ),
      mood: id,
      note: z.nullish(z.string()),
      note_title: z.nullish(z.string()),
      tags: z.nullish(z.array(id)),
    }),
  ),
});

/** A ZIP starts with "PK"; base64 text and JSON never do. */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

function firstNonSpace(bytes: Uint8Array): number | undefined {
  return bytes.find((byte) => byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09);
}

function backupFileOf(zip: Uint8Array): Uint8Array {
  const isBackup = (name: string) => name === 'backup.daylio' || name.endsWith('/backup.daylio');
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter: (file) => {
        if (!isBackup(file.name)) return false;
        if (file.originalSize > BACKUP_JSON_MAX_BYTES) {
          throw new ImportFormatError('too-large', undefined, file.name);
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ImportFormatError) throw error;
    throw new ImportFormatError('zip', undefined, undefined, (error as Error).message);
  }
  const found = Object.keys(files).find(isBackup);
  if (!found) throw new ImportFormatError('no-backup', undefined, 'backup.daylio');
  return files[found]!;
}

/**
 * The backup's JSON text. `data` is the `.daylio` file, as bytes or as base64 of them; so that a
 * browser need not send a backup's photos, it may also be only the `backup.daylio` inside the
 * archive, as bytes or as its own text (which is already base64).
 */
function backupJsonOf(data: Uint8Array | string): string {
  const bytes = typeof data === 'string' ? decodeBase64(data) : data;
  if (!bytes) throw new ImportFormatError('base64');
  if (!bytes.length) throw new ImportFormatError('empty');
  const inner = isZip(bytes) ? backupFileOf(bytes) : bytes;
  const json = firstNonSpace(inner) === 0x7b ? inner : decodeBase64(decodeUtf8(inner) ?? '');
  if (!json?.length) throw new ImportFormatError('base64', undefined, 'backup.daylio');
  const text = decodeUtf8(json);
  if (text === undefined) throw new ImportFormatError('encoding', undefined, 'backup.daylio');
  return text;
}

/** The fixed zone of a whole-hour offset: POSIX signs are reversed, Etc/GMT-3 is UTC+3. */
function fixedZoneOf(offsetMs: number): string | undefined {
  if (offsetMs % HOUR_MS !== 0) return undefined;
  const hours = offsetMs / HOUR_MS;
  if (hours === 0) return 'UTC';
  if (hours < -12) return undefined;
  return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

function placeOf(
  date: string,
  time: string,
  offsetMs: number | null | undefined,
  userZone: string,
): { timezone: string; instant: Date } {
  if (offsetMs === null || offsetMs === undefined) {
    return { timezone: userZone, instant: zonedInstant(date, time, userZone) };
  }
  const instant = new Date(Date.parse(`${date}T${time}Z`) - offsetMs);
  const timezone =
    zoneOffsetMs(instant.getTime(), userZone) === offsetMs
      ? userZone
      : (fixedZoneOf(offsetMs) ?? userZone);
  return { timezone, instant };
}

/**
 * Every entry of a Daylio backup, or an ImportFormatError naming what is wrong (the JSON path of
 * a value that is not what a backup holds): a file is taken whole or not at all.
 */
export function parseDaylioBackup(data: Uint8Array | string, options: ImportOptions): ParsedImport {
  const raw = parseJsonText(backupJsonOf(data), 'backup.daylio');
  const dayEntries = (raw as { dayEntries?: unknown } | null)?.dayEntries;
  if (Array.isArray(dayEntries)) assertEntryCount(dayEntries.length, options);
  const backup = readShape(backupSchema, raw);

  const moods = new Map(
    (backup.customMoods ?? []).map((mood) => {
      const moodGroup = mood.mood_group_id as DaylioMoodGroup;
      const predefined = predefinedMoodNames[mood.predefined_name_id as DaylioMoodGroup];
      const name = mood.custom_name?.trim() || predefined || predefinedMoodNames[moodGroup];
      return [mood.id, { name: cut(name, EMOTION_MAX), group: moodGroup }];
    }),
  );
  const tagNames = new Map((backup.tags ?? []).map((tag) => [tag.id, tag.name]));
  const nextId = stableIds('dl');

  const entries = backup.dayEntries.map((entry, index): ImportedEntry => {
    const date = [
      String(entry.year),
      String(entry.month + 1).padStart(2, '0'),
      String(entry.day).padStart(2, '0'),
    ].join('-');
    if (!isIsoDate(date)) {
      throw new ImportFormatError('date', undefined, `dayEntries[${index}].day`);
    }
    const time = `${String(entry.hour).padStart(2, '0')}:${String(entry.minute).padStart(2, '0')}:00`;
    // A mood the backup does not list (the oldest backups have no customMoods): ids 1…5 were
    // the five predefined moods, as Daily You's importer reads them too.
    const mood =
      moods.get(entry.mood) ??
      (entry.mood >= 1 && entry.mood <= 5
        ? {
            name: predefinedMoodNames[entry.mood as DaylioMoodGroup],
            group: entry.mood as DaylioMoodGroup,
          }
        : undefined);
    if (!mood) throw new ImportFormatError('mood', undefined, `dayEntries[${index}].mood`);
    const { family, intensity } = feelingOfGroup(mood.group);
    const { timezone, instant } = placeOf(date, time, entry.timeZoneOffset, options.timezone);
    const note = noteOf(entry.note_title ?? '', entry.note ?? '');
    // An activity deleted in Daylio may still be named by old entries; it has no name to import.
    const tags = tagsOf((entry.tags ?? []).flatMap((tag) => tagNames.get(tag) ?? []));
    return {
      id: nextId([entry.id ?? null, entry.datetime ?? null, date, time]),
      date,
      time,
      datetime: instant.toISOString(),
      timezone,
      emotion: mood.name,
      family,
      ...(intensity === undefined ? {} : { intensity }),
      ...(note ? { note } : {}),
      ...(tags ? { tags } : {}),
    };
  });
  return summarize(entries, 0, options);
}
