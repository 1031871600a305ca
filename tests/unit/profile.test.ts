import { describe, expect, it } from 'vitest';
import {
  birthDateOf,
  lifeDayNumber,
  normalizeProfile,
  profileUpdateSchema,
  splitLanguages,
} from '../../lambdas/domain/profile';
import { csvCell, entriesToCsv } from '../../lambdas/domain/export';

describe('normalizeProfile: reading profiles older records wrote', () => {
  it.each([
    [{ displayName: 'Olena' }, 'Olena'],
    [{ name: 'Taras' }, 'Taras'],
    [{ firstName: 'Yuki' }, 'Yuki'],
    [{ fullName: 'Ana García' }, 'Ana García'],
    [{ displayName: '  ', name: 'Fallback' }, 'Fallback'],
    [{}, undefined],
  ])('%j → name %s', (raw, name) => expect(normalizeProfile(raw).displayName).toBe(name));

  it('keeps languages a list and drops unknown fields', () => {
    expect(normalizeProfile({ languages: 'uk, en ,', isAdmin: true, plan: 'paid' })).toEqual({
      languages: ['uk', 'en'],
    });
    expect(normalizeProfile({ languages: ['uk', 3, 'ja'] })).toEqual({ languages: ['uk', 'ja'] });
  });
});

describe('profileUpdateSchema: the profile form and nothing else', () => {
  it.each([
    ['fields of the form', { displayName: 'Olena', city: 'Lviv' }, true],
    ['languages as text', { languages: 'Ukrainian, English' }, true],
    ['languages as a list', { languages: ['Ukrainian'] }, true],
    ['isAdmin', { isAdmin: true }, false],
    ['role', { role: 'admin' }, false],
    ['plan', { plan: 'year' }, false],
    ['subscription', { subscription: { status: 'active' } }, false],
    ['a too long field', { city: 'x'.repeat(501) }, false],
    ['a number', { age: 30 }, false],
  ])('%s → %s', (_label, body, ok) => expect(profileUpdateSchema.safeParse(body).success).toBe(ok));

  it('splits languages', () => {
    expect(splitLanguages(' Ukrainian,English , ,日本語')).toEqual([
      'Ukrainian',
      'English',
      '日本語',
    ]);
  });
});

describe('birth dates and the life counter', () => {
  it.each([
    [{ birthDate: '1990-03-15' }, '1990-03-15'],
    [{ birthday: '15.03.1990' }, '1990-03-15'],
    [{ birthdate: '15/03/1990' }, '1990-03-15'],
    [{ dateOfBirth: '1990/03/15' }, '1990-03-15'],
    [{ dob: '15.03.90' }, '1990-03-15'],
    [{ bday: '15.03.24' }, '2024-03-15'],
    [{ birthDate: 'soon', dob: '1990-03-15' }, '1990-03-15'],
    [{ birthDate: 'soon' }, undefined],
  ])('%j → %s', (raw, date) => expect(birthDateOf(raw)).toBe(date));

  it.each([
    ['2026-11-21', '2026-11-21', 1],
    ['2026-11-20', '2026-11-21', 2],
    ['2025-11-21', '2026-11-21', 366],
    ['2024-02-29', '2025-02-28', 366],
    ['21.11.2026', '2026-11-21', 1],
    ['2026-11-22', '2026-11-21', undefined],
    ['not a date', '2026-11-21', undefined],
  ])('born %s, today %s → day %s', (birth, today, day) =>
    expect(lifeDayNumber(birth, today)).toBe(day),
  );
});

describe('CSV export', () => {
  it.each([
    ['calm', '"calm"'],
    ['said "hi"', '"said ""hi"""'],
    ['a, b', '"a, b"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@cmd', `"'@cmd"`],
    [undefined, '""'],
  ])('%s → %s', (value, cell) => expect(csvCell(value)).toBe(cell));

  it('writes a header, one row per entry, CRLF, BOM', () => {
    const csv = entriesToCsv([
      {
        id: '1',
        date: '2026-01-01',
        time: '09:00:00',
        datetime: 'x',
        timezone: 'UTC',
        emotion: 'спокій',
        note: 'line\nbreak',
      },
      {
        id: '2',
        date: '2026-01-02',
        datetime: 'y',
        timezone: 'UTC',
        emotion: 'тривога',
        family: 'stormy',
        intensity: 4,
        tags: ['ніч в укритті', 'сон'],
      },
    ]);
    expect(
      csv.startsWith('\uFEFFdate,time,datetime,timezone,emotion,family,intensity,tags,note\r\n'),
    ).toBe(true);
    expect(csv).toContain('"спокій","","","","line\nbreak"\r\n');
    expect(csv).toContain('"тривога","stormy","4","ніч в укритті | сон",""\r\n');
  });
});
