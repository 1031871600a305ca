import { describe, expect, it } from 'vitest';
import { newAccountRecord } from '../../../lambdas/domain/account';
import type { UserExport } from '../../../lambdas/domain/export';
import { parseJournalExport } from '../../../lambdas/domain/import/json';
import { ImportFormatError, type ImportOptions } from '../../../lambdas/domain/import/types';
import { buildEntry, sortEntries, type EmotionEntry } from '../../../lambdas/domain/journal';
import type { UserProfile } from '../../../lambdas/domain/profile';

const options: ImportOptions = {
  timezone: 'UTC',
  resolveFamily: (word) => (word === 'спокій' ? 'calm' : undefined),
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

const entries: EmotionEntry[] = [
  // Written here: what buildEntry makes, with no family.
  buildEntry(
    { emotion: 'спокій', timezone: 'Europe/Kyiv', note: 'Тиша після тривоги.\nНарешті.' },
    'b1f8c1d2-4a5e-4c3b-9d2e-1a2b3c4d5e6f',
    new Date('2026-03-01T19:30:05.123Z'),
  ),
  buildEntry(
    { emotion: 'anxious', timezone: 'America/New_York', intensity: 4, tags: ['news', 'work'] },
    '7d3f9a10-5b2c-4e8d-a1f0-99c2b7e4d312',
    new Date('2026-03-02T03:15:00.000Z'),
  ),
  // Imported from Daylio earlier: a family, a long note, a fixed zone.
  {
    id: 'dl5scJLAjQsEzSGFd4Zo6nmw',
    date: '2024-08-02',
    time: '18:00:00',
    datetime: '2024-08-02T16:00:00.000Z',
    timezone: 'Etc/GMT-2',
    emotion: 'тривога',
    family: 'heavy',
    intensity: 3,
    note: 'ж'.repeat(19_999) + '…',
    tags: ['друзі'],
  },
  // An old record with no time of day.
  {
    id: 'legacy-0001',
    date: '2019-05-04',
    datetime: '2019-05-04T00:00:00.000Z',
    timezone: 'UTC',
    emotion: 'meh',
    family: 'other',
  },
];

const profile: UserProfile = {
  displayName: 'Оксана',
  city: 'Львів',
  languages: ['Ukrainian', 'English'],
  notes: 'Пишу вночі.',
};

/** The export as lambdas/handlers/export.ts builds it, as the file the user downloads. */
function exportFile(list: EmotionEntry[] = entries): string {
  const data: UserExport = {
    exportedAt: '2026-03-05T10:00:00.000Z',
    account: newAccountRecord({
      email: 'oksana@example.com',
      now: new Date('2025-01-01T00:00:00Z'),
      termsAccepted: true,
      language: 'uk',
    }),
    profile,
    daysWithEntries: new Set(list.map((entry) => entry.date)).size,
    entries: sortEntries(list),
  };
  return JSON.stringify(data, null, 2);
}

describe('our JSON export, imported back', () => {
  it('gives back every entry exactly, and the profile as found', () => {
    const parsed = parseJournalExport(exportFile(), options);
    console.log(
      `json: ${parsed.entries.length} entries, ${parsed.from} → ${parsed.to}, profile fields ${Object.keys(parsed.profile ?? {}).length}`,
    );
    expect(parsed.entries).toStrictEqual(sortEntries(entries));
    expect(parsed.profile).toStrictEqual(profile);
    // 03:15 UTC on 2 March is still the evening of 1 March in New York.
    expect(parsed).toMatchObject({ skipped: 0, from: '2019-05-04', to: '2026-03-01' });
  });

  it('survives a second round trip unchanged', () => {
    const once = parseJournalExport(exportFile(), options).entries as EmotionEntry[];
    expect(parseJournalExport(exportFile(once), options).entries).toStrictEqual(once);
  });

  it('shows a family in the preview for entries stored without one', () => {
    const { moods } = parseJournalExport(exportFile(), options);
    expect(moods).toContainEqual({ name: 'спокій', family: 'calm', count: 1 });
    expect(moods).toContainEqual({ name: 'anxious', family: 'other', count: 1 });
    expect(moods).toContainEqual({ name: 'тривога', family: 'heavy', count: 1 });
  });

  it('reads a file with entries only, as an object or a bare list', () => {
    for (const text of [JSON.stringify({ entries }), JSON.stringify(entries)]) {
      const parsed = parseJournalExport(text, options);
      expect(parsed.entries).toStrictEqual(sortEntries(entries));
      expect(parsed).not.toHaveProperty('profile');
    }
  });

  it('reads a profile of null as no profile', () => {
    const parsed = parseJournalExport(JSON.stringify({ profile: null, entries }), options);
    expect(parsed).not.toHaveProperty('profile');
  });

  it('ignores fields it does not know, on the file and on entries', () => {
    const text = JSON.stringify({
      entries: [{ ...entries[3], mood: 3, source: 'x' }],
      version: 2,
    });
    expect(parseJournalExport(text, options).entries).toStrictEqual([entries[3]]);
  });
});

describe('a malformed JSON file is refused whole, naming the field', () => {
  const withEntry = (change: Record<string, unknown>, index = 1) =>
    JSON.stringify({
      entries: entries.map((entry, i) => (i === index ? { ...entry, ...change } : entry)),
    });

  it.each([
    ['not JSON', '{"entries": [', 'json', undefined],
    ['not our export', '{"dayEntries": []}', 'shape', 'entries'],
    ['a number', '42', 'shape', undefined],
    ['a profile that is text', JSON.stringify({ profile: 'me', entries }), 'shape', 'profile'],
    ['an id with a slash', withEntry({ id: 'a/b/c/d/e/f' }), 'shape', 'entries[1].id'],
    ['no date', withEntry({ date: undefined }), 'shape', 'entries[1].date'],
    ['a 30 February', withEntry({ date: '2026-02-30' }), 'shape', 'entries[1].date'],
    ['a time past midnight', withEntry({ time: '24:10:00' }), 'shape', 'entries[1].time'],
    [
      'a datetime not UTC ISO',
      withEntry({ datetime: 'yesterday' }),
      'shape',
      'entries[1].datetime',
    ],
    ['an unknown zone', withEntry({ timezone: 'Mars/Olympus' }), 'shape', 'entries[1].timezone'],
    ['an empty emotion', withEntry({ emotion: '  ' }), 'shape', 'entries[1].emotion'],
    ['an emotion too long', withEntry({ emotion: 'x'.repeat(101) }), 'shape', 'entries[1].emotion'],
    ['a note too long', withEntry({ note: 'x'.repeat(20_001) }), 'shape', 'entries[1].note'],
    ['an intensity of 6', withEntry({ intensity: 6 }), 'shape', 'entries[1].intensity'],
    [
      '21 tags',
      withEntry({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }),
      'shape',
      'entries[1].tags',
    ],
    ['an unknown family', withEntry({ family: 'purple' }), 'shape', 'entries[1].family'],
    ['the same id twice', withEntry({ id: entries[0]!.id }), 'duplicate-id', 'entries[1].id'],
  ])('%s → %s at %j', (_label, text, code, field) => {
    expect(refusal(() => parseJournalExport(text, options))).toMatchObject({ code, field });
  });

  it('more entries than allowed', () => {
    expect(
      refusal(() => parseJournalExport(exportFile(), { ...options, maxEntries: 2 })),
    ).toMatchObject({ code: 'too-many-entries' });
  });
});
