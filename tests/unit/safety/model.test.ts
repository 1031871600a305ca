import { describe, expect, it } from 'vitest';
import {
  crisisLikelihood,
  MODEL_BITS,
  noteFeatures,
  trainCrisisModel,
} from '../../../lambdas/domain/safety/model';
import { crisisModel } from '../../../lambdas/domain/safety/data';
import { developmentNotes, evaluationSets, HELD_OUT } from './eval/development';

describe('the crisis detector’s linear reader', () => {
  it('ships the weights the development notes train (run `npm run train:crisis` after changing them)', async () => {
    const fresh = trainCrisisModel(await developmentNotes());
    expect(fresh.bits).toBe(crisisModel.bits);
    expect(fresh.bias).toBeCloseTo(crisisModel.bias, 6);
    expect(fresh.scale).toBeCloseTo(crisisModel.scale, 9);
    const shipped = crisisModel.weights;
    const trained = fresh.weights;
    expect(trained.length).toBe(shipped.length);
    // Exactly equal on one Node; a last-bit difference of Math.exp elsewhere may round a weight.
    let differing = 0;
    for (let at = 0; at < trained.length; at++) if (trained[at] !== shipped[at]) differing++;
    expect(differing / trained.length).toBeLessThan(0.001);
    // Training on every development note (about 6,700) takes 3–5 s alone, more beside other tests.
  }, 60_000);

  it('never learns from the held-out notes', async () => {
    const heldOut = new Set(
      (await evaluationSets())
        .filter(({ set }) => set === HELD_OUT)
        .flatMap(({ notes }) => notes.map((note) => note.text)),
    );
    expect(heldOut.size).toBeGreaterThan(300);
    const learned = await developmentNotes();
    expect(learned.filter((note) => heldOut.has(note.text))).toEqual([]);
  });

  it('reads every script the note holds, as one normalised vector', () => {
    for (const text of [
      'I want to die',
      'я не хочу жити',
      '死にたい',
      'quiero morir',
      'Я want 死',
    ]) {
      const { slots, values } = noteFeatures(text);
      const norm = Math.sqrt(values.reduce((sum, value) => sum + value ** 2, 0));
      expect(norm).toBeCloseTo(1, 9);
      expect(slots.every((at) => at >= 0 && at < 2 ** MODEL_BITS)).toBe(true);
      expect(new Set(slots).size).toBe(slots.length);
    }
    expect(noteFeatures('').slots).toHaveLength(0);
  });

  // Read in the Latin view, transliteration and romaji were words it had hardly seen: a Ukrainian
  // note written out in Latin letters raised a false alarm twelve times as often as in Cyrillic.
  it.each([
    ['ya ne khochu zhyty, prosto vtomylas', 'я не хочу жити, просто втомилась'],
    ["mne uzhe vse ravno, prosto hochu spat'", 'мне уже все равно, просто хочу спать'],
    ['mou shinitai. zenbu iya', 'もうしにたい。ぜんぶいや'],
  ])('reads "%s" as it reads "%s"', (latin, native) => {
    const read = (text: string) => {
      const { slots, values } = noteFeatures(text);
      return new Map([...slots].map((at, index) => [at, values[index]]));
    };
    expect(read(latin)).toEqual(read(native));
  });

  it('answers a likelihood between 0 and 1, the same every time', () => {
    const note = 'Nothing will change. I have the pills in the drawer.';
    const likelihood = crisisLikelihood(note, crisisModel);
    expect(likelihood).toBeGreaterThan(0);
    expect(likelihood).toBeLessThan(1);
    expect(crisisLikelihood(note, crisisModel)).toBe(likelihood);
  });
});
