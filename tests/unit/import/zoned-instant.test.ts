import { describe, expect, it } from 'vitest';
import { localDateTime, zonedInstant, zoneOffsetMs } from '../../../lambdas/domain/dates';

describe('zonedInstant: the instant a wall clock reads a date and time', () => {
  it.each([
    ['2026-01-15', '00:30:00', 'Europe/Kyiv', '2026-01-14T22:30:00.000Z'],
    ['2026-07-15', '00:30:00', 'Europe/Kyiv', '2026-07-14T21:30:00.000Z'],
    ['2026-01-14', '22:00:00', 'America/New_York', '2026-01-15T03:00:00.000Z'],
    ['2026-07-01', '00:00:00', 'Asia/Kolkata', '2026-06-30T18:30:00.000Z'],
    ['2026-12-31', '23:59:59', 'UTC', '2026-12-31T23:59:59.000Z'],
    // Kyiv springs from 03:00 to 04:00 on 2026-03-29: just before and just after the jump.
    ['2026-03-29', '02:59:59', 'Europe/Kyiv', '2026-03-29T00:59:59.000Z'],
    ['2026-03-29', '04:00:00', 'Europe/Kyiv', '2026-03-29T01:00:00.000Z'],
    // 03:30 never shows that night: it lands an hour later on the new clock, 04:30.
    ['2026-03-29', '03:30:00', 'Europe/Kyiv', '2026-03-29T01:30:00.000Z'],
    // New York's 01:30 happens twice on 2026-11-01: the first one, still on summer time.
    ['2026-11-01', '01:30:00', 'America/New_York', '2026-11-01T05:30:00.000Z'],
    ['2026-11-01', '02:30:00', 'America/New_York', '2026-11-01T07:30:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, instant) => {
    expect(zonedInstant(date, time, zone).toISOString()).toBe(instant);
  });

  it.each(['Europe/Kyiv', 'America/New_York', 'Australia/Lord_Howe', 'Pacific/Chatham'])(
    'gives back every wall time of a year, hour by hour, in %s',
    (zone) => {
      const start = Date.parse('2026-01-01T00:20:00Z');
      for (let hour = 0; hour < 365 * 24; hour++) {
        const wall = localDateTime(new Date(start + hour * 3_600_000), zone);
        expect(localDateTime(zonedInstant(wall.date, wall.time, zone), zone)).toEqual(wall);
      }
    },
  );
});

describe('zoneOffsetMs: how far a zone’s clock is ahead of UTC', () => {
  it.each([
    ['2026-01-15T12:00:00Z', 'Europe/Kyiv', 2],
    ['2026-07-15T12:00:00Z', 'Europe/Kyiv', 3],
    ['2026-01-15T12:00:00Z', 'America/New_York', -5],
    ['2026-01-15T12:00:00Z', 'Asia/Kolkata', 5.5],
    ['2026-01-15T12:00:00.750Z', 'UTC', 0],
  ])('%s in %s: %s h', (instant, zone, hours) => {
    expect(zoneOffsetMs(Date.parse(instant), zone)).toBe(hours * 3_600_000);
  });
});
