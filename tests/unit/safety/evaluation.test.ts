import { describe, expect, it } from 'vitest';
import { assessCrisis, crisisClasses, type CrisisClass } from '../../../lambdas/domain/safety';
import { evaluationSets, HELD_OUT } from './eval/development';
import type { EvalLanguage, EvalNote, GuardKind } from './eval/types';

/**
 * Every evaluation set in `eval/` (`<set>-<language>.ts`) is scored per language. The sets the
 * lexicons were written and corrected against (dev, fresh, check, third and the blind rounds) must
 * reach 95% recall with at most 5% false alarms, with 60 notes or more on each side. The `heldout`
 * set was written apart and is never tuned on: it is the honest measure of how the detector
 * generalises, printed on its own. Its target is the same 95% / 5%, and the gap is tracked on
 * issue 9; here it is held to floors so that it can only move up.
 *
 * One language's 78 notes move a point and more with each note, so the floors are kept for all
 * five languages together (389 and 390 notes), where a real regression shows: recall at least 91%,
 * false alarms at most 9%. Each language's own floor is looser (recall 83%, false alarms 14.5%):
 * a retrained reader moves a language by a few notes either way, each retrain is judged on the
 * next round written blind after it, and taking a general change back for one held-out note would
 * be tuning to that note. The ceilings rose, by choice, when the whole-note reader began to flag
 * alone and when its lower bar for cues no guard explains came in: each was chosen on fresh rounds,
 * where it caught far more crisis notes than it cost false alarms. Each round's figures, before and
 * after, are in the closing notes of issue 9.
 */
const MIN_RECALL = 0.95;
const MAX_FALSE_ALARMS = 0.05;
const MIN_NOTES = 60;
const HELD_OUT_MIN_RECALL = 0.83;
const HELD_OUT_MAX_FALSE_ALARMS = 0.145;
const HELD_OUT_ALL_MIN_RECALL = 0.91;
const HELD_OUT_ALL_MAX_FALSE_ALARMS = 0.09;

const languages: EvalLanguage[] = ['uk', 'ru', 'en', 'es', 'ja'];
const guardKinds: GuardKind[] = [
  'figurative',
  'othersDeath',
  'fiction',
  'medical',
  'past',
  'everyday',
  'negation',
];

interface Scored extends EvalNote {
  set: string;
  flagged: boolean;
  found: CrisisClass[];
  /** Flagged by the whole-note reader with no concept named. */
  wholeNote: boolean;
}

const scored = new Map<EvalLanguage, Scored[]>(languages.map((language) => [language, []]));
for (const { set, language, notes } of await evaluationSets()) {
  for (const note of notes) {
    const { flagged, classes, wholeNote } = assessCrisis(note.text);
    scored.get(language)!.push({ ...note, set, flagged, found: classes, wholeNote });
  }
}

const positives = (notes: Scored[]) => notes.filter((note) => note.crisis);
const negatives = (notes: Scored[]) => notes.filter((note) => !note.crisis);
const rate = (part: number, whole: number) => (whole ? part / whole : 0);
/** The share of these notes the detector flagged: recall on crisis notes, false alarms on quiet. */
const flaggedShare = (notes: Scored[]) =>
  rate(notes.filter((note) => note.flagged).length, notes.length);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const ratio = (notes: Scored[], counted: (note: Scored) => boolean) =>
  notes.length ? `${notes.filter(counted).length}/${notes.length}` : '-';

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '))
    .join('\n');
}

const development = (language: EvalLanguage) =>
  scored.get(language)!.filter((note) => note.set !== HELD_OUT);
const heldOut = (language: EvalLanguage) =>
  scored.get(language)!.filter((note) => note.set === HELD_OUT);

