import { describe, expect, it } from 'vitest';
import type { Family } from '../../../lambdas/domain/emotions/family';
import {
  CLEAR_DIFFERENCE,
  MIN_DAYS_FOR_CLAIM,
  moodOf,
  TOP_WORDS,
  type TimeOfDay,
} from '../../../lambdas/domain/insights/insights';
import type { EmotionEntry } from '../../../lambdas/domain/journal';
import { daily, insightsOf, on, writtenAt, type Extra } from './fixtures';

describe('moodOf: an entry on the two axes', () => {
  it.each<[Family, number | undefined, { pleasantness: number; energy: number } | null]>([
    ['bright', 5, { pleasantness: 1, energy: 1 }],
    ['bright', 1, { pleasantness: 0.2, energy: 0.2 }],
    ['calm', 3, { pleasantness: 0.6, energy: -0.6 }],
    ['calm', undefined, { pleasantness: 0.6, energy: -0.6 }],
    ['stormy', 4, { pleasantness: -0.8, energy: 0.8 }],
    ['heavy', 2, { pleasantness: -0.4, energy: -0.4 }],
    ['other', 5, null],
    ['other', undefined, null],
  ])('%s at intensity %s → %j', (family, intensity, mood) => {
    const value = moodOf(family, intensity);
    if (mood === null) expect(value).toBeNull();
    else {
      expect(value!.pleasantness).toBeCloseTo(mood.pleasantness, 10);
      expect(value!.energy).toBeCloseTo(mood.energy, 10);
    }
  });
});

type Written = [string, Extra?];

describe('a day: its values and main family', () => {
  it.each<[string, Written[], Pick<DayCheck, 'pleasantness' | 'energy' | 'intensity'>]>([
    [
      'one calm entry, no intensity',
      [['calm']],
      { pleasantness: 0.6, energy: -0.6, intensity: null },
    ],
    [
      'overwhelming joy and barely sad',
      [
        ['joy', { intensity: 5 }],
        ['sadness', { intensity: 1 }],
      ],
      { pleasantness: 0.4, energy: 0.4, intensity: 3 },
    ],
    [
      'own words only: an entry, no mood',
      [['meh', { intensity: 4 }], ['so-so']],
      { pleasantness: null, energy: null, intensity: 4 },
    ],
    [
      'own words are left out of the mean',
      [['тривога', { intensity: 2 }], ['meh']],
      { pleasantness: -0.4, energy: 0.4, intensity: 2 },
    ],
    [
      'a mean rounded to two decimals',
      [
        ['calm', { intensity: 1 }],
        ['calm', { intensity: 1 }],
        ['joy', { intensity: 3 }],
      ],
      { pleasantness: 0.33, energy: 0.07, intensity: 1.67 },
    ],
  ])('%s', (_, entries, expected) => {
    const { days } = insightsOf(
      entries.map(([emotion, extra], i) =>
        on('2026-06-01', emotion, { ...extra, time: `1${i}:00:00` }),
      ),
    );
    expect(days).toHaveLength(1);
    expect({
      pleasantness: days[0]!.pleasantness,
      energy: days[0]!.energy,
      intensity: days[0]!.intensity,
    }).toEqual(expected);
  });

  it.each<[string, string[], Family]>([
    ['the most frequent family', ['calm', 'relief', 'anxiety'], 'calm'],
    ['a tie goes to the latest entry', ['calm', 'anxiety'], 'stormy'],
    ['a tie goes to the latest entry, either way', ['anxiety', 'calm'], 'calm'],
    ['a tie of two and two', ['joy', 'sadness', 'grief', 'hope'], 'bright'],
    ['own words do not outvote a known family', ['meh', 'so-so', 'втома'], 'heavy'],
    ['own words only', ['meh'], 'other'],
  ])('%s: %j → %s', (_, emotions, family) => {
    // Given in reverse: the order is the order they were written, not the order they arrive.
    const entries = emotions.map((emotion, i) =>
      on('2026-06-01', emotion, { time: `0${i + 1}:00:00` }),
    );
    const { days } = insightsOf(entries.reverse());
    expect(days[0]!.family).toBe(family);
  });

  it('counts the families of the day and of the range', () => {
    const insights = insightsOf([
      on('2026-06-01', 'calm'),
      on('2026-06-01', 'relief'),
      on('2026-06-01', 'meh'),
      on('2026-06-02', 'fear'),
    ]);
    expect(
      insights.days.map(({ date, entries, families }) => ({ date, entries, families })),
    ).toEqual([
      { date: '2026-06-01', entries: 3, families: { calm: 2, other: 1 } },
      { date: '2026-06-02', entries: 1, families: { stormy: 1 } },
    ]);
    expect(insights.totals).toEqual({
      entries: 4,
      days: 2,
      families: { bright: 0, calm: 2, stormy: 1, heavy: 0, other: 1 },
    });
  });
});

