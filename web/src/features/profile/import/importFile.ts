import type { ImportFormat } from '@domain/import';
import { ImportFormatError, type ImportedEntry } from '@domain/import/types';

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

/** Base64 of bytes, in slices: one spread of megabytes would overflow the call stack. */
export function toBase64(bytes: Uint8Array): string {
  const SLICE = 0x8000;
  let binary = '';
  for (let i = 0; i < bytes.length; i += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  }
  return btoa(binary);
}

/**
 * The file as the import reads it: text for a CSV or JSON, base64 for a `.daylio` backup. Text
 * that is not UTF-8 is refused here, as the server's JSON body could not carry it either.
 */
export async function readImportFile(
  file: File,
): Promise<{ format: ImportFormat; content: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = formatOf(file.name, bytes.subarray(0, 64));
  if (format === 'daylio-backup') return { format, content: toBase64(bytes) };
  try {
    return { format, content: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    throw new ImportFormatError('encoding');
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
