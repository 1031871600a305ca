import * as z from 'zod';
import { ImportFormatError } from './types';

/** `dayEntries[3].month`: where in a JSON document a value sits. */
function pathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) =>
      typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key),
    '',
  );
}

/** JSON text as a value, or the file refused as not JSON. */
export function parseJsonText(text: string, field?: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ImportFormatError('json', undefined, field, (error as Error).message);
  }
}

/** The value as the schema reads it, or the file refused naming the first value at fault. */
export function readShape<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const field = pathOf(issue?.path ?? []) || undefined;
  throw new ImportFormatError('shape', undefined, field, issue?.message);
}
