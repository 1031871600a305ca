import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  expandTwoDigitYear,
  isIsoDate,
  isValidTimeZone,
  localDateTime,
  parseFlexibleDate,
} from '../../lambdas/domain/dates';

describe('localDateTime: the wall clock of an instant in the user’s zone', () => {
  it.each([
    // Kyiv is UTC+2 in winter: 22:30 UTC is already the next day there.
    ['2026-01-14T22:30:00Z', 'Europe/Kyiv', '2026-01-15', '00:30:00'],
    ['2026-01-14T21:59:59Z', 'Europe/Kyiv', '2026-01-14', '23:59:59'],
    // New York is UTC-5 in winter: 03:00 UTC is still the previous evening.
    ['2026-01-15T03:00:00Z', 'America/New_York', '2026-01-14', '22:00:00'],
    ['2026-01-15T15:00:00Z', 'Asia/Tokyo', '2026-01-16', '00:00:00'],
    ['2026-12-31T23:59:59Z', 'UTC', '2026-12-31', '23:59:59'],
    // DST: Kyiv moves to UTC+3 on 2026-03-29 at 01:00 UTC.
    ['2026-03-29T00:59:59Z', 'Europe/Kyiv', '2026-03-29', '02:59:59'],
    ['2026-03-29T01:00:00Z', 'Europe/Kyiv', '2026-03-29', '04:00:00'],
    // DST end in New York, 2026-11-01 06:00 UTC: 01:30 happens twice.
    ['2026-11-01T05:30:00Z', 'America/New_York', '2026-11-01', '01:30:00'],
    ['2026-11-01T06:30:00Z', 'America/New_York', '2026-11-01', '01:30:00'],
    // A zone with a half-hour offset.
    ['2026-06-30T18:29:00Z', 'Asia/Kolkata', '2026-06-30', '23:59:00'],
    ['2026-06-30T18:30:00Z', 'Asia/Kolkata', '2026-07-01', '00:00:00'],
  ])('%s in %s is %s %s', (instant, zone, date, time) => {
    expect(localDateTime(new Date(instant), zone)).toEqual({ date, time });
  });
});

describe('isValidTimeZone', () => {
  it.each([
    ['Europe/Kyiv', true],
    ['America/New_York', true],
    ['UTC', true],
    ['Asia/Tokyo', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
    ['Europe/Kyiv; DROP TABLE', false],
    ['x'.repeat(100), false],
  ])('%s → %s', (zone, valid) => expect(isValidTimeZone(zone)).toBe(valid));
});

describe('isIsoDate', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['26-01-01', false],
    ['2026-01-01T00:00:00Z', false],
  ])('%s → %s', (text, valid) => expect(isIsoDate(text)).toBe(valid));
});

describe('parseFlexibleDate: the forms people and older records use', () => {
  it.each([
    ['2024-03-05', '2024-03-05'],
    ['2024/03/05', '2024-03-05'],
    ['2024.3.5', '2024-03-05'],
    ['2024-03-05T10:20:30Z', '2024-03-05'],
    ['2024-03-05 10:20', '2024-03-05'],
    ['05.03.2024', '2024-03-05'],
    ['5.3.2024', '2024-03-05'],
    ['05/03/2024', '2024-03-05'],
    ['05-03-2024', '2024-03-05'],
    // Two-digit years: under 50 are 20xx, the rest 19xx.
    ['05.03.24', '2024-03-05'],
    ['05.03.49', '2049-03-05'],
    ['05.03.50', '1950-03-05'],
    ['15.03.90', '1990-03-15'],
    ['  15.03.1990 ', '1990-03-15'],
    // Invalid dates are skipped.
    ['31.02.2024', undefined],
    ['2024-02-30', undefined],
    ['32.01.2024', undefined],
    ['yesterday', undefined],
    ['', undefined],
    [undefined, undefined],
    [20240305, undefined],
  ])('%s → %s', (input, expected) => expect(parseFlexibleDate(input)).toBe(expected));

  it.each([
    [0, 2000],
    [49, 2049],
    [50, 1950],
    [99, 1999],
  ])('two-digit year %i → %i', (year, full) => expect(expandTwoDigitYear(year)).toBe(full));
});

describe('calendar arithmetic', () => {
  it.each([
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    // Arithmetic on dates never drifts with DST.
    ['2026-03-28', 2, '2026-03-30'],
    ['2026-10-24', 2, '2026-10-26'],
  ])('%s %+i days = %s', (date, days, expected) => expect(addDays(date, days)).toBe(expected));

  it.each([
    ['2026-01-01', '2026-01-01', 0],
    ['2026-01-01', '2026-12-31', 364],
    ['2026-03-30', '2026-03-28', -2],
  ])('%s → %s is %i days', (from, to, days) => expect(daysBetween(from, to)).toBe(days));
});
