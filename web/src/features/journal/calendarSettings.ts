/**
 * The calendar's locale and week start (SPEC §2, §9): uk-UA for Ukrainian, ja-JP for Japanese,
 * en-US otherwise; weeks from Sunday where that locale's calendar does (en-US, ja-JP), from
 * Monday otherwise.
 */
export function calendarSettings(language: string): {
  locale: 'uk-UA' | 'ja-JP' | 'en-US';
  calendarType: 'gregory' | 'iso8601';
} {
  const locale = language === 'uk' ? 'uk-UA' : language === 'ja' ? 'ja-JP' : 'en-US';
  return { locale, calendarType: locale === 'uk-UA' ? 'iso8601' : 'gregory' };
}
