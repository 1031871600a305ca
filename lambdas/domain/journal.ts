import * as z from 'zod';
import { daysBetween, isIsoDate, isValidTimeZone, localDateTime } from './dates';
import { contract } from './contract';
import { families } from './emotions/family';
import { languages } from './i18n-languages';
import {
  EMOTION_MAX,
  INTENSITY_MAX,
  INTENSITY_MIN,
  MAX_RANGE_DAYS,
  normalizeTags,
  NOTE_MAX,
  TAG_MAX,
  TAGS_MAX,
} from './journal-rules';
import { crisisSchema } from './safety/response';

export * from './journal-rules';

/** An entry as the API answers it (and as the export and the import carry it). */
export const emotionEntrySchema = z.strictObject({
  id: z.string(),
  date: z.string(),
  time: z.string().optional(),
  datetime: z.string(),
  timezone: z.string(),
  emotion: z.string(),
  note: z.string().optional(),
  intensity: z.number().int().min(1).max(5).optional(),
  /** What the day held (sleep, work, an air-raid alert…): the user's own words or a suggestion. */
  tags: z.array(z.string()).optional(),
  /** The emotion's family, when the word is in the vocabulary or the entry was imported with one. */
  family: z.enum(families).optional(),
});

export type EmotionEntry = z.infer<typeof emotionEntrySchema>;

export const intensitySchema = z.number().int().min(INTENSITY_MIN).max(INTENSITY_MAX);
export const tagsSchema = z
  .array(z.string().trim().min(1).max(TAG_MAX))
  .max(TAGS_MAX)
  .transform(normalizeTags);

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
  /** The screen's language, for the help lines a crisis note brings; the account's otherwise. */
  language: z.enum(languages).optional(),
  intensity: intensitySchema.optional(),
  tags: tagsSchema.optional(),
});

export type NewEmotion = z.infer<typeof newEmotionSchema>;

/**
 * An entry as the server writes it: date, time and datetime come from the server's clock in the
 * user's time zone, never from the browser, so entries cannot be back-dated.
 */
export function buildEntry(
  input: Pick<NewEmotion, 'emotion' | 'timezone'> &
    Partial<Pick<NewEmotion, 'note' | 'intensity' | 'tags'>>,
  id: string,
  now: Date,
): EmotionEntry {
  const { date, time } = localDateTime(now, input.timezone);
  return {
    id,
    date,
    time,
    datetime: now.toISOString(),
    timezone: input.timezone,
    emotion: input.emotion,
    ...(input.note ? { note: input.note } : {}),
    ...(input.intensity !== undefined ? { intensity: input.intensity } : {}),
    ...(input.tags?.length ? { tags: input.tags } : {}),
  };
}

/** `GET /api/emotions`: one day, or a range of at most MAX_RANGE_DAYS days. */
export const entriesQuerySchema = z.union([
  z.strictObject({ date: isoDate }),
  z
    .strictObject({ from: isoDate, to: isoDate })
    .refine(({ from, to }) => from <= to && daysBetween(from, to) < MAX_RANGE_DAYS, {
      message: `from must not be after to, and the range at most ${MAX_RANGE_DAYS} days`,
    }),
]);

/** `GET /api/days`: the calendar's range (a month view, or a year view at most). */
export const daysQuerySchema = z
  .strictObject({ from: isoDate, to: isoDate })
  .refine(({ from, to }) => from <= to && daysBetween(from, to) < MAX_RANGE_DAYS, {
    message: `from must not be after to, and the range at most ${MAX_RANGE_DAYS} days`,
  });

/** The range of a query: a day is the range from it to itself. */
export function rangeOf(query: z.infer<typeof entriesQuerySchema>): { from: string; to: string } {
  return 'date' in query ? { from: query.date, to: query.date } : query;
}

export const journalContracts = {
  /** `POST /api/emotions`: 201 with the new entry, 200 with the first one for a repeated `requestId`. */
  create: contract({
    body: newEmotionSchema,
    response: z.strictObject({
      entry: emotionEntrySchema,
      daysWithEntries: z.number().int().min(0),
      crisis: crisisSchema.optional(),
    }),
  }),
  list: contract({
    query: entriesQuerySchema,
    response: z.strictObject({ entries: z.array(emotionEntrySchema) }),
  }),
  days: contract({
    query: daysQuerySchema,
    response: z.strictObject({
      dates: z.array(z.string()),
      daysWithEntries: z.number().int().min(0),
    }),
  }),
};

/** What an entry says, as the crisis detector reads it. */
export const entryText = (entry: Pick<EmotionEntry, 'emotion' | 'note'>): string =>
  `${entry.emotion}\n${entry.note ?? ''}`;