type DayCheck = { pleasantness: number | null; energy: number | null; intensity: number | null };

describe('tags against mood', () => {
  const WORK = 'work';

  /** `with` days carrying the tag, then `without` days, one entry a day. */
  function tagInsight(withTag: Written[], withoutTag: Written[]) {
    const entries = [
      ...withTag.map(([emotion, extra], i) =>
        on(`2026-03-${String(i + 1).padStart(2, '0')}`, emotion, { ...extra, tags: [WORK] }),
      ),
      ...withoutTag.map(([emotion, extra], i) =>
        on(`2026-04-${String(i + 1).padStart(2, '0')}`, emotion, extra),
      ),
    ];
    return insightsOf(entries).tags.find((tag) => tag.tag === WORK)!;
  }
  const times = (n: number, written: Written): Written[] =>
    Array.from({ length: n }, () => written);

  it('claims nothing from fewer than 5 days', () => expect(MIN_DAYS_FOR_CLAIM).toBe(5));

  it.each([
    {
      name: '4 days with the tag: not enough',
      with: times(4, ['calm']),
      without: times(10, ['sadness']),
      expected: {
        days: 4,
        daysWithout: 10,
        pleasantnessWith: null,
        pleasantnessWithout: -0.6,
        difference: null,
        direction: 'notEnoughDays',
      },
    },
    {
      name: '4 days without the tag: not enough',
      with: times(10, ['calm']),
      without: times(4, ['sadness']),
      expected: {
        days: 10,
        daysWithout: 4,
        pleasantnessWith: 0.6,
        pleasantnessWithout: null,
        difference: null,
        direction: 'notEnoughDays',
      },
    },
    {
      name: '5 and 5 days: more pleasant',
      with: times(5, ['calm']),
      without: times(5, ['sadness']),
      expected: {
        days: 5,
        daysWithout: 5,
        pleasantnessWith: 0.6,
        pleasantnessWithout: -0.6,
        difference: 1.2,
        direction: 'morePleasant',
      },
    },
    {
      name: '5 and 5 days: less pleasant',
      with: times(5, ['anxiety', { intensity: 4 }]),
      without: times(5, ['calm', { intensity: 2 }]),
      expected: {
        days: 5,
        daysWithout: 5,
        pleasantnessWith: -0.8,
        pleasantnessWithout: 0.4,
        difference: -1.2,
        direction: 'lessPleasant',
      },
    },
    {
      name: 'a gap of exactly the threshold is a claim',
      with: times(5, ['calm', { intensity: 4 }]),
      without: times(5, ['calm', { intensity: 3 }]),
      expected: {
        days: 5,
        daysWithout: 5,
        pleasantnessWith: 0.8,
        pleasantnessWithout: 0.6,
        difference: 0.2,
        direction: 'morePleasant',
      },
    },
    {
      name: 'a gap below the threshold is no clear difference',
      with: [...times(4, ['calm', { intensity: 4 }]), ['calm', { intensity: 3 }]],
      without: times(5, ['calm', { intensity: 3 }]),
      expected: {
        days: 5,
        daysWithout: 5,
        pleasantnessWith: 0.76,
        pleasantnessWithout: 0.6,
        difference: 0.16,
        direction: 'noClearDifference',
      },
    },
    {
      name: 'no clear difference, the other way',
      with: times(6, ['sadness', { intensity: 3 }]),
      without: [
        ...times(3, ['sadness', { intensity: 3 }]),
        ...times(3, ['sadness', { intensity: 2 }]),
      ],
      expected: {
        days: 6,
        daysWithout: 6,
        pleasantnessWith: -0.6,
        pleasantnessWithout: -0.5,
        difference: -0.1,
        direction: 'noClearDifference',
      },
    },
    {
      name: 'a day of own words alone has no mood, so it does not reach the floor',
      with: [...times(4, ['calm']), ['meh']],
      without: times(5, ['sadness']),
      expected: {
        days: 5,
        daysWithout: 5,
        pleasantnessWith: null,
        pleasantnessWithout: -0.6,
        difference: null,
        direction: 'notEnoughDays',
      },
    },
  ] satisfies { name: string; with: Written[]; without: Written[]; expected: object }[])(
    '$name',
    ({ with: withTag, without, expected }) => {
      expect(tagInsight(withTag, without)).toEqual({ tag: WORK, ...expected });
    },
  );

  it(`says “no clear difference” below ${CLEAR_DIFFERENCE}`, () => {
    expect(CLEAR_DIFFERENCE).toBe(0.2);
  });

  it('groups tags case-insensitively in the first spelling, a day counted once, most days first', () => {
    const { tags } = insightsOf([
      on('2026-05-01', 'calm', { tags: ['Work', 'sleep'] }),
      on('2026-05-01', 'joy', { tags: ['WORK'] }),
      on('2026-05-02', 'calm', { tags: ['work', 'Повітряна тривога'] }),
      on('2026-05-03', 'fear', { tags: ['повітряна  тривога', 'news'] }),
      on('2026-05-04', 'calm', { tags: ['Повітряна тривога!'] }),
    ]);
    expect(tags.map(({ tag, days, daysWithout }) => ({ tag, days, daysWithout }))).toEqual([
      { tag: 'Повітряна тривога', days: 3, daysWithout: 1 },
      { tag: 'Work', days: 2, daysWithout: 2 },
      { tag: 'sleep', days: 1, daysWithout: 3 },
      { tag: 'news', days: 1, daysWithout: 3 },
    ]);
  });
});

