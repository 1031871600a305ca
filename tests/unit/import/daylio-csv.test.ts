import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Family } from '../../../lambdas/domain/emotions/family';
import { parseClockTime, parseDaylioCsv } from '../../../lambdas/domain/import/daylio-csv';
import { ImportFormatError, type ImportOptions } from '../../../lambdas/domain/import/types';

const fixture = (name: string) =>
  readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');

/** A stand-in for our vocabulary: the words the fixtures use. */
const vocabulary: Record<string, Family> = {
  exhausted: 'heavy',
  тривога: 'stormy',
  втома: 'heavy',
  радість: 'bright',
  спокій: 'calm',
};
const options: ImportOptions = {
  timezone: 'Europe/Kyiv',
  resolveFamily: (word) => vocabulary[word.toLowerCase()],
};

function refusal(run: () => unknown): ImportFormatError {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportFormatError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

const HEADER = 'full_date,date,weekday,time,mood,activities,note_title,note';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';

describe('a Daylio CSV in English, 12-hour clock, newest first', () => {
  const parsed = parseDaylioCsv(fixture('daylio-en-12h.csv'), options);
  const at = (date: string, time: string) =>
    parsed.entries.filter((entry) => entry.date === date && entry.time === time);

  it('reads every entry, oldest first, and says what the preview shows', () => {
    console.log(
      `en-12h: ${parsed.entries.length} entries, ${parsed.skipped} skipped, ${parsed.from} → ${parsed.to}, moods ${parsed.moods.map((m) => `${m.name}×${m.count}`).join(' ')}`,
    );
    expect(parsed.entries.map((entry) => `${entry.date} ${entry.time} ${entry.emotion}`)).toEqual([
      '2024-03-07 07:00:00 grateful',
      '2024-03-08 18:45:00 exhausted',
      '2024-03-09 09:30:00 rad',
      '2024-03-10 00:15:00 bad',
      '2024-03-10 12:00:00 meh',
      '2024-03-10 12:00:00 meh',
      '2024-03-10 20:05:00 good',
      '2024-03-10 23:40:00 awful',
    ]);
    expect(parsed).toMatchObject({ skipped: 0, from: '2024-03-07', to: '2024-03-10' });
    expect(parsed.moods[0]).toEqual({ name: 'meh', family: 'other', count: 2 });
  });

  it('turns 12-hour times into the 24-hour clock, noon and midnight included', () => {
    expect(at('2024-03-10', '12:00:00')).toHaveLength(2);
    expect(at('2024-03-10', '00:15:00')).toHaveLength(1);
    expect(at('2024-03-10', '23:40:00')[0]).toMatchObject({
      timezone: 'Europe/Kyiv',
      datetime: '2024-03-10T21:40:00.000Z',
    });
  });

  it('maps the five default moods by group, with intensity, and renamed ones by our vocabulary', () => {
    const feeling = (emotion: string) => {
      const entry = parsed.entries.find((candidate) => candidate.emotion === emotion)!;
      return [entry.family, entry.intensity];
    };
    expect(feeling('rad')).toEqual(['bright', 5]);
    expect(feeling('good')).toEqual(['calm', 3]);
    expect(feeling('meh')).toEqual(['other', undefined]);
    expect(feeling('bad')).toEqual(['heavy', 3]);
    expect(feeling('awful')).toEqual(['heavy', 5]);
    expect(feeling('exhausted')).toEqual(['heavy', undefined]);
    expect(feeling('grateful')).toEqual(['other', undefined]);
  });

  it('makes notes plain text: <br>, entities, quotes and commas, the title above', () => {
    expect(at('2024-03-10', '23:40:00')[0]!.note).toBe(
      'Sirens again.\nSpent the night in the corridor, counting the booms.',
    );
    expect(at('2024-03-10', '20:05:00')[0]!.note).toBe(
      'Dinner\n\nMum said: "we made it through another week", and we laughed & cried.',
    );
    expect(at('2024-03-09', '09:30:00')[0]!.note).toBe(
      'Saturday\n\nLong walk by the river.\n\nSun, finally.',
    );
    expect(at('2024-03-07', '07:00:00')[0]!.note).toBe('Tea with grandma <3 😊');
  });

  it('leaves an empty note and empty activities out', () => {
    const [noon] = at('2024-03-10', '12:00:00');
    expect(noon).not.toHaveProperty('note');
    expect(noon).not.toHaveProperty('tags');
  });

  it('turns activities into tags', () => {
    expect(at('2024-03-09', '09:30:00')[0]!.tags).toEqual(['friends', 'walk', 'sport']);
    expect(at('2024-03-10', '23:40:00')[0]!.tags).toEqual(['air raid alert', 'bad sleep']);
  });

  it('gives the same ids to the same file, distinct ones to every entry, identical rows too', () => {
    const again = parseDaylioCsv(fixture('daylio-en-12h.csv'), options);
    const ids = parsed.entries.map((entry) => entry.id);
    expect(again.entries.map((entry) => entry.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^dl[A-Za-z0-9_-]{6,62}$/);
  });

  it('keeps the ids when the phone switched to the 24-hour clock between two exports', () => {
    const twelve = csv('2024-03-10,March 10,Sunday,8:05 PM,good,"family","","Dinner"');
    const twentyFour = csv('2024-03-10,March 10,Sunday,20:05,good,"family","","Dinner"');
    expect(parseDaylioCsv(twentyFour, options).entries[0]!.id).toBe(
      parseDaylioCsv(twelve, options).entries[0]!.id,
    );
  });
});

describe('a Daylio CSV in Ukrainian, 24-hour clock, the user’s own moods', () => {
  const parsed = parseDaylioCsv(fixture('daylio-uk-24h.csv'), options);

  it('reads Cyrillic moods, activities and notes as written', () => {
    console.log(
      `uk-24h: ${parsed.entries.length} entries, moods ${parsed.moods.map((m) => `${m.name}(${m.family})×${m.count}`).join(' ')}`,
    );
    expect(parsed.entries.map((entry) => [entry.time, entry.emotion, entry.family])).toEqual([
      ['02:30:00', 'тривога', 'stormy'],
      ['00:05:00', 'спокій', 'calm'],
      ['19:30:00', 'радість', 'bright'],
      ['07:45:00', 'втома', 'heavy'],
      ['22:10:00', 'тривога', 'stormy'],
    ]);
    expect(parsed.entries[2]).toMatchObject({
      date: '2024-04-01',
      tags: ["сім'я", 'прогулянка', 'кава'],
      note: 'Весна\n\nПерші квіти в парку, посиділи з мамою на лавці.',
    });
    expect(parsed.entries[0]!.note).toBe('Ніч у метро.\nДіти спали, я ні.');
  });

  it('places each entry in the user’s zone, across the night the clocks sprang forward', () => {
    // Kyiv moved from UTC+2 to UTC+3 at 03:00 on 2024-03-31.
    expect(parsed.entries[0]).toMatchObject({ datetime: '2024-03-31T00:30:00.000Z' });
    expect(parsed.entries[1]).toMatchObject({ datetime: '2024-03-31T21:05:00.000Z' });
  });
});

describe('older and newer Daylio CSVs', () => {
  it('reads the 2020 header, without note_title', () => {
    const text =
      'full_date,date,weekday,time,mood,activities,note\n2020-05-30,30 May,Saturday,6:50 pm,rad,friends | gaming,"Awesome"\n';
    expect(parseDaylioCsv(text, options).entries[0]).toMatchObject({
      date: '2020-05-30',
      time: '18:50:00',
      note: 'Awesome',
      tags: ['friends', 'gaming'],
    });
  });

  it('reads the oldest header, with a year column and an English day and month', () => {
    const text =
      'year,date,weekday,time,mood,activities,note\n2018,18 May,Friday,11:54 pm,happy,"clean | cook","Went to a party"\n2018,May 17,Thursday,10:21 pm,average,"",""\n';
    expect(parseDaylioCsv(text, options).entries.map((entry) => entry.date)).toEqual([
      '2018-05-17',
      '2018-05-18',
    ]);
  });

  it('reads a file with the scales column, in any column order', () => {
    const text =
      'full_date,date,weekday,time,mood,activities,scales,note_title,note\n2026-04-12,April 12,Sunday,12:00,rested,"","Sleep Quality: 8/10 points | Sleep Time: 8:00","","Testing the note."\n';
    expect(parseDaylioCsv(text, options).entries[0]).toMatchObject({
      time: '12:00:00',
      emotion: 'rested',
      note: 'Testing the note.',
    });
  });

  it('skips rows that hold nothing, and counts them', () => {
    const parsed = parseDaylioCsv(
      csv(
        '2024-03-10,March 10,Sunday,21:00,good,"","",""',
        '',
        ',,,,,,,',
        '2024-03-09,March 9,Saturday,20:00,bad,"","",""',
      ),
      options,
    );
    expect(parsed.entries).toHaveLength(2);
    expect(parsed.skipped).toBe(2);
  });

  it('reads CRLF line ends as well', () => {
    const text = csv('2024-03-10,March 10,Sunday,21:00,good,"","","a<br>b"').replace(/\n/g, '\r\n');
    expect(parseDaylioCsv(text, options).entries[0]!.note).toBe('a\nb');
  });

  it('cuts notes past 20,000 characters and mood names past 100', () => {
    const long = 'ж'.repeat(25_000);
    const entry = parseDaylioCsv(
      csv(`2024-03-10,March 10,Sunday,21:00,${'m'.repeat(150)},"","","${long}"`),
      options,
    ).entries[0]!;
    expect(entry.note).toHaveLength(20_000);
    expect(entry.note!.endsWith('…')).toBe(true);
    expect(entry.emotion).toHaveLength(100);
  });

  it('keeps at most 20 tags of at most 40 characters, each once', () => {
    const activities = [...Array.from({ length: 25 }, (_, i) => `a${i}`), 'A0', 'x'.repeat(60)];
    const entry = parseDaylioCsv(
      csv(`2024-03-10,March 10,Sunday,21:00,good,"${activities.join(' | ')}","",""`),
      options,
    ).entries[0]!;
    expect(entry.tags).toHaveLength(20);
    expect(entry.tags![0]).toBe('a0');
    expect(entry.tags!.every((tag) => tag.length <= 40)).toBe(true);
  });
});

describe('a malformed CSV is refused whole, naming the line', () => {
  it('a row with the wrong number of columns, after a note spanning two lines', () => {
    expect(refusal(() => parseDaylioCsv(fixture('daylio-broken.csv'), options))).toMatchObject({
      code: 'columns',
      line: 4,
    });
  });

  it.each([
    ['no header', 'time,mood\n21:00,good\n', 'header', 1, 'activities'],
    ['not a CSV at all', 'hello world\n', 'header', 1, 'time'],
    ['an empty file', '', 'empty', undefined, undefined],
    ['only a BOM', '\uFEFF', 'empty', undefined, undefined],
    [
      'no date column',
      'weekday,time,mood,activities,note\nSunday,21:00,good,"",""\n',
      'header',
      1,
      'full_date',
    ],
    [
      'an unparseable date',
      csv('10/03/2024,March 10,Sunday,21:00,good,"","",""'),
      'date',
      2,
      'full_date',
    ],
    [
      'an impossible date',
      csv('2024-02-30,Feb 30,Friday,21:00,good,"","",""'),
      'date',
      2,
      'full_date',
    ],
    [
      'an unparseable time',
      csv('2024-03-10,March 10,Sunday,evening,good,"","",""'),
      'time',
      2,
      'time',
    ],
    ['a 13 pm', csv('2024-03-10,March 10,Sunday,13:00 pm,good,"","",""'), 'time', 2, 'time'],
    ['an empty mood', csv('2024-03-10,March 10,Sunday,21:00,  ,"","",""'), 'mood', 2, 'mood'],
    [
      'a bad row after good ones',
      csv(
        '2024-03-10,March 10,Sunday,21:00,good,"","",""',
        '2024-03-09,March 9,Saturday,25:00,bad,"","",""',
      ),
      'time',
      3,
      'time',
    ],
    [
      'an unterminated quote',
      csv('2024-03-10,March 10,Sunday,21:00,good,"","","never closed'),
      'quotes',
      2,
      undefined,
    ],
    [
      'a stray quote',
      csv('2024-03-10,March 10,Sunday,21:00,good,"a"b,"",""'),
      'quotes',
      2,
      undefined,
    ],
  ])('%s → %s at line %s', (_label, text, code, line, field) => {
    expect(refusal(() => parseDaylioCsv(text, options))).toMatchObject({ code, line, field });
  });

  it('more entries than allowed', () => {
    const text = csv(
      '2024-03-10,March 10,Sunday,21:00,good,"","",""',
      '2024-03-09,March 9,Saturday,20:00,bad,"","",""',
    );
    expect(refusal(() => parseDaylioCsv(text, { ...options, maxEntries: 1 }))).toMatchObject({
      code: 'too-many-entries',
    });
  });
});

describe('parseClockTime: the times phones write', () => {
  it.each([
    ['21:05', '21:05:00'],
    ['9:05', '09:05:00'],
    ['00:00', '00:00:00'],
    ['8:30 pm', '20:30:00'],
    ['8:30 PM', '20:30:00'],
    ['8:30PM', '20:30:00'],
    ['12:00 PM', '12:00:00'],
    ['12:15 AM', '00:15:00'],
    ['8.30 pm', '20:30:00'],
    ['8:30 p. m.', '20:30:00'],
    ['8:30 a.m.', '08:30:00'],
    ['午後8:30', '20:30:00'],
    ['午前0:30', '00:30:00'],
    ['午後0:15', '12:15:00'],
    ['21:05:30', '21:05:30'],
    ['24:00', undefined],
    ['21:60', undefined],
    ['13:00 pm', undefined],
    ['8:30 xm', undefined],
    ['', undefined],
    ['evening', undefined],
  ])('%s → %s', (text, time) => expect(parseClockTime(text)).toBe(time));
});

describe('the most entries one import may bring', () => {
  it('reads 50,000 rows in time for a Lambda', () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => {
      const date = new Date(Date.UTC(2010, 0, 1) + Math.floor(i / 4) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      return `${date},x,y,${(i % 12) + 1}:${String(i % 60).padStart(2, '0')} pm,${['rad', 'good', 'meh', 'bad', 'awful'][i % 5]},"work | family | sleep","Day ${i}","Note ${i}<br>with a second line, and a comma"`;
    });
    const started = performance.now();
    const parsed = parseDaylioCsv(csv(...rows), options);
    const ms = Math.round(performance.now() - started);
    console.log(
      `50,000-row CSV parsed in ${ms} ms, ${parsed.moods.length} moods, ${parsed.from} → ${parsed.to}`,
    );
    expect(parsed.entries).toHaveLength(50_000);
    expect(new Set(parsed.entries.map((entry) => entry.id)).size).toBe(50_000);
    expect(ms).toBeLessThan(20_000);
  }, 60_000);
});
