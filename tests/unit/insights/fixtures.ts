import { addDays } from '../../../lambdas/domain/dates';
import { resolveFamily } from '../../../lambdas/domain/emotions/vocabulary';
import { computeInsights, type Insights } from '../../../lambdas/domain/insights/insights';
import { buildEntry, type EmotionEntry } from '../../../lambdas/domain/journal';

export interface Extra {
  intensity?: number;
  tags?: string[];
}

let written = 0;

/** An entry as the server writes it at `instant` in `timezone`, its family resolved. */
export function writtenAt(
  instant: string,
  timezone: string,
  emotion: string,
  extra: Extra = {},
): EmotionEntry {
  written += 1;
  const entry = buildEntry({ emotion, timezone, ...extra }, `entry-${written}`, new Date(instant));
  return { ...entry, family: resolveFamily(entry) };
}

/** An entry on a local date at a local time (written in UTC, where the two are the same). */
export const on = (date: string, emotion: string, extra: Extra & { time?: string } = {}) =>
  writtenAt(`${date}T${extra.time ?? '12:00:00'}Z`, 'UTC', emotion, extra);

/** One entry a day from `first`, `count` days in a row. */
export const daily = (first: string, count: number, emotion: string, extra: Extra = {}) =>
  Array.from({ length: count }, (_, i) => on(addDays(first, i), emotion, extra));

export const insightsOf = (
  entries: EmotionEntry[],
  range: { from?: string; to?: string; today?: string } = {},
): Insights =>
  computeInsights({
    entries,
    from: range.from ?? '2000-01-01',
    to: range.to ?? '2099-12-31',
    today: range.today ?? '2099-12-31',
  });
