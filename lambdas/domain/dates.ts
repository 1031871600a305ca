/**
 * Date rules of the journal. Pure: every function takes the instant or text it works on.
 * Dates are calendar dates as text, `yyyy-MM-dd`, so they sort and compare as strings.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date in `yyyy-MM-dd` (2026-02-30 is not). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Zones found valid: a formatter costs about 0.2 ms to build, and every save names a zone. */
const validZones = new Set<string>();

/** True for an IANA time-zone name this runtime knows (Europe/Kyiv, America/New_York, UTC…). */
export function isValidTimeZone(timeZone: string): boolean {
  if (validZones.has(timeZone)) return true;
  if (!timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    return false;
  }
  validZones.add(timeZone);
  return true;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date (`yyyy-MM-dd`) and time (`HH:mm:ss`) of an instant in a time zone. */
export function localDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

function toIso(year: number, month: number, day: number): string | undefined {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isIsoDate(text) ? text : undefined;
}

/** Two-digit years under 50 are this century's (24 → 2024), the rest the last one's (87 → 1987). */
export function expandTwoDigitYear(year: number): number {
  return year < 50 ? 2000 + year : 1900 + year;
}

/**
 * Reads a date written in any of the forms people and older records use, as `yyyy-MM-dd`:
 * `2024-03-05`, `2024/03/05`, an ISO date-time, `05.03.2024`, `05/03/2024`, `05-03-2024`,
 * and any of the day-first forms with a two-digit year. `undefined` when it is no real date.
 */
export function parseFlexibleDate(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const text = input.trim();
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(text);
  if (match) return toIso(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(text);
  if (match) {
    const rawYear = Number(match[3]);
    const year = match[3]!.length === 2 ? expandTwoDigitYear(rawYear) : rawYear;
    return toIso(year, Number(match[2]), Number(match[1]));
  }
  return undefined;
}

const DAY_MS = 86_400_000;

/**
 * The day's number counted from 1970-01-01, by calendar arithmetic alone (UTC has no DST), so
 * consecutive dates are consecutive numbers. Read by slicing: the insights call it for every day
 * of years of history.
 */
export function dayNumber(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`: 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The month of a date, `yyyy-MM`. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** How far the wall clock in `timeZone` is ahead of UTC at `instant` (ms since the epoch), in ms. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const { date, time } = localDateTime(new Date(instant), timeZone);
  const [h, m, s] = time.split(':').map(Number) as [number, number, number];
  return (
    dayNumber(date) * DAY_MS + ((h * 60 + m) * 60 + s) * 1000 - Math.floor(instant / 1000) * 1000
  );
}

const dayStartOffsets = new Map<string, number>();

/** The zone's offset at the start of a UTC day, remembered: imports ask for the same days often. */
function offsetAtDayStart(day: number, timeZone: string): number {
  const key = `${timeZone} ${day}`;
  let offset = dayStartOffsets.get(key);
  if (offset === undefined) {
    if (dayStartOffsets.size >= 100_000) dayStartOffsets.clear();
    offset = zoneOffsetMs(day * DAY_MS, timeZone);
    dayStartOffsets.set(key, offset);
  }
  return offset;
}

/**
 * The instant at which the wall clock in `timeZone` reads `date` `time` (`HH:mm:ss`): the inverse
 * of localDateTime. A wall time that a daylight-saving jump skips (02:30 on the spring-forward
 * night) comes out as the instant an hour later on the new clock; one that happens twice (the
 * autumn hour) comes out as its first occurrence.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [h, m, s] = time.split(':').map(Number) as [number, number, number];
  const day = dayNumber(date);
  const wall = (day * 24 * 60 + h * 60 + m) * 60_000 + s * 1000;
  // The instant lies within 14 hours of the wall time read as UTC, so between the start of the
  // day before and the end of the day after; offsets change a few times a year at most, so
  // within those three days they change once or not at all.
  const before = offsetAtDayStart(day - 1, timeZone);
  const after = offsetAtDayStart(day + 2, timeZone);
  if (before === after) return new Date(wall - before);
  const onOldClock = wall - before;
  const onNewClock = wall - after;
  if (zoneOffsetMs(onOldClock, timeZone) === before) return new Date(onOldClock);
  if (zoneOffsetMs(onNewClock, timeZone) === after) return new Date(onNewClock);
  return new Date(onOldClock);
}
