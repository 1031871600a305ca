import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { addDays, localDateTime } from '../../lambdas/domain/dates';
import { readImportFile } from '../../lambdas/domain/import/route';
import { IMPORT_MAX_BYTES } from '../../lambdas/domain/import/types';
import {
  call,
  localTables,
  saveEmotion,
  seededUser,
  timezone,
  useStackEnvironment,
} from './helpers';

const fixture = (name: string) =>
  readFileSync(new URL(`../unit/import/fixtures/${name}`, import.meta.url), 'utf8');

/** Bytes to base64 in slices: the spread of a whole file would overflow the call stack. */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** A .daylio file as the phone writes it (base64 JSON in a ZIP, with a photo), as base64. */
function daylioFile(json: string): string {
  return base64Of(
    zipSync({
      'backup.daylio': strToU8(
        base64Of(strToU8(json))
          .match(/.{1,76}/g)!
          .join('\n'),
      ),
      'assets/photos/2024/3/0c9f1d2e': new Uint8Array(4096).fill(9),
    }),
  );
}

type Format = 'daylio-csv' | 'daylio-backup' | 'json';
const importFile = (token: string, format: Format, content: string) =>
  call('/api/import', { token, method: 'POST', body: { format, content, timezone } });

const entriesBetween = async (token: string, from: string, to: string) =>
  (await call(`/api/emotions?from=${from}&to=${to}`, { token })).body.entries as any[];

/** Every item of every table that names the user, as stored. */
async function itemsOf(userId: string) {
  const { scan, tables } = localTables();
  const all = [
    ...(await scan(tables.journal)),
    ...(await scan(tables.system)),
    ...(await scan(tables.keys)),
  ];
  return all.filter((item) => JSON.stringify(item).includes(userId));
}

/** Entries in a fixed order: two entries of the same minute have no order of their own. */
const byId = (entries: { id: string }[]) => [...entries].sort((a, b) => a.id.localeCompare(b.id));

const exportOf = async (token: string) => {
  const { body } = await call('/api/export?format=json', { token });
  const { exportedAt: _at, account: _account, ...rest } = body;
  return rest;
};

