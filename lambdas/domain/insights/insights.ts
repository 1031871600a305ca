import { addDays, dayNumber } from '../dates';
import { familyAxes, families, type Family } from '../emotions/family';
import { foldWord } from '../emotions/fold';
import { familyOf, resolveFamily } from '../emotions/vocabulary';
import type { Patterns } from '../analysis/types';
import { INTENSITY_MAX, type EmotionEntry } from '../journal';

/**
 * The patterns a person cannot see day by day: a picture of each day (Daylio's Year in Pixels,
 * How We Feel's energy × pleasantness), the words used most, what the days held against how
 * they felt (Bearable, with the number of days always shown), the hours of the day, and runs of
 * days with entries. Pure: one sort and one pass over the entries, then one over the days, so
 * years of history stay cheap.
 */

export interface InsightsInput {
  /** Entries with their family resolved (`resolveFamily`); an entry without one is resolved here. */
  entries: EmotionEntry[];
  from: string;
  to: string;
  /** The user's local date, for the current run. */
  today: string;
}

export interface DayInsight {
  date: string;
  entries: number;
  /** The main family of the day. */
  family: Family;
  families: Partial<Record<Family, number>>;
  pleasantness: number | null;
  energy: number | null;
  intensity: number | null;
}

export interface TagInsight {
  /** The first spelling the person used. */
  tag: string;
  /** Days with the tag. */
  days: number;
  daysWithout: number;
  pleasantnessWith: number | null;
  pleasantnessWithout: number | null;
  /** With − without; null when either side has fewer than MIN_DAYS_FOR_CLAIM days. */
  difference: number | null;
  direction: 'morePleasant' | 'lessPleasant' | 'noClearDifference' | 'notEnoughDays';
}

export type TimeOfDay = 'night' | 'morning' | 'afternoon' | 'evening';

export interface TimeOfDayInsight {
  bucket: TimeOfDay;
  entries: number;
  pleasantness: number | null;
  families: Partial<Record<Family, number>>;
}

export interface Insights {
  from: string;
  to: string;
  /** One per date with entries, ascending. */
  days: DayInsight[];
  totals: { entries: number; days: number; families: Record<Family, number> };
  /**
   * The emotion words used most (folded as `foldWord` does), each in its first spelling with the
   * family of its first entry; most used first, equal counts in the order first used.
   */
  words: { word: string; count: number; family: Family }[];
  /** Most days first; equal counts in the order first used. */
  tags: TagInsight[];
  timeOfDay: TimeOfDayInsight[];
  runs: {
    longest: { days: number; from?: string; to?: string };
    current: { days: number; from?: string };
  };
}

/** Nothing is claimed from fewer than 5 days on either side (EXPERIENCE.md, "Numbers honestly"). */
export const MIN_DAYS_FOR_CLAIM = 5;

/**
 * Below this gap in mean day pleasantness, tag days and other days are said to feel the same.
 * It is one intensity step of a single entry (see `moodOf`): a smaller gap is within how a
 * person happens to pick a word, not a pattern.
 */
export const CLEAR_DIFFERENCE = 0.2;

export const TOP_WORDS = 20;

/** Intensity when none was given: the middle of the scale, "moderately". */
const DEFAULT_INTENSITY = 3;

/**
 * Where an entry sits on the two axes, each in [−1, 1]: its family's direction (±1) times
 * intensity / 5, so "barely" is ±0.2 and "overwhelmingly" ±1, one step 0.2. An entry without an
 * intensity counts as "moderately" (±0.6). `other` entries have no place on the axes: they count
 * as entries but never in a mean.
 */
export function moodOf(
  family: Family,
  intensity: number | undefined,
): { pleasantness: number; energy: number } | null {
  if (family === 'other') return null;
  const weight = (intensity ?? DEFAULT_INTENSITY) / INTENSITY_MAX;
  const axes = familyAxes[family];
  return { pleasantness: axes.pleasantness * weight, energy: axes.energy * weight };
}

const timesOfDay: readonly TimeOfDay[] = ['night', 'morning', 'afternoon', 'evening'];
/** Night 0–5, morning 6–11, afternoon 12–17, evening 18–23. */
const HOURS_PER_BUCKET = 6;

/**
 * The bucket of an entry's local wall-clock time (where it was written, so a trip abroad does not
 * turn an evening into a night). Entries without a time (some imports carry only a date) are in
 * no bucket.
 */
function timeOfDayIndex(time: string | undefined): number | undefined {
  const hour = time ? Number(time.slice(0, 2)) : NaN;
  return Number.isInteger(hour) && hour >= 0 && hour < 24
    ? Math.floor(hour / HOURS_PER_BUCKET)
    : undefined;
}

/**
 * Two decimals are all a chart or a sentence shows; rounding half away from zero keeps "more"
 * and "less" pleasant symmetric, and the difference is taken between the rounded means so the
 * numbers shown add up.
 */
