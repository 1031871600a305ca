import { describe, expect, it, vi } from 'vitest';

// The reader calls every note no crisis at all (0.01): what is tested is when that may take a
// lexicon's flag back.
vi.mock('../../../lambdas/domain/safety/model', () => ({ crisisLikelihood: () => 0.01 }));
const { assessCrisis } = await import('../../../lambdas/domain/safety/assess');

describe('a flag the reader calls no crisis at all', () => {
  it.each([
    // the time in one sentence, the crisis told in the next
    'In 2015 I lost my job and my flat. I wanted to die every single night. Now I run a bakery and I am happy.',
    'Hace muchos años perdí a mi hijo. Quería morirme cada noche. Hoy tengo nietos y soy feliz.',
    // a film
    'Writing chapter 12 of my thriller. The detective finds the suicide note and realises it is fake.',
  ])('is taken back where a guard found a story: %s', (note) => {
    expect(assessCrisis(note).flagged).toBe(false);
  });

  it.each([
    // no guard found anything: the lexicon's word stands, whatever the reader says
    "Booked a room by the airport for Friday, paid cash. I'll bring the pills and the whiskey.",
    'Я не хочу жити. Навіть думав застрелитись.',
    // the medical guard hears a dog or the kids, so it is no story
    "The dog is at my sister's. I'll bring the pills and the whiskey to the hotel on Friday.",
    // a question answered no, then a crisis of the note's own that alone would be too weak: the
    // question's words stay the note's (answered.ts)
    'Am I going to kill myself? No. Everything is pointless.',
  ])('stands where no guard found one: %s', (note) => {
    expect(assessCrisis(note).flagged).toBe(true);
  });
});
