import { describe, expect, it } from 'vitest';
import { selectEntries, selectPeriod } from '../../../lambdas/domain/analysis/period';
import { addDays } from '../../../lambdas/domain/dates';

const dates = (first: string, count: number, step = 1) =>
  Array.from({ length: count }, (_, i) => addDays(first, i * step));

describe('selectPeriod', () => {
  it('day: the given date', () => {
    expect(selectPeriod('day', [], '2026-03-10', '2026-03-01')).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
  });
  it('latest: the last date with entries, none → no_entries', () => {
    expect(selectPeriod('latest', ['2026-01-01', '2026-02-03'], '2026-03-10')).toEqual({
      from: '2026-02-03',
      to: '2026-02-03',
    });
    expect(() => selectPeriod('latest', [], '2026-03-10')).toThrow(
      expect.objectContaining({ code: 'no_entries' }),
    );
  });
  it('week: the last 7 distinct dates with entries, however far apart', () => {
    const all = dates('2026-01-01', 12, 3);
    const period = selectPeriod('week', all, '2026-03-10');
    expect(period.dates).toEqual(all.slice(-7));
    expect(period.from).toBe(all[5]);
    expect(period.to).toBe(all[11]);
  });
  it('week: 5 days are enough, 4 are not', () => {
    expect(selectPeriod('week', dates('2026-03-01', 5), '2026-03-10').dates).toHaveLength(5);
    expect(() => selectPeriod('week', dates('2026-03-01', 4), '2026-03-10')).toThrow(
      expect.objectContaining({
        kind: 'forbidden',
        code: 'not_enough_days',
        details: { required: 5, have: 4 },
      }),
    );
  });
  it('month: 30 days ending today, 25 with entries needed', () => {
    expect(selectPeriod('month', dates('2026-02-14', 25), '2026-03-15')).toEqual({
      from: '2026-02-14',
      to: '2026-03-15',
    });
    expect(() => selectPeriod('month', dates('2026-02-13', 25), '2026-03-15')).toThrow(
      expect.objectContaining({ code: 'not_enough_days', details: { required: 25, have: 24 } }),
    );
  });
  it('month: an entry dated after the server day (east of UTC) ends the window', () => {
    expect(selectPeriod('month', dates('2026-02-20', 25), '2026-03-15').to).toBe('2026-03-16');
  });
});

describe('selectEntries', () => {
  it('skips entries without a date or an emotion, sorts, reads older date forms', () => {
    const lines = selectEntries('day', { from: '2026-03-01', to: '2026-03-01' }, [
      { date: '2026-03-01', time: '10:00:00', emotion: 'calm', note: ' ok ' },
      { date: '01.03.2026', emotion: 'joy' },
      { date: '2026-03-01', emotion: '  ' },
      { emotion: 'lost' },
      { date: 'yesterday', emotion: 'lost' },
    ]);
    expect(lines).toEqual([
      { date: '2026-03-01', emotion: 'joy' },
      { date: '2026-03-01', time: '10:00:00', emotion: 'calm', note: 'ok' },
    ]);
  });
  it('day with no usable entry → no_entries', () => {
    expect(() =>
      selectEntries('day', { from: '2026-03-01', to: '2026-03-01' }, [{ date: '2026-03-01' }]),
    ).toThrow(expect.objectContaining({ kind: 'invalid', code: 'no_entries' }));
  });
  it('week: days that lose all their entries no longer count', () => {
    const period = { from: '2026-03-01', to: '2026-03-05', dates: dates('2026-03-01', 5) };
    const entries = period.dates.map((date, i) => ({ date, emotion: i === 0 ? '' : 'calm' }));
    expect(() => selectEntries('week', period, entries)).toThrow(
      expect.objectContaining({ code: 'not_enough_days', details: { required: 5, have: 4 } }),
    );
  });
});