const round2 = (value: number): number =>
  (Math.sign(value) * Math.round(Math.abs(value) * 100)) / 100 || 0;

/** A running mean: `exact` to build further means on, `value` rounded for showing. */
class Mean {
  sum = 0;
  count = 0;
  add(value: number): void {
    this.sum += value;
    this.count += 1;
  }
  /** The values of this mean that are not in `part`, a mean over a subset of them. */
  without(part: Mean): Mean {
    const rest = new Mean();
    rest.sum = this.sum - part.sum;
    rest.count = this.count - part.count;
    return rest;
  }
  get exact(): number | null {
    return this.count ? this.sum / this.count : null;
  }
  get value(): number | null {
    const exact = this.exact;
    return exact === null ? null : round2(exact);
  }
}

type FamilyCounts = Record<Family, number>;

/** Every family at zero: one shape for all counters keeps the hot loop fast. */
const noFamilies = (): FamilyCounts => ({ bright: 0, calm: 0, stormy: 0, heavy: 0, other: 0 });

/** The families that occur, for the answer. */
const occurring = (counts: FamilyCounts): Partial<FamilyCounts> =>
  Object.fromEntries(families.filter((f) => counts[f] > 0).map((f) => [f, counts[f]]));

interface DayState {
  date: string;
  entries: number;
  families: FamilyCounts;
  main: Family;
  pleasantness: Mean;
  energy: Mean;
  intensity: Mean;
  tagKeys: Set<string>;
}

const newDay = (date: string): DayState => ({
  date,
  entries: 0,
  families: noFamilies(),
  main: 'other',
  pleasantness: new Mean(),
  energy: new Mean(),
  intensity: new Mean(),
  tagKeys: new Set(),
});

/**
 * The main family of a day is the most frequent; a tie goes to the family of the latest of the
 * tied entries (how the day ended); `other` only when no entry has a known family. With the
 * entries taken in the order they were written, that is the known family that reached the top
 * count last, so it is kept up to date entry by entry: `family` was just counted.
 */
function mainFamilyAfter(day: DayState, family: Family): Family {
  if (family === 'other') return day.main;
  if (day.main === 'other') return family;
  return day.families[family] >= day.families[day.main] ? family : day.main;
}

interface TagState {
  tag: string;
  days: number;
  pleasantness: Mean;
}

/** A side of the tag comparison: its mean, or null below the floor. */
const claimable = (mean: Mean): number | null =>
  mean.count >= MIN_DAYS_FOR_CLAIM ? mean.value : null;

/**
 * Tags against mood: the mean day pleasantness on days with the tag against days without it,
 * within the range. The floor counts days with a mood value on each side, since only those enter
 * the means (a day of `other` entries alone says nothing about mood). A side below the floor has
 * no mean, so no screen can show a comparison the days cannot carry.
 */
function tagInsight(state: TagState, totalDays: number, allDays: Mean): TagInsight {
  const pleasantnessWith = claimable(state.pleasantness);
  const pleasantnessWithout = claimable(allDays.without(state.pleasantness));
  const difference =
    pleasantnessWith === null || pleasantnessWithout === null
      ? null
      : round2(pleasantnessWith - pleasantnessWithout);
  const direction: TagInsight['direction'] =
    difference === null
      ? 'notEnoughDays'
      : Math.abs(difference) < CLEAR_DIFFERENCE
        ? 'noClearDifference'
        : difference > 0
          ? 'morePleasant'
          : 'lessPleasant';
  return {
    tag: state.tag,
    days: state.days,
    daysWithout: totalDays - state.days,
    pleasantnessWith,
    pleasantnessWithout,
    difference,
    direction,
  };
}

/**
 * Consecutive calendar dates with entries. Dates are local `yyyy-MM-dd` text and are compared by
 * calendar arithmetic alone, so a DST change or a move to another time zone never breaks a run.
 * The longest run is the latest of equally long ones. The current run counts back from today when
 * today has an entry, else from yesterday: the day is not over, and a run is only broken once a
 * whole day passed without an entry (opening the app in the morning must not show zero).
 */
function runsOf(dates: readonly string[], today: string): Insights['runs'] {
  const numbers = dates.map(dayNumber);
  const consecutive = (index: number) => index > 0 && numbers[index - 1]! + 1 === numbers[index];

  let longest: Insights['runs']['longest'] = { days: 0 };
  let start = 0;
  dates.forEach((date, index) => {
    if (!consecutive(index)) start = index;
    const length = index - start + 1;
    if (length >= longest.days) longest = { days: length, from: dates[start]!, to: date };
  });

  const last = dates.findLastIndex((date) => date <= today);
  const end = dates[last];
  if (end === undefined || (end !== today && end !== addDays(today, -1)))
    return { longest, current: { days: 0 } };
  let first = last;
  while (consecutive(first)) first -= 1;
  return { longest, current: { days: last - first + 1, from: dates[first] } };
}

