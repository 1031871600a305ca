import type { AccountRecord } from './account';
import type { EmotionEntry } from './journal';
import type { UserProfile } from './profile';

export interface UserExport {
  exportedAt: string;
  account?: AccountRecord;
  profile: UserProfile;
  daysWithEntries: number;
  entries: EmotionEntry[];
}

const csvColumns = ['date', 'time', 'datetime', 'timezone', 'emotion', 'note'] as const;

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
  const rows = [
    csvColumns.join(','),
    ...entries.map((entry) => csvColumns.map((column) => csvCell(entry[column])).join(',')),
  ];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
