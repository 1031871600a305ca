import * as z from 'zod/mini';
import type { AccountRecord } from './account';
import { contract } from './contract';
import type { EmotionEntry } from './journal';
import type { UserProfile } from './profile';

export interface UserExport {
  exportedAt: string;
  account?: AccountRecord;
  profile: UserProfile;
  daysWithEntries: number;
  entries: EmotionEntry[];
}

/** The CSV's columns; tags are joined with " | " as Daylio does, so spreadsheets keep one cell. */
const csvColumns = {
  date: (e: EmotionEntry) => e.date,
  time: (e: EmotionEntry) => e.time,
  datetime: (e: EmotionEntry) => e.datetime,
  timezone: (e: EmotionEntry) => e.timezone,
  emotion: (e: EmotionEntry) => e.emotion,
  family: (e: EmotionEntry) => e.family,
  intensity: (e: EmotionEntry) => (e.intensity === undefined ? undefined : String(e.intensity)),
  tags: (e: EmotionEntry) => e.tags?.join(' | '),
  note: (e: EmotionEntry) => e.note,
} satisfies Record<string, (entry: EmotionEntry) => string | undefined>;

/**
 * One CSV cell: quoted, quotes doubled, and a leading = + - @ neutralised so a spreadsheet
 * never runs a journal note as a formula.
 */
export function csvCell(value: string | undefined): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The entries as CSV (RFC 4180, CRLF), with a header row; UTF-8 BOM so spreadsheets read Cyrillic and Japanese. */
export function entriesToCsv(entries: EmotionEntry[]): string {
  const columns = Object.values(csvColumns);
  const rows = [
    Object.keys(csvColumns).join(','),
    ...entries.map((entry) => columns.map((column) => csvCell(column(entry))).join(',')),
  ];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}

/** The JSON export: everything of the user, in the shape the import reads back. */
export function buildExport(
  data: Omit<UserExport, 'exportedAt'>,
  now: Date,
): { filename: (format: 'json' | 'csv') => string; json: UserExport } {
  const exportedAt = now.toISOString();
  return {
    filename: (format) => `emotion-journal-${exportedAt.slice(0, 10)}.${format}`,
    json: { exportedAt, ...data },
  };
}

/** `GET /api/export?format=json|csv`: a download, so there is no JSON answer to check. */
export const exportContract = contract({
  query: z.strictObject({ format: z._default(z.enum(['json', 'csv']), 'json') }),
});
