/**
 * Daylio's "CSV (table)" export, read as it is found in real files and public parsers
 * (DeutscheGabanna/Obsidian-Daylio-Parser, staticf0x/daylio-parser, MichaelCurrin/daylio-csv-parser,
 * Belluxx/DaylioTools):
 *
 * - Header row, English column names whatever the app's language. Three generations:
 *   `year,date,weekday,time,mood,activities,note` (until about 2019, date "18 May"),
 *   `full_date,date,weekday,time,mood,activities,note` (2020) and
 *   `full_date,date,weekday,time,mood,activities,note_title,note` (2021 on); recent files add
 *   `scales` ("Sleep Quality: 8/10 points | Sleep Time: 8:00") before note_title. Columns are
 *   found by name, so that order and later additions do not matter; `scales` is not imported.
 * - UTF-8, often with a BOM; RFC 4180 quoting (commas, double quotes doubled, line breaks inside
 *   quotes); newest entry first; several entries a day.
 * - full_date `yyyy-MM-dd`; `date` and `weekday` are in the app's language and are not read.
 * - time as the phone shows it: "21:05", "8:30 pm", "10:04 AM", and in one file both
 *   ("14:58" between "4:57 pm" rows). Other locales write "8.30", "8:30 p. m." or "午後8:30".
 * - mood: the mood's name as the user saw it, in the app's language (rad/good/meh/bad/awful in
 *   English) or the user's own name for a renamed or added mood. The CSV does not say a mood's
 *   group, so only the predefined names (daylio-moods.ts) map to one; others go to our vocabulary.
 * - activities joined with " | ", empty when none.
 * - note and note_title: HTML, `<br>` for line breaks, entities, and `<b>`… from the rich editor.
 */
import Papa from 'papaparse';
import { isIsoDate, parseFlexibleDate, zonedInstant } from '../dates';
import type { Family } from '../emotions/family';
import { EMOTION_MAX } from '../journal';
import { feelingOfGroup, groupOfPredefinedName } from './daylio-moods';
import { stableIds } from './encoding';
import { assertEntryCount, summarize } from './summary';
import { cut, noteOf, tagsOf } from './text';
import {
  ImportFormatError,
  type ImportedEntry,
  type ImportOptions,
  type ParsedImport,
} from './types';

interface Row {
  cells: string[];
  line: number;
}

