import { describe, expect, it, vi } from 'vitest';

// The reader is made sure of every note, so what is tested is when it may speak alone.
const reader = vi.hoisted(() => ({ sureness: 0.98 }));
vi.mock('../../../lambdas/domain/safety/model', () => ({
  crisisLikelihood: () => reader.sureness,
}));
const { assessCrisis } = await import('../../../lambdas/domain/safety/assess');

describe('the whole-note reader, when it is sure', () => {
  it.each([
    'Went to the market with my sister this morning, bought apples and bread, then we cooked soup together and watched a film.',
    'Сьогодні зранку ходили з сестрою на ринок, купили яблука і хліб, потім варили суп і дивилися фільм разом.',
  ])('flags alone a long note no lexicon heard: %s', (note) => {
    expect(assessCrisis(note)).toEqual({
      flagged: true,
      classes: [],
      languages: [],
      wholeNote: true,
    });
  });

  it.each([
    "I don't want to die, I just want this week to be over and to sleep for a whole weekend without the phone ringing.",
    'Я не хочу помирати, просто хочу, щоб цей тиждень скінчився і можна було виспатися на вихідних без дзвінків.',
  ])('leaves to the lexicons a note where one blanked a denial: %s', (note) => {
    expect(assessCrisis(note).flagged).toBe(false);
  });

  it.each([
    'не можу більше з цією головою після контузії, щоночі одне й те саме. сину скажіть, що тато не був боягузом. пробачте',
    'не могу больше с этой головой после контузии, каждую ночь одно и то же. сыну скажите что папа не был трус. простите',
  ])('flags a note with blanked words only when it is all but certain: %s', (note) => {
    expect(assessCrisis(note).flagged).toBe(false);
    reader.sureness = 0.999;
    try {
      expect(assessCrisis(note).flagged).toBe(true);
    } finally {
      reader.sureness = 0.98;
    }
  });

  // Where no lexicon heard a single cue, the reader reads topic and style, not a concept.
  it.each<[string, number, boolean]>([
    [
      'Went to the market with my sister this morning, bought apples and bread, then we cooked soup together and watched a film.',
      0.75,
      false,
    ],
    [
      'Went to the market with my sister this morning, bought apples and bread, then we cooked soup together and watched a film.',
      0.85,
      true,
    ],
    // a cue heard ("goodbye"), though it made no class, lets the reader's own bar stand
    [
      'Went to the market with my sister this morning, said goodbye to the old baker who retires, then we cooked soup together.',
      0.75,
      true,
    ],
  ])(
    'flags a note no lexicon heard a cue of only past a higher bar: %s at %s',
    (note, sure, flags) => {
      reader.sureness = sure;
      try {
        expect(assessCrisis(note).flagged).toBe(flags);
      } finally {
        reader.sureness = 0.98;
      }
    },
  );

  it('leaves a short note to the lexicons', () => {
    expect(assessCrisis('We lost power again after the shelling').flagged).toBe(false);
  });
});
