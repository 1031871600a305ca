import * as z from 'zod/mini';
import { isValidTimeZone } from '../dates';
import { parseDaylioBackup } from './daylio-backup';
import { parseDaylioCsv } from './daylio-csv';
import { parseJournalExport } from './json';
import { IMPORT_MAX_BYTES, type ImportOptions, type ParsedImport } from './types';

export * from './types';
export { parseDaylioBackup, parseDaylioCsv, parseJournalExport };

export const importFormats = ['daylio-csv', 'daylio-backup', 'json'] as const;
export type ImportFormat = (typeof importFormats)[number];

/** UTF-8 bytes of the text, counted without encoding it, and no further than `limit`. */
function utf8BytesWithin(text: string, limit: number): boolean {
  let bytes = 0;
  for (let i = 0; i < text.length && bytes <= limit; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    // A surrogate pair is one 4-byte character: 2 bytes for each half.
    else if (unit >= 0xd800 && unit <= 0xdfff) bytes += 2;
    else bytes += 3;
  }
  return bytes <= limit;
}

/**
 * `POST /api/import`: the file as text (a CSV or our JSON as read, a `.daylio` backup as base64),
 * and the zone of entries whose file does not say where they were written — the browser sends its
 * own; UTC when it does not.
 */
export const importRequestSchema = z.strictObject({
  format: z.enum(importFormats),
  content: z.string().check(
    z.minLength(1),
    z.maxLength(IMPORT_MAX_BYTES),
    z.refine((content) => utf8BytesWithin(content, IMPORT_MAX_BYTES), {
      message: `at most ${IMPORT_MAX_BYTES} bytes`,
    }),
  ),
  timezone: z._default(
    z.string().check(z.refine(isValidTimeZone, { message: 'unknown time zone' })),
    'UTC',
  ),
});

export type ImportRequest = z.infer<typeof importRequestSchema>;

/** The file read in its format: the same code for the browser's preview and for the route. */
export function parseImport(
  format: ImportFormat,
  content: string,
  options: ImportOptions,
): ParsedImport & { profile?: Record<string, unknown> } {
  switch (format) {
    case 'daylio-csv':
      return parseDaylioCsv(content, options);
    case 'daylio-backup':
      return parseDaylioBackup(content, options);
    case 'json':
      return parseJournalExport(content, options);
  }
}
