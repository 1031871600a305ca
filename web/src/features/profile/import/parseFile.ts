import { parseImport } from '@domain/import';
import type { Family } from '@domain/emotions/family';
import { readImportFile } from './importFile';

/**
 * The file read in the browser by the server's own parsers (this module and zod load only when a
 * person picks a file): the preview comes from exactly the code that will check it again.
 */
export async function parseFile(
  file: File,
  options: { timezone: string; familyOf: (word: string) => Family },
) {
  const { format, content } = await readImportFile(file);
  return parseImport(format, content, {
    timezone: options.timezone,
    // Only for the preview's moods: what is written keeps the file's own families.
    resolveFamily: (word) => {
      const family = options.familyOf(word);
      return family === 'other' ? undefined : family;
    },
  });
}

export type ParsedFile = Awaited<ReturnType<typeof parseFile>>;
