import { describe, expect, expectTypeOf, it } from 'vitest';
import type { EmotionEntry } from '@domain/journal';
import { dayMood, moodsByDate } from '@web/features/journal/dayMood';
import { ApiError, type AnswerOf, type BodyOf, type QueryOf } from '@web/lib/api';
import { queryKeys, shouldRetryRead } from '@web/lib/query';

describe('the API client is typed from the routes table', () => {
  it('takes each route’s body and query, and answers its response', () => {
    expectTypeOf<BodyOf<'POST /api/emotions'>>().toHaveProperty('emotion').toEqualTypeOf<string>();
    expectTypeOf<AnswerOf<'POST /api/emotions'>['entry']>().toEqualTypeOf<EmotionEntry>();
    expectTypeOf<QueryOf<'GET /api/emotions'>>().toEqualTypeOf<
      { date: string } | { from: string; to: string }
    >();
    expectTypeOf<AnswerOf<'GET /api/me'>['access']['level']>().toEqualTypeOf<
      'admin' | 'paid' | 'free-ua' | 'none'
    >();
    expectTypeOf<BodyOf<'GET /api/me'>>().toEqualTypeOf<undefined>();
    // A field the contract does not have, or of the wrong type, does not compile.
    // @ts-expect-error emotion is text
    expectTypeOf<BodyOf<'POST /api/emotions'>>().toMatchObjectType<{ emotion: number }>();
    // @ts-expect-error no such route
    expectTypeOf<AnswerOf<'GET /api/nowhere'>>().toBeUnknown();
  });
});

describe('read retries', () => {
  it.each([
    [0, new ApiError(0, 'network', 'offline'), true],
    [1, new ApiError(503, 'unavailable', 'down'), true],
    [0, new TypeError('failed to fetch'), true],
    [2, new ApiError(0, 'network', 'offline'), false],
    [0, new ApiError(400, 'invalid_query', 'bad'), false],
    [0, new ApiError(401, 'unauthorized', 'no'), false],
    [0, new ApiError(404, 'not_found', 'gone'), false],
    [0, new ApiError(429, 'quota_exceeded', 'later'), false],
  ])('after %i failures, %o: retry %s', (failures, error, retry) => {
    expect(shouldRetryRead(failures, error)).toBe(retry);
  });
});

describe('query keys', () => {
  it('start every private key with the user, so one person never reads another’s cache', () => {
    const privateKeys = [
      queryKeys.me('u1'),
      queryKeys.profile('u1'),
      queryKeys.subscription('u1'),
      queryKeys.day('u1', '2026-05-05'),
      queryKeys.range('u1', '2026-05-01', '2026-05-31'),
    ];
    for (const key of privateKeys) expect(key.slice(0, 2)).toEqual(queryKeys.user('u1'));
    expect(queryKeys.range('u1', 'a', 'b').slice(0, 3)).toEqual(queryKeys.ranges('u1'));
  });
});

describe('day mood (the calendar mark)', () => {
  it.each([
    [[], 'other'],
    [[{ family: 'calm' }], 'calm'],
    [
      [
        { family: 'calm', time: '09:00' },
        { family: 'heavy', time: '21:00' },
      ],
      'heavy',
    ],
    [
      [
        { family: 'stormy', time: '08:00' },
        { family: 'stormy', time: '12:00' },
        { family: 'bright', time: '22:00' },
      ],
      'stormy',
    ],
    [[{ time: '08:00' }, { family: 'bright', time: '07:00' }], 'bright'],
    [[{ time: '08:00' }, { time: '09:00' }], 'other'],
  ] as const)('%j → %s', (entries, mood) => {
    expect(dayMood(entries)).toBe(mood);
  });

  it('marks each date by its own entries', () => {
    const moods = moodsByDate([
      { date: '2026-05-01', family: 'calm' },
      { date: '2026-05-02', family: 'heavy' },
      { date: '2026-05-01', family: 'calm' },
    ]);
    expect([...moods]).toEqual([
      ['2026-05-01', 'calm'],
      ['2026-05-02', 'heavy'],
    ]);
  });
});
