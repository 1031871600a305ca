import { MONTH_MIN_DAYS, notEnoughDays, WEEK_MIN_DAYS } from '../access';
import { addDays, parseFlexibleDate } from '../dates';
import { invalid } from '../errors';
import { sortEntries } from '../journal';
import type { AnalysisKind, JournalLine } from './types';

/** A week analysis reads the last this-many days with entries. */
export const WEEK_DAYS = 7;
/** A month analysis reads this many calendar days ending today. */
export const MONTH_DAYS = 30;

export interface Period {
  from: string;
  to: string;
  /** For a week: exactly the dates read; otherwise every date in from..to counts. */
  dates?: string[];
}

const noEntries = () => invalid('no_entries', 'No entries for this period');

/**
 * Which dates an analysis reads (SPEC §5, §9), from the user's sorted dates with entries:
 * day = that date; latest = the last date with entries; week = the last 7 distinct dates with
 * entries, of which 5 are needed; month = the 30 calendar days ending today, 25 with entries.
 * "Today" is the later of the server's date and the last entry's, as users east of UTC write
 * tomorrow's (UTC) date before the server's day turns.
 */
export function selectPeriod(
  kind: AnalysisKind,
  datesWithEntries: readonly string[],
  today: string,
  date?: string,
): Period {
  const last = datesWithEntries.at(-1);
  switch (kind) {
    case 'day':
      if (!date) throw invalid('invalid_body', 'A day analysis needs a date');
      return { from: date, to: date };
    case 'latest':
      if (!last) throw noEntries();
      return { from: last, to: last };
    case 'week': {
      const dates = datesWithEntries.slice(-WEEK_DAYS);
      if (dates.length < WEEK_MIN_DAYS) throw notEnoughDays(WEEK_MIN_DAYS, dates.length);
      return { from: dates[0]!, to: dates.at(-1)!, dates };
    }
    case 'month': {
      const to = last && last > today ? last : today;
      const from = addDays(to, -(MONTH_DAYS - 1));
      const have = datesWithEntries.filter((d) => d >= from && d <= to).length;
      if (have < MONTH_MIN_DAYS) throw notEnoughDays(MONTH_MIN_DAYS, have);
      return { from, to };
    }
  }
}

/** The fields of a stored entry analysis reads; older records may lack any of them. */
export interface StoredEntry {
  date?: unknown;
  time?: unknown;
  emotion?: unknown;
  note?: unknown;
  intensity?: unknown;
  tags?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The period's entries as analysis lines, sorted, skipping entries without a readable date or
 * an emotion (SPEC §5), then the period's minimum checked again on what is left.
 */
export function selectEntries(
  kind: AnalysisKind,
  period: Period,
  entries: readonly StoredEntry[],
): JournalLine[] {
  const inPeriod = (date: string) =>
    period.dates ? period.dates.includes(date) : date >= period.from && date <= period.to;
  const lines: JournalLine[] = [];
  for (const entry of entries) {
    const date = parseFlexibleDate(entry.date);
    const emotion = text(entry.emotion);
    if (!date || !emotion || !inPeriod(date)) continue;
    const time = text(entry.time);
    const note = text(entry.note);
    const intensity = Number.isInteger(entry.intensity) ? (entry.intensity as number) : undefined;
    const tags = Array.isArray(entry.tags)
      ? entry.tags.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '')
      : [];
    lines.push({
      date,
      emotion,
      ...(time ? { time } : {}),
      ...(intensity ? { intensity } : {}),
      ...(tags.length ? { tags } : {}),
      ...(note ? { note } : {}),
    });
  }
  if (lines.length === 0) throw noEntries();
  const days = new Set(lines.map((l) => l.date)).size;
  if (kind === 'week' && days < WEEK_MIN_DAYS) throw notEnoughDays(WEEK_MIN_DAYS, days);
  if (kind === 'month' && days < MONTH_MIN_DAYS) throw notEnoughDays(MONTH_MIN_DAYS, days);
  return sortEntries(lines);
}
