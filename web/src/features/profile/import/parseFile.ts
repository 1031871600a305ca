import type { Family } from '@domain/emotions/family';
import { parseDaylioBackup, parseImport, type ParsedImport } from '@domain/import';
import { readImportFile } from './importFile';

/** What the preview shows and the import sends: the entries, and our export's profile if any. */
export type ParsedFile = ParsedImport & { profile?: Record<string, unknown> };

/**
 * The file read in the browser by the server's own parsers (this module and zod load only when a
 * person picks a file): the preview comes from exactly the code that will check it again.
 */
export async function parseFile(
  file: File,
  options: { timezone: string; familyOf: (word: string) => Family },
): Promise<ParsedFile> {
  const read = await readImportFile(file);
  const parseOptions = {
    timezone: options.timezone,
    // Only for the preview's moods: what is written keeps the file's own families.
    resolveFamily: (word: string) => {
      const family = options.familyOf(word);
      return family === 'other' ? undefined : family;
    },
  };
  return read.format === 'daylio-backup'
    ? parseDaylioBackup(read.bytes, parseOptions)
    : parseImport(read.format, read.text, parseOptions);
}
