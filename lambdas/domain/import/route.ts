import * as z from 'zod/mini';
import { contract } from '../contract';
import { knownFamilyOf } from '../emotions/vocabulary';
import { AppError } from '../errors';
import type { EmotionEntry } from '../journal';
import { normalizeProfile, profileUpdateSchema, type UserProfile } from '../profile';
import { importRequestSchema, parseImport, type ImportRequest } from './index';
import { IMPORT_MAX_BYTES, ImportFormatError } from './types';

/**
 * `POST /api/import`. `complete` is false when the import ran out of the request's time (a very
 * large file): what was written stays, and sending the same file again goes on from there, since
 * a re-import adds nothing twice.
 */
export const importContract = contract({
  body: importRequestSchema,
  response: z.strictObject({
    /** Entries written by this request. */
    imported: z.number().check(z.int(), z.minimum(0)),
    /** Entries of the file the journal already had (an earlier import of the same file). */
    duplicates: z.number().check(z.int(), z.minimum(0)),
    /** Rows of the file that held nothing. */
    skipped: z.number().check(z.int(), z.minimum(0)),
    complete: z.boolean(),
  }),
  maxBodyBytes: IMPORT_MAX_BYTES,
});

/** What `details` of a refused file holds: the parser's code, and the line or field at fault. */
export interface ImportRefusal {
  code: ImportFormatError['code'];
  line?: number;
  field?: string;
}

/**
 * A 422 naming what is wrong. The message is built from the code, line and field only: the
 * parser's own message may quote the file.
 */
function refused(error: ImportFormatError): AppError {
  const details: ImportRefusal = {
    code: error.code,
    ...(error.line === undefined ? {} : { line: error.line }),
    ...(error.field === undefined ? {} : { field: error.field }),
  };
  const where = [
    error.line === undefined ? '' : ` at line ${error.line}`,
    error.field === undefined ? '' : ` (${error.field})`,
  ].join('');
  return new AppError(
    'unprocessable',
    'import_invalid',
    `The file cannot be imported: ${error.code}${where}`,
    details,
  );
}

/** The profile of our JSON export, checked with the profile form's own rules. */
function importedProfile(raw: Record<string, unknown>): UserProfile {
  const checked = profileUpdateSchema.safeParse(normalizeProfile(raw));
  if (!checked.success) {
    const [issue] = checked.error.issues;
    throw new ImportFormatError('shape', undefined, ['profile', ...(issue?.path ?? [])].join('.'));
  }
  return checked.data;
}

export interface ImportFile {
  /** In reading order (by date, then time). */
  entries: EmotionEntry[];
  skipped: number;
  profile?: UserProfile;
}

/** The request's file, read whole, or a 422 naming the line or field at fault. */
export function readImportFile(request: ImportRequest): ImportFile {
  try {
    const parsed = parseImport(request.format, request.content, {
      timezone: request.timezone,
      resolveFamily: knownFamilyOf,
    });
    return {
      entries: parsed.entries,
      skipped: parsed.skipped,
      ...(parsed.profile ? { profile: importedProfile(parsed.profile) } : {}),
    };
  } catch (error) {
    if (error instanceof ImportFormatError) throw refused(error);
    throw error;
  }
}
