import type { Family } from '../emotions/family';

/** The most text `POST /api/import` accepts (UTF-8 bytes of `content`). */
export const IMPORT_MAX_BYTES = 8 * 1024 * 1024;
/** The most entries one import may bring; more is refused rather than cut. */
export const IMPORT_MAX_ENTRIES = 50_000;
/**
 * Imported notes keep up to this many characters, ten times what a note typed here may hold:
 * years of Daylio journaling hold long entries, and cutting them at our own limit would lose them.
 */
export const IMPORT_NOTE_MAX = 20_000;

/** One entry from another journal, ready to be written as an EmotionEntry. */
export interface ImportedEntry {
  /** Stable across re-imports of the same source entry (same file twice → same ids); /^[A-Za-z0-9_-]{8,64}$/ */
  id: string;
  /** yyyy-MM-dd, the entry's local date as the source recorded it */
  date: string;
  /** HH:mm:ss local */
  time?: string;
  /** ISO UTC instant of date+time in `timezone` (from the file when it says, else the option) */
  datetime: string;
  /** IANA zone */
  timezone: string;
  /** The mood's name as the user saw it, 1..100 chars */
  emotion: string;
  /**
   * Always set by the Daylio parsers. From our own export only when the entry had one, so that
   * export → import gives back exactly what was exported.
   */
  family?: Family;
  /** 1..5 */
  intensity?: number;
  /** Plain text: `<br>` → newline, entities decoded, note_title + note joined by a blank line */
  note?: string;
  /** Activities, normalised with normalizeTags, ≤ 20 × ≤ 40 chars */
  tags?: string[];
}

export interface ParsedImport {
  /** In reading order: by date, then by time. */
  entries: ImportedEntry[];
  /** Rows of the file that held nothing (entirely empty CSV rows). */
  skipped: number;
  /** The first and last date among the entries, for the preview. */
  from?: string;
  to?: string;
  /** Each mood once, the most frequent first, for the preview. */
  moods: { name: string; family: Family; count: number }[];
}

export interface ImportOptions {
  /** The IANA zone of entries whose file does not say where they were written. */
  timezone: string;
  /** Our vocabulary: the family of a word, when it knows the word. */
  resolveFamily?: (word: string) => Family | undefined;
  /** The most entries to accept; IMPORT_MAX_ENTRIES when not given. */
  maxEntries?: number;
}

/** Stable codes the web turns into a sentence in the user's language. */
export const importErrorCodes = [
  'empty', // nothing in the file
  'header', // a CSV without Daylio's header (field: the column missing)
  'quotes', // a CSV quote never closed, or text after a closing quote
  'columns', // a CSV row with more or fewer cells than the header
  'date', // a date that is no real date
  'time', // a CSV time no clock writes
  'mood', // a CSV row without a mood, or a backup entry whose mood the backup does not define
  'base64', // content that should be base64 and is not
  'zip', // a .daylio file that is not a readable ZIP
  'no-backup', // a ZIP without backup.daylio
  'too-large', // a backup.daylio that would unpack past 64 MB
  'encoding', // text that is not UTF-8
  'json', // text that is not JSON
  'shape', // JSON that is not a Daylio backup or our export (field: the JSON path)
  'duplicate-id', // our export with the same entry id twice
  'too-many-entries', // more entries than ImportOptions.maxEntries
] as const;
export type ImportErrorCode = (typeof importErrorCodes)[number];

/** A file refused whole: nothing of it is imported. */
export class ImportFormatError extends Error {
  constructor(
    readonly code: ImportErrorCode,
    /** 1-based line in the CSV; the header is line 1. */
    readonly line?: number,
    /** The column of a CSV, or the JSON path of a value (`dayEntries[3].month`). */
    readonly field?: string,
    message?: string,
  ) {
    super(
      message ??
        [code, line === undefined ? '' : `line ${line}`, field ?? ''].filter(Boolean).join(': '),
    );
    this.name = 'ImportFormatError';
  }
}
