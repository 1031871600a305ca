import { localeOf } from '@web/lib/dates';

/**
 * The calendar's locale and week start (SPEC §2, §9): each language's own locale (uk-UA, en-US,
 * ja-JP, es-ES), weeks from Sunday where that locale's calendar starts them (en-US, ja-JP) and
 * from Monday elsewhere.
 */
export function calendarSettings(language: string): {
  locale: string;
  calendarType: 'gregory' | 'iso8601';
} {
  const locale = localeOf(language);
  const sundayFirst = locale === 'en-US' || locale === 'ja-JP';
  return { locale, calendarType: sundayFirst ? 'gregory' : 'iso8601' };
}
