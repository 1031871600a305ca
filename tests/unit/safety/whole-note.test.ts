import { describe, expect, it, vi } from 'vitest';

// The reader is made certain of every note, so what is tested is when it may speak alone.
vi.mock('../../../lambdas/domain/safety/model', () => ({ crisisLikelihood: () => 0.99 }));
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

  it('leaves a short note to the lexicons', () => {
    expect(assessCrisis('We lost power again after the shelling').flagged).toBe(false);
  });
});