function report(notesOf: (language: EvalLanguage) => Scored[]): string {
  const summary = [
    ['language', 'sets', 'crisis', 'recall', 'quiet', 'false alarms', 'class named'],
    ...languages.map((language) => {
      const notes = notesOf(language);
      const crisis = positives(notes);
      const quiet = negatives(notes);
      return [
        language,
        [...new Set(notes.map((note) => note.set))].join('+'),
        String(crisis.length),
        percent(flaggedShare(crisis)),
        String(quiet.length),
        percent(flaggedShare(quiet)),
        percent(
          rate(crisis.filter((note) => note.found.includes(note.class!)).length, crisis.length),
        ),
      ];
    }),
  ];
  const byClass = [
    ['recall by class', ...languages],
    ...crisisClasses.map((cls) => [
      cls,
      ...languages.map((language) =>
        ratio(
          positives(notesOf(language)).filter((note) => note.class === cls),
          (note) => note.flagged,
        ),
      ),
    ]),
  ];
  const byGuard = [
    ['false alarms by guard', ...languages],
    ...guardKinds.map((guard) => [
      guard,
      ...languages.map((language) =>
        ratio(
          negatives(notesOf(language)).filter((note) => note.guard === guard),
          (note) => note.flagged,
        ),
      ),
    ]),
  ];
  return [table(summary), table(byClass), table(byGuard)].join('\n\n');
}

describe('crisis detection on the evaluation sets', () => {
  it('prints the figures', () => {
    console.log(`\nDevelopment sets\n${report(development)}\n`);
    console.log(`\nHeld-out set (never tuned on)\n${report(heldOut)}\n`);
    expect(scored.size).toBe(languages.length);
  });

  it.each(languages)('%s held-out: never below the floor it has reached', (language) => {
    const notes = heldOut(language);
    const crisis = positives(notes);
    const quiet = negatives(notes);
    expect(crisis.length).toBeGreaterThanOrEqual(MIN_NOTES);
    expect(quiet.length).toBeGreaterThanOrEqual(MIN_NOTES);
    expect(flaggedShare(crisis)).toBeGreaterThanOrEqual(HELD_OUT_MIN_RECALL);
    expect(flaggedShare(quiet)).toBeLessThanOrEqual(HELD_OUT_MAX_FALSE_ALARMS);
  });

  it('held-out, all languages together: never below the floor they have reached', () => {
    const notes = languages.flatMap((language) => heldOut(language));
    expect(flaggedShare(positives(notes))).toBeGreaterThanOrEqual(HELD_OUT_ALL_MIN_RECALL);
    expect(flaggedShare(negatives(notes))).toBeLessThanOrEqual(HELD_OUT_ALL_MAX_FALSE_ALARMS);
  });

  it.each(languages)('%s: enough notes, recall ≥ 95%, false alarms ≤ 5%', (language) => {
    const notes = development(language);
    const crisis = positives(notes);
    const quiet = negatives(notes);
    const missed = crisis.filter((note) => !note.flagged);
    const falseAlarms = quiet.filter((note) => note.flagged);

    expect(crisis.length, 'notes that must fire').toBeGreaterThanOrEqual(MIN_NOTES);
    expect(quiet.length, 'notes that must stay quiet').toBeGreaterThanOrEqual(MIN_NOTES);
    expect(
      rate(crisis.length - missed.length, crisis.length),
      `recall; missed:\n${missed.map((note) => `[${note.set} ${note.class}] ${note.text}`).join('\n')}`,
    ).toBeGreaterThanOrEqual(MIN_RECALL);
    expect(
      rate(falseAlarms.length, quiet.length),
      `false alarms:\n${falseAlarms.map((note) => `[${note.set} ${note.guard}] ${note.text} -> ${note.found.join(',')}`).join('\n')}`,
    ).toBeLessThanOrEqual(MAX_FALSE_ALARMS);
  });

  // Asked here, of the notes this file has already read, rather than by reading them all again.
  it('says when the whole-note reader alone flagged a note, and names a concept otherwise', () => {
    const assessed = languages.flatMap(development);
    const byReader = assessed.filter((note) => note.wholeNote);
    expect(byReader.length).toBeGreaterThan(0);
    expect(byReader.every(({ flagged, found }) => flagged && found.length === 0)).toBe(true);
    const byConcept = assessed.filter(({ flagged, wholeNote }) => flagged && !wholeNote);
    expect(byConcept.every(({ found }) => found.length > 0)).toBe(true);
  });

  it('covers every class and every guard in every language', () => {
    for (const language of languages) {
      const notes = scored.get(language)!;
      expect(new Set(positives(notes).map((note) => note.class))).toEqual(new Set(crisisClasses));
      expect(new Set(negatives(notes).map((note) => note.guard))).toEqual(new Set(guardKinds));
    }
  });
});