describe('runs of days', () => {
  const runsOf = (dates: string[], today: string) =>
    insightsOf(
      dates.map((date) => on(date, 'calm')),
      { today },
    ).runs;

  it.each([
    {
      name: 'across a month end',
      dates: ['2026-01-30', '2026-01-31', '2026-02-01'],
      today: '2026-02-01',
      longest: { days: 3, from: '2026-01-30', to: '2026-02-01' },
      current: { days: 3, from: '2026-01-30' },
    },
    {
      name: 'across a year end, counted from yesterday while today has no entry',
      dates: ['2026-12-30', '2026-12-31', '2027-01-01'],
      today: '2027-01-02',
      longest: { days: 3, from: '2026-12-30', to: '2027-01-01' },
      current: { days: 3, from: '2026-12-30' },
    },
    {
      name: 'through a leap day',
      dates: ['2028-02-28', '2028-02-29', '2028-03-01'],
      today: '2028-03-01',
      longest: { days: 3, from: '2028-02-28', to: '2028-03-01' },
      current: { days: 3, from: '2028-02-28' },
    },
    {
      name: 'from 28 February to 1 March in a common year',
      dates: ['2027-02-28', '2027-03-01'],
      today: '2027-03-01',
      longest: { days: 2, from: '2027-02-28', to: '2027-03-01' },
      current: { days: 2, from: '2027-02-28' },
    },
    {
      name: 'a leap year without the leap day is broken',
      dates: ['2028-02-28', '2028-03-01'],
      today: '2028-03-01',
      longest: { days: 1, from: '2028-03-01', to: '2028-03-01' },
      current: { days: 1, from: '2028-03-01' },
    },
    {
      name: 'a missing day breaks the run; the current one starts after it',
      dates: ['2026-04-29', '2026-04-30', '2026-05-02'],
      today: '2026-05-02',
      longest: { days: 2, from: '2026-04-29', to: '2026-04-30' },
      current: { days: 1, from: '2026-05-02' },
    },
    {
      name: 'no entry today or yesterday: no current run',
      dates: ['2026-05-01', '2026-05-02'],
      today: '2026-05-04',
      longest: { days: 2, from: '2026-05-01', to: '2026-05-02' },
      current: { days: 0 },
    },
    {
      name: 'of equally long runs, the latest',
      dates: ['2026-01-01', '2026-01-02', '2026-01-05', '2026-01-06'],
      today: '2026-01-06',
      longest: { days: 2, from: '2026-01-05', to: '2026-01-06' },
      current: { days: 2, from: '2026-01-05' },
    },
    {
      name: 'dates after today are not part of the current run',
      dates: ['2026-05-01', '2026-05-02', '2026-05-03'],
      today: '2026-05-02',
      longest: { days: 3, from: '2026-05-01', to: '2026-05-03' },
      current: { days: 2, from: '2026-05-01' },
    },
    {
      name: 'no entries',
      dates: [],
      today: '2026-05-02',
      longest: { days: 0 },
      current: { days: 0 },
    },
  ])('$name', ({ dates, today, longest, current }) => {
    expect(runsOf(dates, today)).toEqual({ longest, current });
  });

  it('counts only the range', () => {
    const entries = daily('2026-01-01', 10, 'calm');
    const { runs } = insightsOf(entries, {
      from: '2026-01-03',
      to: '2026-01-10',
      today: '2026-01-10',
    });
    expect(runs).toEqual({
      longest: { days: 8, from: '2026-01-03', to: '2026-01-10' },
      current: { days: 8, from: '2026-01-03' },
    });
  });
});

