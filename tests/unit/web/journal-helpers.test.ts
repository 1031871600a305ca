import { describe, expect, it } from 'vitest';
import { calendarSettings } from '@web/features/journal/calendarSettings';
import { localDate, todayIso } from '@web/lib/dates';

describe('calendarSettings', () => {
  it.each([
    ['uk', 'uk-UA', 'iso8601'],
    ['ja', 'ja-JP', 'gregory'],
    ['en', 'en-US', 'gregory'],
    // Spanish in Spanish, weeks from Monday (the en-US fallback was a defect).
    ['es', 'es-ES', 'iso8601'],
    ['xx', 'uk-UA', 'iso8601'],
  ])('%s → %s, weeks of %s', (language, locale, calendarType) => {
    expect(calendarSettings(language)).toEqual({ locale, calendarType });
  });
});

describe('day dates', () => {
  it('reads yyyy-MM-dd as local midnight, so the day never shifts by time zone', () => {
    const date = localDate('2026-03-05');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2026, 2, 5, 0,
    ]);
  });

  it('writes today in the local zone', () => {
    expect(todayIso(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });
});
