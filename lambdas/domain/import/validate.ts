import * as z from 'zod/mini';
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

/**
 * zod/mini carries no locale: a check without its own text is told by its code and what it
 * expected ("too_big maximum 5", "invalid_type expected number").
 */
const plainText = (issue: z.core.$ZodRawIssue): string =>
  [
    issue.code,
    ...(['expected', 'minimum', 'maximum', 'format'] as const)
      .filter((key) => key in issue)
      .map((key) => `${key} ${String((issue as Record<string, unknown>)[key])}`),
  ].join(' ');

/** The value as the schema reads it, or the file refused naming the first value at fault. */
export function readShape<T extends z.ZodMiniType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value, { error: plainText });
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const field = pathOf(issue?.path ?? []) || undefined;
  throw new ImportFormatError('shape', undefined, field, issue?.message);
}
