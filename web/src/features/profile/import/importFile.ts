import type { ImportFormat } from '@domain/import';
import { IMPORT_MAX_BYTES, ImportFormatError, type ImportedEntry } from '@domain/import/types';

/**
 * What the browser does with a file before anything is written: which of the three formats it
 * is, its content as the import reads it, and the entries cut into requests small enough to
 * show progress. Pure, apart from reading the File.
 */

/** The format by the file's name; a name that says nothing is read by its first bytes. */
export function formatOf(name: string, head: Uint8Array): ImportFormat {
  const lower = name.toLowerCase();
  if (lower.endsWith('.daylio')) return 'daylio-backup';
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.csv')) return 'daylio-csv';
  // "PK": a ZIP, which is what a .daylio backup is.
  if (head[0] === 0x50 && head[1] === 0x4b) return 'daylio-backup';
  // Past a UTF-8 BOM and blank space, `{` or `[` opens JSON.
  const text = new TextDecoder().decode(head).replace(/^\uFEFF?\s*/, '');
  return text.startsWith('{') || text.startsWith('[') ? 'json' : 'daylio-csv';
}

/**
 * What a file may weigh. A CSV or JSON is sent as it is at most as large as the route takes; a
 * `.daylio` backup is read here and only its entries are sent, so its photos (which the browser
 * never unpacks) may make it larger.
 */
export const MAX_TEXT_FILE_BYTES = IMPORT_MAX_BYTES;
export const MAX_BACKUP_FILE_BYTES = 100 * 1024 * 1024;

export type ReadFile =
  | { format: 'daylio-backup'; bytes: Uint8Array }
  | { format: Exclude<ImportFormat, 'daylio-backup'>; text: string };

/**
 * The file as its parser reads it: the bytes of a `.daylio` backup, the text of a CSV or JSON.
 * Text that is not UTF-8 is refused here, as the server's JSON body could not carry it either.
 */
export async function readImportFile(file: File): Promise<ReadFile> {
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  const format = formatOf(file.name, head);
  const limit = format === 'daylio-backup' ? MAX_BACKUP_FILE_BYTES : MAX_TEXT_FILE_BYTES;
  if (file.size > limit) throw new FileTooLarge(limit);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (format === 'daylio-backup') return { format, bytes };
  try {
    return { format, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    throw new ImportFormatError('encoding');
  }
}

/** A file over what its format may weigh: refused before it is read whole. */
export class FileTooLarge extends Error {
  constructor(readonly limitBytes: number) {
    super(`larger than ${limitBytes} bytes`);
  }
}

/**
 * The entries in requests of at most `maxEntries` and about `maxChars` of JSON each: small
 * enough that each answers quickly and the bar moves, large enough not to cost a request a day.
 */
export function batchesOf(
  entries: readonly ImportedEntry[],
  { maxEntries = 250, maxChars = 400_000 } = {},
): ImportedEntry[][] {
  const batches: ImportedEntry[][] = [];
  let current: ImportedEntry[] = [];
  let chars = 0;
  for (const entry of entries) {
    const size = JSON.stringify(entry).length + 1;
    if (current.length && (current.length >= maxEntries || chars + size > maxChars)) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(entry);
    chars += size;
  }
  if (current.length) batches.push(current);
  return batches;
}
