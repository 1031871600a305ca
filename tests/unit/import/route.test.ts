import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lambdas/domain/errors';
import { importContract, readImportFile } from '../../../lambdas/domain/import/route';
import { IMPORT_MAX_BYTES } from '../../../lambdas/domain/import/types';
import { fillMissingProfile, type UserProfile } from '../../../lambdas/domain/profile';

const fixture = (name: string) =>
  readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

const exportOf = (profile: unknown, entries: unknown[] = []) =>
  JSON.stringify({ exportedAt: '2026-01-01T00:00:00.000Z', profile, entries });

describe('readImportFile: the request’s file, whole or refused', () => {
  it('reads a Daylio CSV with our vocabulary for the moods it does not place', () => {
    const file = readImportFile({
      format: 'daylio-csv',
      content: fixture('daylio-uk-24h.csv'),
      timezone: 'Europe/Kyiv',
    });
    expect(file.entries).toHaveLength(5);
    // Renamed moods the CSV cannot place: our Ukrainian vocabulary knows them.
    const familyOf = (emotion: string) => file.entries.find((e) => e.emotion === emotion)?.family;
    expect(familyOf('тривога')).toBe('stormy');
    expect(familyOf('спокій')).toBe('calm');
    expect(file.skipped).toBe(0);
    expect(file.profile).toBeUndefined();
  });

  it.each([
    ['a broken CSV row', 'daylio-csv', fixture('daylio-broken.csv'), { code: 'columns', line: 4 }],
    ['not a CSV at all', 'daylio-csv', 'hello', { code: 'header', line: 1, field: 'time' }],
    ['not base64', 'daylio-backup', '%%%', { code: 'base64' }],
    ['not JSON', 'json', '{"entries": [', { code: 'json' }],
    [
      'a profile field too long',
      'json',
      exportOf({ displayName: 'x'.repeat(501) }),
      { code: 'shape', field: 'profile.displayName' },
    ],
  ] as const)('refuses %s with 422 naming where', (_label, format, content, details) => {
    const error = refusal(() => readImportFile({ format, content, timezone: 'UTC' }));
    expect(error.kind).toBe('unprocessable');
    expect(error.code).toBe('import_invalid');
    expect(error.details).toEqual(details);
  });

  it('never quotes the file in its message', () => {
    const secret = 'my-secret-diary-line';
    const error = refusal(() =>
      readImportFile({ format: 'json', content: `{"${secret}"`, timezone: 'UTC' }),
    );
    expect(error.message).not.toContain(secret);
    expect(error.message).toBe('The file cannot be imported: json');
  });

  it('takes the profile of our export through the profile form’s rules', () => {
    const file = readImportFile({
      format: 'json',
      content: exportOf({ displayName: '  Оля ', languages: ['uk', 'en'], unknown: 'x' }),
      timezone: 'UTC',
    });
    expect(file.profile).toEqual({ displayName: 'Оля', languages: ['uk', 'en'] });
  });
});

describe('fillMissingProfile: an import never overwrites what the user wrote', () => {
  const imported: UserProfile = { displayName: 'Olia', city: 'Lviv', languages: ['uk'] };

  it.each([
    ['an empty account', {}, imported],
    [
      'a used one',
      { displayName: 'Оля', goal: 'sleep better' },
      { displayName: 'Оля', goal: 'sleep better', city: 'Lviv', languages: ['uk'] },
    ],
    ['one that has it all', { ...imported, displayName: 'O.' }, { ...imported, displayName: 'O.' }],
  ] as [string, UserProfile, UserProfile][])('into %s', (_label, current, expected) => {
    expect(fillMissingProfile(current, imported)).toEqual(expected);
  });
});

describe('the import route’s contract', () => {
  it('caps the body at the size the content may have', () => {
    expect(importContract.maxBodyBytes).toBe(IMPORT_MAX_BYTES);
    // The event around the body needs room under Lambda's 6 MB request limit.
    expect(IMPORT_MAX_BYTES).toBeLessThanOrEqual(5.5 * 1024 * 1024);
  });
});