describe('entries written around a DST change, at 02:00–03:00 local', () => {
  it.each([
    {
      name: 'Europe/Kyiv, clocks forward (03:00 → 04:00 on 29 March)',
      zone: 'Europe/Kyiv',
      written: [
        ['2026-03-28T00:30:00Z', 'calm'],
        ['2026-03-29T00:30:00Z', 'calm'],
        ['2026-03-29T01:30:00Z', 'anxiety'],
        ['2026-03-29T23:30:00Z', 'calm'],
      ],
      local: ['2026-03-28 02:30', '2026-03-29 02:30', '2026-03-29 04:30', '2026-03-30 02:30'],
      changeDay: '2026-03-29',
    },
    {
      name: 'Europe/Kyiv, clocks back (04:00 → 03:00 on 25 October): 03:30 twice',
      zone: 'Europe/Kyiv',
      written: [
        ['2026-10-24T00:30:00Z', 'calm'],
        ['2026-10-25T00:30:00Z', 'calm'],
        ['2026-10-25T01:30:00Z', 'anxiety'],
        ['2026-10-26T00:30:00Z', 'calm'],
      ],
      local: ['2026-10-24 03:30', '2026-10-25 03:30', '2026-10-25 03:30', '2026-10-26 02:30'],
      changeDay: '2026-10-25',
    },
    {
      name: 'America/New_York, clocks forward (02:00 → 03:00 on 8 March)',
      zone: 'America/New_York',
      written: [
        ['2026-03-07T07:30:00Z', 'calm'],
        ['2026-03-08T06:30:00Z', 'calm'],
        ['2026-03-08T07:30:00Z', 'anxiety'],
        ['2026-03-09T06:30:00Z', 'calm'],
      ],
      local: ['2026-03-07 02:30', '2026-03-08 01:30', '2026-03-08 03:30', '2026-03-09 02:30'],
      changeDay: '2026-03-08',
    },
    {
      name: 'America/New_York, clocks back (02:00 → 01:00 on 1 November): the later entry reads earlier',
      zone: 'America/New_York',
      written: [
        ['2026-10-31T06:30:00Z', 'calm'],
        ['2026-11-01T05:50:00Z', 'calm'],
        ['2026-11-01T06:10:00Z', 'anxiety'],
        ['2026-11-02T07:30:00Z', 'calm'],
      ],
      local: ['2026-10-31 02:30', '2026-11-01 01:50', '2026-11-01 01:10', '2026-11-02 02:30'],
      changeDay: '2026-11-01',
    },
  ])('$name', ({ zone, written, local, changeDay }) => {
    const entries = written.map(([instant, emotion]) => writtenAt(instant!, zone, emotion!));
    expect(entries.map((e) => `${e.date} ${e.time!.slice(0, 5)}`)).toEqual(local);
    const dates = [...new Set(entries.map((e) => e.date))];
    const insights = insightsOf([...entries].reverse(), { today: dates.at(-1) });

    expect(insights.days.map((day) => [day.date, day.entries])).toEqual([
      [dates[0], 1],
      [changeDay, 2],
      [dates[2], 1],
    ]);
    // One calm and one anxious entry on the change day: the one written last wins the tie.
    expect(insights.days[1]!.family).toBe('stormy');
    expect(insights.runs).toEqual({
      longest: { days: 3, from: dates[0], to: dates[2] },
      current: { days: 3, from: dates[0] },
    });
    const night = insights.timeOfDay.find((bucket) => bucket.bucket === 'night')!;
    expect(night.entries).toBe(4);
  });
});

