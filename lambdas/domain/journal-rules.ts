/**
 * The journal's limits and the rules on entries the app applies as the server does. Kept apart
 * from journal.ts, whose API schemas bring zod and every language's strings: the app's first
 * screen imports these and must load neither.
 */

export const EMOTION_MAX = 100;
export const NOTE_MAX = 2000;
/** How strongly the emotion is felt, optional: 1 (barely) to 5 (overwhelming). */
export const INTENSITY_MIN = 1;
export const INTENSITY_MAX = 5;
export const TAGS_MAX = 20;
export const TAG_MAX = 40;
/** The widest range one read may ask for. */
export const MAX_RANGE_DAYS = 366;

/** Tags as stored: trimmed, non-empty, each once (case-insensitively), in the order given. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLocaleLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
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
