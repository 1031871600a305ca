import type { Family } from '@domain/emotions/family';

/**
 * The family a calendar day is marked with: the one felt most often that day; between equals,
 * the later one (how the day ended). Words outside the vocabulary count only when nothing else
 * was written.
 */
export function dayMood(entries: readonly { family?: Family; time?: string }[]): Family {
  const counts = new Map<Family, { count: number; last: string }>();
  for (const entry of entries) {
    const family = entry.family ?? 'other';
    const seen = counts.get(family);
    const time = entry.time ?? '';
    counts.set(family, {
      count: (seen?.count ?? 0) + 1,
      last: seen && seen.last > time ? seen.last : time,
    });
  }
  let best: { family: Family; count: number; last: string } | undefined;
  for (const [family, { count, last }] of counts) {
    if (family === 'other' && counts.size > 1) continue;
    if (!best || count > best.count || (count === best.count && last > best.last)) {
      best = { family, count, last };
    }
  }
  return best?.family ?? 'other';
}

/** The mood of each date with entries. */
export function moodsByDate(
  entries: readonly { date: string; family?: Family; time?: string }[],
): Map<string, Family> {
  const byDate = new Map<string, { family?: Family; time?: string }[]>();
  for (const entry of entries) byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry]);
  return new Map([...byDate].map(([date, dayEntries]) => [date, dayMood(dayEntries)]));
}