describe('POST /api/import', () => {
  it('imports a Daylio CSV: 12-hour times, notes, moods, activities, and the days', async () => {
    const { token } = await seededUser(0, 'csv');
    const content = fixture('daylio-en-12h.csv');
    const result = await importFile(token, 'daylio-csv', content);
    console.log(`csv import: ${JSON.stringify(result.body)}`);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ imported: 8, duplicates: 0, skipped: 0, complete: true });

    const entries = await entriesBetween(token, '2024-03-01', '2024-03-31');
    expect(byId(entries)).toEqual(
      byId(readImportFile({ format: 'daylio-csv', content, timezone }).entries),
    );
    const at = (time: string) => entries.find((e) => e.date === '2024-03-10' && e.time === time);
    expect(at('23:40:00')).toMatchObject({
      emotion: 'awful',
      family: 'heavy',
      intensity: 5,
      datetime: '2024-03-10T21:40:00.000Z',
      timezone,
      note: 'Sirens again.\nSpent the night in the corridor, counting the booms.',
      tags: ['air raid alert', 'bad sleep'],
    });
    expect(at('00:15:00')).toMatchObject({ emotion: 'bad', family: 'heavy', tags: ['work'] });
    expect(entries.filter((e) => e.emotion === 'meh')).toHaveLength(2);

    const days = await call('/api/days?from=2024-03-01&to=2024-03-31', { token });
    expect(days.body).toEqual({
      dates: ['2024-03-07', '2024-03-08', '2024-03-09', '2024-03-10'],
      daysWithEntries: 4,
    });
    expect((await call('/api/me', { token })).body.daysWithEntries).toBe(4);
  });

  it('imports a .daylio backup: renamed and added moods, activities, zones', async () => {
    const { token } = await seededUser(0, 'backup');
    const content = daylioFile(fixture('daylio-backup.json'));
    const result = await importFile(token, 'daylio-backup', content);
    console.log(`backup import: ${JSON.stringify(result.body)}`);
    expect(result.body).toEqual({ imported: 7, duplicates: 0, skipped: 0, complete: true });

    const entries = await entriesBetween(token, '2023-12-01', '2024-08-31');
    expect(byId(entries)).toEqual(
      byId(readImportFile({ format: 'daylio-backup', content, timezone }).entries),
    );
    const summer = entries.find((e) => e.date === '2024-08-02')!;
    expect(summer).toMatchObject({ emotion: 'тривога', family: 'heavy', timezone: 'Etc/GMT-2' });
    const night = entries.find((e) => e.date === '2024-03-10' && e.time === '23:40:00')!;
    expect(night.tags).toEqual(['повітряна тривога', 'погано спав']);
    expect(night.note).toBe('Сирени знову.\nНіч у коридорі, рахувала вибухи.');

    const days = await call('/api/days?from=2023-12-01&to=2024-08-31', { token });
    expect(days.body.dates).toEqual([
      '2023-12-31',
      '2024-02-29',
      '2024-03-10',
      '2024-07-14',
      '2024-08-02',
    ]);
    expect(days.body.daysWithEntries).toBe(5);
  });

  it('adds nothing on a re-import: every entry is a duplicate, the days stay', async () => {
    const { token, userId } = await seededUser(0, 'again');
    const content = fixture('daylio-en-12h.csv');
    await importFile(token, 'daylio-csv', content);
    const before = await itemsOf(userId);
    const again = await importFile(token, 'daylio-csv', content);
    expect(again.body).toEqual({ imported: 0, duplicates: 8, skipped: 0, complete: true });
    expect(await itemsOf(userId)).toEqual(before);
    expect((await call('/api/me', { token })).body.daysWithEntries).toBe(4);
  });

  it('refuses a malformed file whole with 422 and its line, and writes nothing', async () => {
    const { token, userId } = await seededUser(0, 'broken');
    const before = await itemsOf(userId);
    const result = await importFile(token, 'daylio-csv', fixture('daylio-broken.csv'));
    expect(result.status).toBe(422);
    expect(result.body.error).toMatchObject({
      code: 'import_invalid',
      details: { code: 'columns', line: 4 },
    });
    // Its first, valid row was not written either.
    expect(await itemsOf(userId)).toEqual(before);
  });

  it('answers 413 past the size cap, and writes nothing', async () => {
    const { token, userId } = await seededUser(0, 'huge');
    const before = await itemsOf(userId);
    const raw = JSON.stringify({
      format: 'daylio-csv',
      content: 'a'.repeat(IMPORT_MAX_BYTES),
      timezone,
    });
    const result = await call('/api/import', { token, method: 'POST', raw });
    expect(result.status).toBe(413);
    expect(await itemsOf(userId)).toEqual(before);
  });

  it('gives back an identical export in an empty account (entries, intensity, tags, family, profile)', async () => {
    const a = await seededUser(0, 'origin');
    await importFile(a.token, 'daylio-csv', fixture('daylio-uk-24h.csv'));
    await saveEmotion(a.token, {
      emotion: 'надія',
      note: 'Світло дали',
      intensity: 4,
      tags: ['світло', 'дім'],
    });
    await saveEmotion(a.token, { emotion: 'втома', intensity: 2 });
    const profile = {
      displayName: 'Оля',
      city: 'Львів',
      goal: 'Спати краще',
      languages: ['uk', 'en'],
    };
    expect(
      (await call('/api/profile', { token: a.token, method: 'PUT', body: profile })).status,
    ).toBe(200);
    const original = await exportOf(a.token);
    expect(original.entries).toHaveLength(7);

    const b = await seededUser(0, 'restored');
    const file = (await call('/api/export?format=json', { token: a.token })).body;
    const result = await importFile(b.token, 'json', JSON.stringify(file));
    expect(result.body).toEqual({ imported: 7, duplicates: 0, skipped: 0, complete: true });
    expect(await exportOf(b.token)).toEqual(original);
    expect(original.profile).toEqual(profile);
  });

  it('restores the profile only into the fields a used account has not filled', async () => {
    const { token } = await seededUser(0, 'used');
    await call('/api/profile', { token, method: 'PUT', body: { displayName: 'Mine' } });
    const file = { profile: { displayName: 'Theirs', city: 'Kharkiv' }, entries: [] };
    expect((await importFile(token, 'json', JSON.stringify(file))).status).toBe(200);
    const { body } = await call('/api/profile', { token });
    expect(body.profile).toEqual({ displayName: 'Mine', city: 'Kharkiv' });
  });

  it('never touches another user', async () => {
    const a = await seededUser(0, 'importer');
    const b = await seededUser(3, 'bystander');
    const before = await itemsOf(b.userId);
    await importFile(a.token, 'daylio-csv', fixture('daylio-en-12h.csv'));
    await importFile(a.token, 'daylio-backup', daylioFile(fixture('daylio-backup.json')));
    expect(await itemsOf(b.userId)).toEqual(before);
    expect(await entriesBetween(b.token, '2023-12-01', '2024-08-31')).toEqual([]);
    // The same file into B is B's own copy: nothing of A's counts as a duplicate there.
    const own = await importFile(b.token, 'daylio-csv', fixture('daylio-en-12h.csv'));
    expect(own.body).toMatchObject({ imported: 8, duplicates: 0 });
  });

  it('counts every date once while saves of the same days race the import', async () => {
    const { token } = await seededUser(0, 'race');
    const today = localDateTime(new Date(), timezone).date;
    const dates = [addDays(today, -2), addDays(today, -1), today];
    const rows = dates.flatMap((date, i) =>
      ['08:00', '13:00', '21:00'].map((time) => `${date},d,w,${time},good,"walk","","day ${i}"`),
    );
    const csv = ['full_date,date,weekday,time,mood,activities,note_title,note', ...rows].join('\n');
    const [imported, ...saves] = await Promise.all([
      importFile(token, 'daylio-csv', csv),
      ...Array.from({ length: 4 }, () => saveEmotion(token)),
    ]);
    expect(imported.body).toMatchObject({ imported: 9, complete: true });
    for (const save of saves) expect(save.status).toBe(201);
    const days = await call(`/api/days?from=${dates[0]}&to=${today}`, { token });
    expect(days.body).toEqual({ dates, daysWithEntries: 3 });
    expect(await entriesBetween(token, dates[0]!, today)).toHaveLength(13);
  });

  it('writes a long history in many transactions, each date counted once', async () => {
    const { token } = await seededUser(0, 'history');
    const dates = Array.from({ length: 300 }, (_, i) => addDays('2023-01-01', i));
    const rows = dates.flatMap((date) =>
      ['9:00 am', '9:30 pm'].map((time) => `${date},d,w,${time},meh,"","",""`),
    );
    const csv = ['full_date,date,weekday,time,mood,activities,note_title,note', ...rows].join('\n');
    const result = await importFile(token, 'daylio-csv', csv);
    expect(result.body).toEqual({ imported: 600, duplicates: 0, skipped: 0, complete: true });
    const days = await call(`/api/days?from=${dates[0]}&to=${dates.at(-1)}`, { token });
    expect(days.body).toEqual({ dates, daysWithEntries: 300 });
    expect(await entriesBetween(token, dates[0]!, dates.at(-1)!)).toHaveLength(600);
  });

  it('stops between transactions at its deadline, and the same file goes on from there', async () => {
    useStackEnvironment();
    const { importEntries } = await import('../../lambdas/adapters/journal');
    const { token, userId } = await seededUser(0, 'deadline');
    const dates = Array.from({ length: 150 }, (_, i) => addDays('2022-01-01', i));
    const csv = [
      'full_date,date,weekday,time,mood,activities,note_title,note',
      ...dates.map((date) => `${date},d,w,10:00,good,"","",""`),
    ].join('\n');
    const { entries } = readImportFile({ format: 'daylio-csv', content: csv, timezone });
    expect(await importEntries({ userId }, entries, Date.now())).toEqual({
      imported: 0,
      duplicates: 0,
      complete: false,
    });
    expect((await call('/api/me', { token })).body.daysWithEntries).toBe(0);
    expect(await importEntries({ userId }, entries, Date.now() + 20_000)).toEqual({
      imported: 150,
      duplicates: 0,
      complete: true,
    });
    expect((await importFile(token, 'daylio-csv', csv)).body).toMatchObject({ duplicates: 150 });
    expect((await call('/api/me', { token })).body.daysWithEntries).toBe(150);
  });

  it('keeps the CSV export safe against formula injection from an imported file', async () => {
    const { token } = await seededUser(0, 'formula');
    const csv = [
      'full_date,date,weekday,time,mood,activities,note_title,note',
      '2024-05-01,May 1,Wednesday,10:00,=1+1,"+cmd | @SUM(A1)","","=HYPERLINK(""http://evil.example"",""x"")"',
      '2024-05-02,May 2,Thursday,11:00,-2+3,"","",""',
    ].join('\n');
    expect((await importFile(token, 'daylio-csv', csv)).body.imported).toBe(2);
    const exported = (await call('/api/export?format=csv', { token })).body as string;
    // No cell starts with what a spreadsheet would run.
    expect(exported).not.toMatch(/(^|,)"[=+\-@]/m);
    expect(exported).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(exported).toContain(`"'+cmd | @SUM(A1)"`);
    expect(exported).toContain(`"'-2+3"`);
  });
});
