import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseDaylioBackup } from '../../../lambdas/domain/import/daylio-backup';
import { ImportFormatError, type ImportOptions } from '../../../lambdas/domain/import/types';

const backupJson = readFileSync(new URL('fixtures/daylio-backup.json', import.meta.url), 'utf8');
const options: ImportOptions = { timezone: 'Europe/Kyiv' };

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** backup.daylio as Daylio writes it on Android: base64 of the JSON in 76-character lines. */
function backupFile(json: string): Uint8Array {
  const text = base64(strToU8(json));
  return strToU8(text.match(/.{1,76}/g)!.join('\n'));
}

/** A .daylio file: the backup and a photo, zipped. */
function daylioFile(json: string = backupJson): Uint8Array {
  return zipSync({
    'backup.daylio': backupFile(json),
    'assets/photos/2023/11/6ad9fd0faa3332b93920b681f9203328': new Uint8Array(2048).fill(7),
  });
}

/** Bytes to base64 in slices: the spread of a whole file would overflow the call stack. */
function fileAsBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function refusal(run: () => unknown): ImportFormatError {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportFormatError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

const withEntries = (change: (backup: any) => void): string => {
  const backup = JSON.parse(backupJson);
  change(backup);
  return JSON.stringify(backup);
};

describe('a Daylio backup (.daylio: a ZIP of base64 JSON)', () => {
  const parsed = parseDaylioBackup(daylioFile(), options);
  const byDate = (date: string, time: string) =>
    parsed.entries.find((entry) => entry.date === date && entry.time === time)!;

  it('reads every entry, oldest first, with the month counted from 0 in the file', () => {
    console.log(
      `backup: ${parsed.entries.length} entries, ${parsed.from} → ${parsed.to}, moods ${parsed.moods.map((m) => `${m.name}(${m.family})×${m.count}`).join(' ')}`,
    );
    expect(parsed.entries.map((entry) => `${entry.date} ${entry.time} ${entry.emotion}`)).toEqual([
      '2023-12-31 23:59:00 rad',
      '2024-02-29 07:15:00 сумно',
      '2024-03-10 12:00:00 meh',
      '2024-03-10 20:05:00 good',
      '2024-03-10 23:40:00 awful',
      '2024-07-14 09:30:00 натхнення',
      '2024-08-02 18:00:00 тривога',
    ]);
    expect(parsed).toMatchObject({ skipped: 0, from: '2023-12-31', to: '2024-08-02' });
  });

  it('reads the same from bytes, from base64 of them, and from backup.daylio alone', () => {
    const file = daylioFile();
    const inner = backupFile(backupJson);
    for (const data of [fileAsBase64(file), inner, new TextDecoder().decode(inner)]) {
      expect(parseDaylioBackup(data, options)).toEqual(parsed);
    }
  });

  it('names predefined moods by Daylio’s keys, renamed and added ones by their own name', () => {
    expect(parsed.moods.map((mood) => mood.name).sort()).toEqual(
      ['awful', 'good', 'meh', 'rad', 'натхнення', 'сумно', 'тривога'].sort(),
    );
  });

  it('takes family and intensity from the mood’s group, added moods too', () => {
    const feeling = (emotion: string) => {
      const entry = parsed.entries.find((candidate) => candidate.emotion === emotion)!;
      return [entry.family, entry.intensity];
    };
    expect(feeling('rad')).toEqual(['bright', 5]);
    expect(feeling('натхнення')).toEqual(['bright', 5]);
    expect(feeling('good')).toEqual(['calm', 3]);
    expect(feeling('meh')).toEqual(['other', undefined]);
    expect(feeling('сумно')).toEqual(['heavy', 3]);
    expect(feeling('тривога')).toEqual(['heavy', 3]);
    expect(feeling('awful')).toEqual(['heavy', 5]);
  });

  it('names activities by id, and drops one deleted since', () => {
    expect(byDate('2024-03-10', '23:40:00').tags).toEqual(['повітряна тривога', 'погано спав']);
    expect(byDate('2024-03-10', '20:05:00').tags).toEqual(["сім'я", 'готування']);
    expect(byDate('2024-03-10', '12:00:00')).not.toHaveProperty('tags');
  });

  it('makes notes plain text with the title above, and leaves an empty one out', () => {
    expect(byDate('2024-03-10', '23:40:00').note).toBe(
      'Сирени знову.\nНіч у коридорі, рахувала вибухи.',
    );
    expect(byDate('2024-03-10', '20:05:00').note).toBe(
      'Вечеря\n\nМама сказала: "ще один тиждень" — і ми засміялись.',
    );
    expect(byDate('2023-12-31', '23:59:00').note).toBe('З Новим роком! Ми разом.');
    expect(byDate('2024-03-10', '12:00:00')).not.toHaveProperty('note');
  });

  it('keeps the user’s zone where the entry’s offset matches it, summer and winter', () => {
    expect(byDate('2024-03-10', '23:40:00')).toMatchObject({
      timezone: 'Europe/Kyiv',
      datetime: '2024-03-10T21:40:00.000Z',
    });
    expect(byDate('2024-07-14', '09:30:00')).toMatchObject({
      timezone: 'Europe/Kyiv',
      datetime: '2024-07-14T06:30:00.000Z',
    });
  });

  it('gives an entry written elsewhere the fixed zone of its offset', () => {
    // Berlin in August is UTC+2 while Kyiv is UTC+3.
    expect(byDate('2024-08-02', '18:00:00')).toMatchObject({
      timezone: 'Etc/GMT-2',
      datetime: '2024-08-02T16:00:00.000Z',
    });
  });

  it('keeps the user’s zone for an offset of no whole hour, the instant still exact', () => {
    expect(byDate('2024-02-29', '07:15:00')).toMatchObject({
      timezone: 'Europe/Kyiv',
      datetime: '2024-02-29T01:45:00.000Z',
    });
  });

  it('places an entry without an offset in the user’s zone', () => {
    const json = withEntries((backup) => {
      backup.dayEntries = [backup.dayEntries[0]];
      delete backup.dayEntries[0].timeZoneOffset;
    });
    expect(
      parseDaylioBackup(daylioFile(json), { timezone: 'America/New_York' }).entries[0],
    ).toMatchObject({
      date: '2024-08-02',
      time: '18:00:00',
      timezone: 'America/New_York',
      datetime: '2024-08-02T22:00:00.000Z',
    });
  });

  it('reads the oldest backups, whose moods are the five groups themselves', () => {
    const json = withEntries((backup) => {
      delete backup.customMoods;
      backup.dayEntries = [{ ...backup.dayEntries[0], mood: 4 }];
    });
    expect(parseDaylioBackup(daylioFile(json), options).entries[0]).toMatchObject({
      emotion: 'bad',
      family: 'heavy',
      intensity: 3,
    });
  });

  it('gives stable ids, distinct between entries', () => {
    const ids = parsed.entries.map((entry) => entry.id);
    expect(parseDaylioBackup(daylioFile(), options).entries.map((entry) => entry.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^dl[A-Za-z0-9_-]{6,62}$/);
  });
});

describe('a malformed backup is refused whole, naming what is wrong', () => {
  const zipOf = (files: Record<string, Uint8Array>) => zipSync(files);

  it('a backup.daylio that unpacks past 64 MB, before unpacking it', () => {
    const bomb = zipSync({ 'backup.daylio': new Uint8Array(65 * 1024 * 1024) }, { level: 1 });
    expect(refusal(() => parseDaylioBackup(bomb, options))).toMatchObject({
      code: 'too-large',
      field: 'backup.daylio',
    });
  });

  it.each([
    ['not base64', () => parseDaylioBackup('this is not base64!', options), 'base64', undefined],
    ['empty', () => parseDaylioBackup('', options), 'empty', undefined],
    [
      'a ZIP that is broken',
      () => parseDaylioBackup(daylioFile().subarray(0, 60), options),
      'zip',
      undefined,
    ],
    [
      'a ZIP without backup.daylio',
      () => parseDaylioBackup(zipOf({ 'notes.txt': strToU8('hello') }), options),
      'no-backup',
      'backup.daylio',
    ],
    [
      'backup.daylio that is not base64',
      () => parseDaylioBackup(zipOf({ 'backup.daylio': strToU8('%%% not base64 %%%') }), options),
      'base64',
      'backup.daylio',
    ],
    [
      'backup.daylio that is not JSON',
      () => parseDaylioBackup(zipOf({ 'backup.daylio': strToU8(btoa('not json')) }), options),
      'json',
      'backup.daylio',
    ],
    [
      'no dayEntries',
      () => parseDaylioBackup(daylioFile('{"version": 15}'), options),
      'shape',
      'dayEntries',
    ],
    [
      'a month past 11',
      () =>
        parseDaylioBackup(
          daylioFile(withEntries((backup) => (backup.dayEntries[3].month = 12))),
          options,
        ),
      'shape',
      'dayEntries[3].month',
    ],
    [
      'an hour as text',
      () =>
        parseDaylioBackup(
          daylioFile(withEntries((backup) => (backup.dayEntries[1].hour = '9'))),
          options,
        ),
      'shape',
      'dayEntries[1].hour',
    ],
    [
      'a 30 February',
      () =>
        parseDaylioBackup(
          daylioFile(
            withEntries((backup) => Object.assign(backup.dayEntries[2], { month: 1, day: 30 })),
          ),
          options,
        ),
      'date',
      'dayEntries[2].day',
    ],
    [
      'a mood no customMoods entry defines',
      () =>
        parseDaylioBackup(
          daylioFile(withEntries((backup) => (backup.dayEntries[0].mood = 42))),
          options,
        ),
      'mood',
      'dayEntries[0].mood',
    ],
    [
      'a mood group past 5',
      () =>
        parseDaylioBackup(
          daylioFile(withEntries((backup) => (backup.customMoods[6].mood_group_id = 6))),
          options,
        ),
      'shape',
      'customMoods[6].mood_group_id',
    ],
    [
      'more entries than allowed',
      () => parseDaylioBackup(daylioFile(), { ...options, maxEntries: 3 }),
      'too-many-entries',
      undefined,
    ],
  ])('%s → %s', (_label, run, code, field) => {
    expect(refusal(run)).toMatchObject({ code, field });
  });
});
