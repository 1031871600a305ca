import * as z from 'zod/mini';
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
  time: z.optional(z.string()),
  datetime: z.string(),
  timezone: z.string(),
  emotion: z.string(),
  note: z.optional(z.string()),
  intensity: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(5))),
  /** What the day held (sleep, work, an air-raid alert…): the user's own words or a suggestion. */
  tags: z.optional(z.array(z.string())),
  /** The emotion's family, when the word is in the vocabulary or the entry was imported with one. */
  family: z.optional(z.enum(families)),
});

export type EmotionEntry = z.infer<typeof emotionEntrySchema>;

export const intensitySchema = z
  .number()
  .check(z.int(), z.minimum(INTENSITY_MIN), z.maximum(INTENSITY_MAX));
export const tagsSchema = z.pipe(
  z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(TAG_MAX)))
    .check(z.maxLength(TAGS_MAX)),
  z.transform<string[], string[]>(normalizeTags),
);

export const isoDate = z
  .string()
  .check(z.refine(isIsoDate, { message: 'expected a date as yyyy-MM-dd' }));

export const newEmotionSchema = z.strictObject({
  emotion: z.string().check(z.trim(), z.minLength(1), z.maxLength(EMOTION_MAX)),
  note: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(NOTE_MAX))),
    z.transform((note) => note || undefined),
  ),
  timezone: z.string().check(z.refine(isValidTimeZone, { message: 'unknown time zone' })),
  captchaToken: z.string().check(z.minLength(1), z.maxLength(4096)),
  requestId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/))),
  /** The screen's language, for the help lines a crisis note brings; the account's otherwise. */
  language: z.optional(z.enum(languages)),
  intensity: z.optional(intensitySchema),
  tags: z.optional(tagsSchema),
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
  z.strictObject({ from: isoDate, to: isoDate }).check(
    z.refine(({ from, to }) => from <= to && daysBetween(from, to) < MAX_RANGE_DAYS, {
      message: `from must not be after to, and the range at most ${MAX_RANGE_DAYS} days`,
    }),
  ),
]);

/** `GET /api/days`: the calendar's range (a month view, or a year view at most). */
export const daysQuerySchema = z.strictObject({ from: isoDate, to: isoDate }).check(
  z.refine(({ from, to }) => from <= to && daysBetween(from, to) < MAX_RANGE_DAYS, {
    message: `from must not be after to, and the range at most ${MAX_RANGE_DAYS} days`,
  }),
);

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
      daysWithEntries: z.number().check(z.int(), z.minimum(0)),
      crisis: z.optional(crisisSchema),
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
      daysWithEntries: z.number().check(z.int(), z.minimum(0)),
    }),
  }),
};

/** What an entry says, as the crisis detector reads it. */
export const entryText = (entry: Pick<EmotionEntry, 'emotion' | 'note'>): string =>
  `${entry.emotion}\n${entry.note ?? ''}`;
