import * as z from 'zod/mini';
import { contract } from '../contract';
import { daysBetween, isValidTimeZone } from '../dates';
import { families } from '../emotions/family';
import { isoDate } from '../journal';

/** Insights read at most three years at a time (a Year in Pixels per year, and the years around). */
export const INSIGHTS_MAX_DAYS = 3 * 366;

const familyCounts = z.partialRecord(z.enum(families), z.number().check(z.int(), z.minimum(0)));
const mean = z.nullable(z.number());

/** `GET /api/insights?from=&to=&timezone=`: the aggregates of `computeInsights` for the range. */
export const insightsContract = contract({
  query: z
    .strictObject({
      from: isoDate,
      to: isoDate,
      /** The user's zone, for "today" (the current run of days). */
      timezone: z._default(z.string().check(z.refine(isValidTimeZone, 'unknown time zone')), 'UTC'),
    })
    .check(
      z.refine(({ from, to }) => from <= to && daysBetween(from, to) < INSIGHTS_MAX_DAYS, {
        message: `from must not be after to, and the range at most ${INSIGHTS_MAX_DAYS} days`,
      }),
    ),
  response: z.strictObject({
    from: z.string(),
    to: z.string(),
    days: z.array(
      z.strictObject({
        date: z.string(),
        entries: z.number().check(z.int()),
        family: z.enum(families),
        families: familyCounts,
        pleasantness: mean,
        energy: mean,
        intensity: mean,
      }),
    ),
    totals: z.strictObject({
      entries: z.number().check(z.int()),
      days: z.number().check(z.int()),
      families: z.record(z.enum(families), z.number().check(z.int())),
    }),
    words: z.array(
      z.strictObject({
        word: z.string(),
        count: z.number().check(z.int()),
        family: z.enum(families),
      }),
    ),
    tags: z.array(
      z.strictObject({
        tag: z.string(),
        days: z.number().check(z.int()),
        daysWithout: z.number().check(z.int()),
        pleasantnessWith: mean,
        pleasantnessWithout: mean,
        difference: mean,
        direction: z.enum(['morePleasant', 'lessPleasant', 'noClearDifference', 'notEnoughDays']),
      }),
    ),
    timeOfDay: z.array(
      z.strictObject({
        bucket: z.enum(['night', 'morning', 'afternoon', 'evening']),
        entries: z.number().check(z.int()),
        pleasantness: mean,
        families: familyCounts,
      }),
    ),
    runs: z.strictObject({
      longest: z.strictObject({
        days: z.number().check(z.int()),
        from: z.optional(z.string()),
        to: z.optional(z.string()),
      }),
      current: z.strictObject({ days: z.number().check(z.int()), from: z.optional(z.string()) }),
    }),
  }),
});