/** Offsets where each line of `text` starts, for the line number of a row that spans several. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) starts.push(i + 1);
  }
  return starts;
}

function lineAt(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

function readRows(text: string): Row[] {
  const starts = lineStarts(text);
  const rows: Row[] = [];
  let rowStart = 0;
  Papa.parse<string[]>(text, {
    delimiter: ',',
    quoteChar: '"',
    skipEmptyLines: false,
    step: (result) => {
      const start = rowStart;
      rowStart = result.meta.cursor;
      // The line break that ends the file is not a row of its own.
      if (start >= text.length) return;
      const line = lineAt(starts, start);
      if (result.errors.length) throw new ImportFormatError('quotes', line);
      rows.push({ cells: result.data, line });
    },
  });
  return rows;
}

const AM = /^(?:a\.?\s*m\.?|午前|오전|上午)$/i;
const PM = /^(?:p\.?\s*m\.?|午後|오후|下午)$/i;

/** "21:05", "8:30 pm", "8.30 P.M.", "午後8:30" → "HH:mm:ss", or undefined. */
export function parseClockTime(text: string): string | undefined {
  const match = /^(\D*?)\s*(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?\s*(\D*)$/.exec(text.trim());
  if (!match) return undefined;
  const [, before = '', rawHour, minute, second = '00', after = ''] = match;
  if (before.trim() && after.trim()) return undefined;
  const marker = (before || after).trim();
  let hour = Number(rawHour);
  if (marker) {
    const pm = PM.test(marker);
    if (!pm && !AM.test(marker)) return undefined;
    // Japanese counts the 12-hour clock from 0 (午後0:30 is 12:30), English from 12.
    if (hour > 12) return undefined;
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  if (hour > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  return `${String(hour).padStart(2, '0')}:${minute}:${second}`;
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The oldest exports: a `year` column and an English day and month, "18 May" or "May 18". */
function legacyDate(year: string, dayMonth: string): string | undefined {
  if (!/^\d{4}$/.test(year.trim())) return undefined;
  const words = dayMonth
    .trim()
    .toLowerCase()
    .split(/[\s.,]+/);
  const day = words.find((word) => /^\d{1,2}$/.test(word));
  const month = months.indexOf(words.find((word) => /^[a-z]{3,}$/.test(word))?.slice(0, 3) ?? '');
  if (!day || month < 0) return undefined;
  const date = `${year.trim()}-${String(month + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(date) ? date : undefined;
}

/** A year-first date only: a spreadsheet's "5/3/2024" could be either day or month first. */
function fullDate(text: string): string | undefined {
  return /^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$/.test(text.trim()) ? parseFlexibleDate(text) : undefined;
}

const columnNames = [
  'full_date',
  'year',
  'date',
  'time',
  'mood',
  'activities',
  'note_title',
  'note',
] as const;
type Column = (typeof columnNames)[number];

function columnsOf(header: Row): Record<Column, number> {
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  const columns = Object.fromEntries(
    columnNames.map((name) => [name, names.indexOf(name)]),
  ) as Record<Column, number>;
  const required: Column[] = ['time', 'mood', 'activities', 'note'];
  const missing = required.find((name) => columns[name] < 0);
  if (missing) throw new ImportFormatError('header', 1, missing);
  if (columns.full_date < 0 && (columns.year < 0 || columns.date < 0)) {
    throw new ImportFormatError('header', 1, 'full_date');
  }
  return columns;
}

/**
 * Every entry of a Daylio CSV, or an ImportFormatError naming the first line at fault: a file is
 * taken whole or not at all. Entirely empty rows are skipped and counted.
 */
export function parseDaylioCsv(text: string, options: ImportOptions): ParsedImport {
  const rows = readRows(text.replace(/^\uFEFF/, ''));
  const [header, ...body] = rows;
  if (!header || header.cells.every((cell) => !cell.trim())) throw new ImportFormatError('empty');
  const columns = columnsOf(header);
  const isEmpty = (row: Row) => row.cells.every((cell) => !cell.trim());
  assertEntryCount(body.filter((row) => !isEmpty(row)).length, options);

  const nextId = stableIds('dl');
  const entries: ImportedEntry[] = [];
  let skipped = 0;
  for (const row of body) {
    if (isEmpty(row)) {
      skipped += 1;
      continue;
    }
    const { cells, line } = row;
    if (cells.length !== header.cells.length) throw new ImportFormatError('columns', line);
    const cell = (column: Column) => (columns[column] < 0 ? '' : cells[columns[column]]!);

    const date =
      columns.full_date >= 0 ? fullDate(cell('full_date')) : legacyDate(cell('year'), cell('date'));
    if (!date) {
      throw new ImportFormatError('date', line, columns.full_date >= 0 ? 'full_date' : 'date');
    }
    const time = parseClockTime(cell('time'));
    if (!time) throw new ImportFormatError('time', line, 'time');
    const mood = cell('mood').trim().replace(/\s+/g, ' ');
    if (!mood) throw new ImportFormatError('mood', line, 'mood');

    const emotion = cut(mood, EMOTION_MAX);
    const group = groupOfPredefinedName(mood);
    const feeling: { family: Family; intensity?: number } = group
      ? feelingOfGroup(group)
      : { family: options.resolveFamily?.(emotion) ?? 'other' };
    const note = noteOf(cell('note_title'), cell('note'));
    const tags = tagsOf(cell('activities').split(' | '));
    entries.push({
      id: nextId([date, time, emotion, note ?? '', tags ?? []]),
      date,
      time,
      datetime: zonedInstant(date, time, options.timezone).toISOString(),
      timezone: options.timezone,
      emotion,
      family: feeling.family,
      ...(feeling.intensity === undefined ? {} : { intensity: feeling.intensity }),
      ...(note ? { note } : {}),
      ...(tags ? { tags } : {}),
    });
  }
  return summarize(entries, skipped, options);
}
