import { z } from 'zod';
import { isIsoDate, isValidTimeZone, localDateTime } from './dates';

export const EMOTION_MAX = 100;
export const NOTE_MAX = 2000;
/** The widest range one read may ask for. */
export const MAX_RANGE_DAYS = 366;

export interface EmotionEntry {
  id: string;
  date: string;
  time?: string;
  datetime: string;
  timezone: string;
  emotion: string;
  note?: string;
}

export const isoDate = z.string().refine(isIsoDate, { message: 'expected a date as yyyy-MM-dd' });

export const newEmotionSchema = z.strictObject({
  emotion: z.string().trim().min(1).max(EMOTION_MAX),
  note: z
    .string()
    .trim()
    .max(NOTE_MAX)
    .optional()
    .transform((note) => note || undefined),
  timezone: z.string().refine(isValidTimeZone, { message: 'unknown time zone' }),
  captchaToken: z.string().min(1).max(4096),
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});

export type NewEmotion = z.infer<typeof newEmotionSchema>;

/**
 * An entry as the server writes it: date, time and datetime come from the server's clock in the
 * user's time zone, never from the browser, so entries cannot be back-dated.
 */
export function buildEntry(input: NewEmotion, id: string, now: Date): EmotionEntry {
  const { date, time } = localDateTime(now, input.timezone);
  return {
    id,
    date,
    time,
    datetime: now.toISOString(),
    timezone: input.timezone,
    emotion: input.emotion,
    ...(input.note ? { note: input.note } : {}),
  };
}

/** A day's entries in reading order: entries without a time first, then by time. */
export function sortEntries<T extends { date: string; time?: string }>(entries: T[]): T[] {
  return [...entries].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.time ? 1 : 0) - (b.time ? 1 : 0) ||
      (a.time ?? '').localeCompare(b.time ?? ''),
  );
}
