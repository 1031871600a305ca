import { describe, expect, it } from 'vitest';
import {
  buildEntry,
  daysQuerySchema,
  entriesQuerySchema,
  newEmotionSchema,
  sortEntries,
} from '../../lambdas/domain/journal';

const valid = { emotion: 'calm', timezone: 'Europe/Kyiv', captchaToken: 'token' };

describe('newEmotionSchema: what a save may carry', () => {
  it.each([
    ['a plain entry', valid, true],
    ['with a note', { ...valid, note: 'walked' }, true],
    ['with a retry key', { ...valid, requestId: 'b1f8c1d2-4a5e-4c3b-9d2e-1a2b3c4d5e6f' }, true],
    ['with the screen language', { ...valid, language: 'ja' }, true],
    ['emotion missing', { timezone: 'UTC', captchaToken: 't' }, false],
    ['emotion only spaces', { ...valid, emotion: '   ' }, false],
    ['emotion too long', { ...valid, emotion: 'x'.repeat(101) }, false],
    ['note too long', { ...valid, note: 'x'.repeat(2001) }, false],
    ['emotion a number', { ...valid, emotion: 5 }, false],
    ['unknown time zone', { ...valid, timezone: 'Nowhere/City' }, false],
    ['no human check', { emotion: 'calm', timezone: 'UTC' }, false],
    ['a date from the browser', { ...valid, date: '2020-01-01' }, false],
    ['a user id from the browser', { ...valid, userId: 'someone-else' }, false],
    ['a malformed retry key', { ...valid, requestId: 'x' }, false],
    ['an unknown language', { ...valid, language: 'de' }, false],
    ['with an intensity', { ...valid, intensity: 3 }, true],
    ['intensity below 1', { ...valid, intensity: 0 }, false],
    ['intensity above 5', { ...valid, intensity: 6 }, false],
    ['intensity not whole', { ...valid, intensity: 2.5 }, false],
    ['with tags', { ...valid, tags: ['sleep', 'an air-raid alert'] }, true],
    ['an empty tag', { ...valid, tags: ['  '] }, false],
    ['a tag too long', { ...valid, tags: ['x'.repeat(41)] }, false],
    ['too many tags', { ...valid, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, false],
    ['tags not a list', { ...valid, tags: 'sleep' }, false],
  ])('%s → %s', (_label, body, ok) => expect(newEmotionSchema.safeParse(body).success).toBe(ok));

  it('trims the emotion and drops an empty note', () => {
    expect(newEmotionSchema.parse({ ...valid, emotion: '  calm ', note: '  ' })).toMatchObject({
      emotion: 'calm',
      note: undefined,
    });
  });
});

describe('tags: stored trimmed, each once', () => {
  it('trims, collapses spaces and drops repeats in any case', () => {
    expect(
      newEmotionSchema.parse({
        ...valid,
        tags: [' Sleep ', 'sleep', 'night  in a shelter', 'SLEEP'],
      }).tags,
    ).toEqual(['Sleep', 'night in a shelter']);
  });
});

describe('buildEntry: the server’s clock decides the date', () => {
  it('keeps intensity and tags, and leaves them out when not given', () => {
    const now = new Date('2026-01-14T10:00:00Z');
    expect(buildEntry({ ...valid, intensity: 4, tags: ['work'] }, 'id', now)).toMatchObject({
      intensity: 4,
      tags: ['work'],
    });
    expect(buildEntry({ ...valid, tags: [] }, 'id', now)).not.toHaveProperty('tags');
    expect(buildEntry(valid, 'id', now)).not.toHaveProperty('intensity');
  });

  it('dates the entry in the user’s zone and keeps the UTC instant', () => {
    const entry = buildEntry({ ...valid, note: 'late' }, 'id-1', new Date('2026-01-14T22:30:00Z'));
    expect(entry).toEqual({
      id: 'id-1',
      date: '2026-01-15',
      time: '00:30:00',
      datetime: '2026-01-14T22:30:00.000Z',
      timezone: 'Europe/Kyiv',
      emotion: 'calm',
      note: 'late',
    });
  });
});

describe('sortEntries: entries without a time first, then by time', () => {
  it('orders a day', () => {
    const sorted = sortEntries([
      { date: '2026-01-02', time: '09:00:00', id: 'c' },
      { date: '2026-01-01', time: '23:00:00', id: 'b' },
      { date: '2026-01-02', id: 'untimed' },
      { date: '2026-01-02', time: '08:00:00', id: 'a' },
      { date: '2026-01-01', time: '01:00:00', id: 'first' },
    ]);
    expect(sorted.map((e) => e.id)).toEqual(['first', 'b', 'untimed', 'a', 'c']);
  });
});

describe('read queries', () => {
  it.each([
    [{ date: '2026-01-01' }, true],
    [{ from: '2026-01-01', to: '2026-01-31' }, true],
    [{ from: '2026-01-01', to: '2027-01-01' }, true],
    [{ from: '2026-01-01', to: '2027-01-02' }, false],
    [{ from: '2026-02-01', to: '2026-01-01' }, false],
    [{ date: '2026-02-30' }, false],
    [{ date: '2026-01-01', userId: 'x' }, false],
    [{}, false],
  ])('emotions %j → %s', (query, ok) =>
    expect(entriesQuerySchema.safeParse(query).success).toBe(ok),
  );

  it.each([
    [{ from: '2026-01-01', to: '2026-01-31' }, true],
    [{ from: '2026-01-01' }, false],
    [{ from: 'x', to: 'y' }, false],
  ])('days %j → %s', (query, ok) => expect(daysQuerySchema.safeParse(query).success).toBe(ok));
});
