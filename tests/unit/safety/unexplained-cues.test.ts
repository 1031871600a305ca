import { describe, expect, it, vi } from 'vitest';

// The reader reads every note at 0.5: above its bar for cues no guard explains (0.45), below its bar
// for a lone weak signal and for a note no lexicon heard (0.7). What is tested is when cues that made
// no class may tip a note over.
vi.mock('../../../lambdas/domain/safety/model', () => ({ crisisLikelihood: () => 0.5 }));
const { assessCrisis } = await import('../../../lambdas/domain/safety/assess');

describe('cues that made no class, with the reader half sure', () => {
  it('flag a note when nothing explains them away, naming no class', () => {
    expect(
      assessCrisis(
        'Хочу, щоб усе це нарешті припинилось. Робота, телефон, новини, шум у голові, все разом, щодня цього тижня.',
      ),
    ).toEqual({ flagged: true, classes: [], languages: [], wholeNote: true });
  });

  it.each([
    // a film
    'У фільмі героїня хоче, щоб усе це нарешті припинилось. Робота, телефон, новини, шум у голові, все разом.',
    // a time long past, found by a lexicon reading the note as transliteration
    'v 17 ya vypyla tabletky, potim bula likarnya. teper meni 25 i ya sama pratsyuyu medsestroyu v psykhiatrii.',
    // a note too short for the reader
    'Хочу, щоб усе це нарешті припинилось.',
    // no cue at all: the reader alone keeps its own bar
    'Went to the market with my sister this morning, bought apples and bread, then we cooked soup together and watched a film.',
  ])('leave it quiet when a guard explains them, or the note is not the reader’s: %s', (note) => {
    expect(assessCrisis(note).flagged).toBe(false);
  });
});
