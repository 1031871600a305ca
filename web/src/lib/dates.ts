import { format } from 'date-fns';
import { defaultLanguage, isLanguage, type Language } from '@domain/i18n-languages';
import { intlLocale } from './language';

/** Today in the browser's zone as `yyyy-MM-dd`: the zone the server dates new entries in. */
export const todayIso = (now = new Date()): string => format(now, 'yyyy-MM-dd');

/** A `yyyy-MM-dd` date as a local Date at midnight (not UTC, which shifts the day west of Greenwich). */
export function localDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** i18next's current language as one of ours (the API's `language` field). */
export const appLanguage = (language: string): Language =>
  isLanguage(language) ? language : defaultLanguage;

/** The Intl locale of an i18next language code. */
export function localeOf(language: string): string {
  return intlLocale[appLanguage(language)];
}

/** "понеділок, 5 травня 2026 р.": a date as people of that language write it. */
export function longDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'full' }).format(
    localDate(isoDate),
  );
}

/** A date without its weekday ("3 March 2019"), for ranges where the weekday is noise. */
export function dayMonthYear(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long' }).format(
    localDate(isoDate),
  );
}

/** The zone this device keeps time in (IANA), which the server reads dates and hours in. */
export const browserTimeZone = (): string =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A wall-clock time (`HH:mm`) as the language writes it: "20:00", "8:00 PM". */
export function clockTime(time: string, language: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'short' }).format(
    new Date(2000, 0, 1, hours, minutes),
  );
}

/**
 * A time zone by its name in the language ("Eastern European Time"), not its IANA id: browsers
 * still report Kyiv's zone as Europe/Kiev, a spelling not to show a Ukrainian.
 */
export function zoneName(zone: string, language: string): string {
  return (
    new Intl.DateTimeFormat(localeOf(language), { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value ?? zone
  );
}
