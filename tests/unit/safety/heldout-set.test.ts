import { describe, expect, it } from 'vitest';
import type { CrisisClass } from '../../../lambdas/domain/safety';
import { notes as en } from './eval/heldout-en';
import { notes as es } from './eval/heldout-es';
import { notes as ja } from './eval/heldout-ja';
import { notes as ru } from './eval/heldout-ru';
import { notes as uk } from './eval/heldout-uk';
import type { EvalLanguage, EvalNote, GuardKind } from './eval/types';

/**
 * The held-out set only measures the detector if it covers every class and every guard in every
 * language, and labels each note one way: this checks the set itself, never the detector.
 */
const sets: Record<EvalLanguage, EvalNote[]> = { uk, en, ja, es, ru };

// Records, not arrays, so adding a class or a guard to the types fails here until it is covered.
const everyClass: Record<CrisisClass, true> = {
  intent: true,
  passive: true,
  euphemism: true,
  method: true,
  plan: true,
  farewell: true,
  burden: true,
  selfHarm: true,
  hopelessness: true,
  dose: true,
  relapse: true,
};
const everyGuard: Record<GuardKind, true> = {
  figurative: true,
  othersDeath: true,
  fiction: true,
  medical: true,
  past: true,
  everyday: true,
  negation: true,
};
const classes = Object.keys(everyClass) as CrisisClass[];
const guards = Object.keys(everyGuard) as GuardKind[];

const MIN_PER_SIDE = 70;
const MIN_PER_CLASS = 5;
const MIN_PER_GUARD = 6;

const languages = Object.keys(sets) as EvalLanguage[];
const count = <T>(values: T[], value: T) => values.filter((v) => v === value).length;

describe('held-out crisis evaluation notes', () => {
  it('prints what each language holds', () => {
    for (const language of languages) {
      const notes = sets[language];
      const firing = notes.filter((note) => note.crisis);
      const byClass = classes.map(
        (c) =>
          `${c} ${count(
            firing.map((n) => n.class),
            c,
          )}`,
      );
      const byGuard = guards.map(
        (g) =>
          `${g} ${count(
            notes.filter((n) => !n.crisis).map((n) => n.guard),
            g,
          )}`,
      );
      console.log(
        `${language}: ${notes.length} notes, ${firing.length} must fire (${byClass.join(', ')}), ` +
          `${notes.length - firing.length} must not (${byGuard.join(', ')})`,
      );
    }
    expect(languages).toHaveLength(5);
  });

  it.each(languages)('%s labels every note one way: a class if it fires, a guard if not', (l) => {
    const mislabelled = sets[l].filter((note) =>
      note.crisis
        ? note.class === undefined || note.guard !== undefined
        : note.guard === undefined || note.class !== undefined,
    );
    expect(mislabelled).toEqual([]);
  });

  it.each(languages)('%s has enough notes on each side', (language) => {
    const firing = sets[language].filter((note) => note.crisis).length;
    expect(firing).toBeGreaterThanOrEqual(MIN_PER_SIDE);
    expect(sets[language].length - firing).toBeGreaterThanOrEqual(MIN_PER_SIDE);
  });

  it.each(languages)('%s covers every class and every guard', (language) => {
    const notes = sets[language];
    const thinClasses = classes.filter(
      (c) =>
        count(
          notes.map((n) => n.class),
          c,
        ) < MIN_PER_CLASS,
    );
    const thinGuards = guards.filter(
      (g) =>
        count(
          notes.map((n) => n.guard),
          g,
        ) < MIN_PER_GUARD,
    );
    expect({ thinClasses, thinGuards }).toEqual({ thinClasses: [], thinGuards: [] });
  });

  it.each(languages)('%s has no empty or repeated note', (language) => {
    const texts = sets[language].map((note) => note.text.trim().toLowerCase());
    expect(texts.filter((text) => text === '')).toEqual([]);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
  });

  it('repeats no note across languages (each is written, not copied)', () => {
    const all = languages.flatMap((l) => sets[l].map((note) => note.text.trim()));
    expect(all.filter((text, i) => all.indexOf(text) !== i)).toEqual([]);
  });
});