describe('entries in different time zones on consecutive local dates', () => {
  // Kyiv, then Tokyo, then a flight to New York that lands "before" it left.
  const entries: EmotionEntry[] = [
    writtenAt('2026-05-01T20:30:00Z', 'Europe/Kyiv', 'calm'), // 1 May 23:30
    writtenAt('2026-05-02T13:00:00Z', 'Asia/Tokyo', 'joy'), // 2 May 22:00
    writtenAt('2026-05-03T00:00:00Z', 'America/New_York', 'tiredness'), // 2 May 20:00, written later
    writtenAt('2026-05-03T14:00:00Z', 'America/New_York', 'relief'), // 3 May 10:00
  ];
  const insights = insightsOf(entries, { today: '2026-05-03' });

  it('keeps each entry on its own local date and the run unbroken', () => {
    expect(insights.days.map((day) => [day.date, day.entries])).toEqual([
      ['2026-05-01', 1],
      ['2026-05-02', 2],
      ['2026-05-03', 1],
    ]);
    expect(insights.runs.current).toEqual({ days: 3, from: '2026-05-01' });
  });

  it('ends the day with the entry written last, whatever its clock says', () => {
    expect(insights.days[1]!.family).toBe('heavy');
  });

  it('reads the hour where each entry was written', () => {
    expect(insights.timeOfDay.map(({ bucket, entries: count }) => [bucket, count])).toEqual([
      ['night', 0],
      ['morning', 1],
      ['afternoon', 0],
      ['evening', 3],
    ]);
  });
});

describe('time of day', () => {
  it.each<[string, TimeOfDay]>([
    ['00:00:00', 'night'],
    ['05:59:59', 'night'],
    ['06:00:00', 'morning'],
    ['11:59:59', 'morning'],
    ['12:00:00', 'afternoon'],
    ['17:59:59', 'afternoon'],
    ['18:00:00', 'evening'],
    ['23:59:59', 'evening'],
  ])('%s is %s', (time, bucket) => {
    const { timeOfDay } = insightsOf([on('2026-06-01', 'calm', { time })]);
    expect(timeOfDay.filter((b) => b.entries > 0).map((b) => b.bucket)).toEqual([bucket]);
  });

  it('gives each bucket its mood and families; an entry without a time is in none', () => {
    const withoutTime = on('2026-06-01', 'joy');
    delete withoutTime.time;
    const { timeOfDay, totals } = insightsOf([
      on('2026-06-01', 'anxiety', { time: '02:00:00', intensity: 5 }),
      on('2026-06-02', 'fear', { time: '03:00:00', intensity: 3 }),
      on('2026-06-02', 'meh', { time: '04:00:00' }),
      on('2026-06-01', 'calm', { time: '21:00:00' }),
      withoutTime,
    ]);
    expect(totals.entries).toBe(5);
    expect(timeOfDay).toEqual([
      { bucket: 'night', entries: 3, pleasantness: -0.8, families: { stormy: 2, other: 1 } },
      { bucket: 'morning', entries: 0, pleasantness: null, families: {} },
      { bucket: 'afternoon', entries: 0, pleasantness: null, families: {} },
      { bucket: 'evening', entries: 1, pleasantness: 0.6, families: { calm: 1 } },
    ]);
  });
});