/**
 * Reads each distinct spelling once (its fold, its family): people reuse a few dozen words and
 * tags for years.
 */
function memoized<T>(read: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) {
      value = read(text);
      cache.set(text, value);
    }
    return value;
  };
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Everything the insights screen shows for [from, to]; entries outside it are ignored. Within a
 * day, entries are taken in the order they were written: by `datetime`, an ISO UTC timestamp
 * (SPEC) whose text sorts as its instant, which a DST fall-back or a trip across time zones
 * cannot reorder, unlike the wall-clock time.
 */
export function computeInsights({ entries, from, to, today }: InsightsInput): Insights {
  const ordered = entries
    .filter((entry) => entry.date >= from && entry.date <= to)
    .sort((a, b) => compareText(a.date, b.date) || compareText(a.datetime, b.datetime));

  const fold = memoized(foldWord);
  const familyOfWord = memoized(familyOf);
  const days: DayState[] = [];
  const totals = Object.fromEntries(families.map((family) => [family, 0])) as Record<
    Family,
    number
  >;
  const words = new Map<string, { word: string; count: number; family: Family }>();
  const tags = new Map<string, TagState>();
  const buckets = timesOfDay.map((bucket) => ({
    bucket,
    entries: 0,
    pleasantness: new Mean(),
    families: noFamilies(),
  }));

  let day: DayState | undefined;
  for (const entry of ordered) {
    if (day?.date !== entry.date) {
      day = newDay(entry.date);
      days.push(day);
    }
    const family = resolveFamily(entry, familyOfWord);
    const mood = moodOf(family, entry.intensity);
    day.entries += 1;
    day.families[family] += 1;
    day.main = mainFamilyAfter(day, family);
    totals[family] += 1;
    if (mood) {
      day.pleasantness.add(mood.pleasantness);
      day.energy.add(mood.energy);
    }
    if (entry.intensity !== undefined) day.intensity.add(entry.intensity);

    const wordKey = fold(entry.emotion);
    const word = words.get(wordKey);
    if (word) word.count += 1;
    else words.set(wordKey, { word: entry.emotion.trim(), count: 1, family });

    for (const tag of entry.tags ?? []) {
      const tagKey = fold(tag);
      if (!tags.has(tagKey))
        tags.set(tagKey, { tag: tag.trim(), days: 0, pleasantness: new Mean() });
      day.tagKeys.add(tagKey);
    }

    const bucketIndex = timeOfDayIndex(entry.time);
    if (bucketIndex !== undefined) {
      const bucket = buckets[bucketIndex]!;
      bucket.entries += 1;
      bucket.families[family] += 1;
      if (mood) bucket.pleasantness.add(mood.pleasantness);
    }
  }

  const allDays = new Mean();
  const dayInsights = days.map((state): DayInsight => {
    const pleasantness = state.pleasantness.exact;
    if (pleasantness !== null) allDays.add(pleasantness);
    for (const key of state.tagKeys) {
      const tag = tags.get(key)!;
      tag.days += 1;
      if (pleasantness !== null) tag.pleasantness.add(pleasantness);
    }
    return {
      date: state.date,
      entries: state.entries,
      family: state.main,
      families: occurring(state.families),
      pleasantness: state.pleasantness.value,
      energy: state.energy.value,
      intensity: state.intensity.value,
    };
  });

  return {
    from,
    to,
    days: dayInsights,
    totals: { entries: ordered.length, days: days.length, families: totals },
    words: [...words.values()].sort((a, b) => b.count - a.count).slice(0, TOP_WORDS),
    tags: [...tags.values()]
      .sort((a, b) => b.days - a.days)
      .map((tag) => tagInsight(tag, days.length, allDays)),
    timeOfDay: buckets.map(({ bucket, entries, pleasantness, families }) => ({
      bucket,
      entries,
      pleasantness: pleasantness.value,
      families: occurring(families),
    })),
    runs: runsOf(
      days.map((state) => state.date),
      today,
    ),
  };
}

/**
 * What a month analysis is told of the month's insights: the families, the tags that have a
 * claim (five days or more on each side, a clear difference) and the longest run of days.
 * Nothing weaker: the model must not build a pattern the numbers do not hold.
 */
export function patternsOf(insights: Insights): Patterns {
  const families = Object.fromEntries(
    Object.entries(insights.totals.families).filter(([, count]) => count > 0),
  );
  const tags = insights.tags.flatMap((tag) =>
    tag.direction === 'morePleasant' || tag.direction === 'lessPleasant'
      ? [{ tag: tag.tag, days: tag.days, direction: tag.direction }]
      : [],
  );
  return { families, tags, longestRun: insights.runs.longest.days };
}