describe('words used most', () => {
  it('counts a word case-insensitively in its first spelling, most used first', () => {
    const { words } = insightsOf([
      on('2026-06-01', 'Тривога'),
      on('2026-06-02', 'joy'),
      on('2026-06-02', 'тривога'),
      on('2026-06-03', 'ТРИВОГА'),
      on('2026-06-03', 'Joy'),
      on('2026-06-04', 'meh'),
    ]);
    expect(words).toEqual([
      { word: 'Тривога', count: 3, family: 'stormy' },
      { word: 'joy', count: 2, family: 'bright' },
      { word: 'meh', count: 1, family: 'other' },
    ]);
  });

  it(`keeps the top ${TOP_WORDS}`, () => {
    const entries = Array.from({ length: 25 }, (_, i) =>
      daily('2026-01-01', i + 1, `word ${String(i).padStart(2, '0')}`),
    ).flat();
    const { words } = insightsOf(entries);
    expect(words).toHaveLength(TOP_WORDS);
    expect(words[0]).toEqual({ word: 'word 24', count: 25, family: 'other' });
    expect(words.at(-1)).toEqual({ word: 'word 05', count: 6, family: 'other' });
  });
});

describe('the range bounds everything', () => {
  it('ignores entries before from and after to', () => {
    const entries = [
      on('2026-02-28', 'sadness', { tags: ['news'] }),
      ...daily('2026-03-01', 3, 'calm', { tags: ['sleep'] }),
      on('2026-03-04', 'anger', { tags: ['news'] }),
    ];
    const insights = insightsOf(entries, {
      from: '2026-03-01',
      to: '2026-03-03',
      today: '2026-03-04',
    });
    expect(insights.from).toBe('2026-03-01');
    expect(insights.to).toBe('2026-03-03');
    expect(insights.days.map((day) => day.date)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ]);
    expect(insights.totals.families).toEqual({ bright: 0, calm: 3, stormy: 0, heavy: 0, other: 0 });
    expect(insights.words).toEqual([{ word: 'calm', count: 3, family: 'calm' }]);
    expect(insights.tags.map((tag) => tag.tag)).toEqual(['sleep']);
    expect(insights.runs.current).toEqual({ days: 3, from: '2026-03-01' });
  });

  it('resolves the family of an entry that came without one', () => {
    const entry = on('2026-03-01', 'втома');
    delete entry.family;
    expect(insightsOf([entry]).days[0]!.family).toBe('heavy');
  });
});

describe('patternsOf: what a month analysis is told', () => {
  it('keeps only the claims the insights can hold, with their days', async () => {
    const { patternsOf } = await import('../../../lambdas/domain/insights/insights');
    const insights = {
      from: '2026-01-01',
      to: '2026-01-30',
      days: [],
      totals: {
        entries: 3,
        days: 3,
        families: { bright: 0, calm: 2, stormy: 1, heavy: 0, other: 0 },
      },
      words: [],
      tags: [
        {
          tag: 'shelter',
          days: 6,
          daysWithout: 20,
          pleasantnessWith: -0.5,
          pleasantnessWithout: 0.2,
          difference: -0.7,
          direction: 'lessPleasant' as const,
        },
        {
          tag: 'work',
          days: 3,
          daysWithout: 23,
          pleasantnessWith: null,
          pleasantnessWithout: 0.1,
          difference: null,
          direction: 'notEnoughDays' as const,
        },
        {
          tag: 'sleep',
          days: 9,
          daysWithout: 17,
          pleasantnessWith: 0.1,
          pleasantnessWithout: 0.12,
          difference: -0.02,
          direction: 'noClearDifference' as const,
        },
      ],
      timeOfDay: [],
      runs: { longest: { days: 14 }, current: { days: 2 } },
    };
    expect(patternsOf(insights)).toEqual({
      families: { calm: 2, stormy: 1 },
      tags: [{ tag: 'shelter', days: 6, direction: 'lessPleasant' }],
      longestRun: 14,
    });
  });
});
