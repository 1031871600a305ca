import { describe, expect, it } from 'vitest';
import { assessCrisis } from '../../../lambdas/domain/safety';
import { evaluationSets } from './eval/development';
import type { EvalNote } from './eval/types';

/**
 * The detector runs on every save: a 2,000-character note must take a couple of milliseconds of
 * CPU at most, small beside the save's own DynamoDB round trip (about 1 ms here on a quiet
 * machine; the cap leaves room for a shared CI runner).
 * Each note is shaped like a long journal entry: a day's everyday sentences in one language with
 * one crisis or near-miss note from the evaluation sets in the middle. CPU time, not wall time:
 * the machine is shared.
 */
const NOTES = 1000;
const NOTE_LENGTH = 2000;
const MAX_MS_PER_NOTE = 2;

const byLanguage = new Map<string, EvalNote[]>();
for (const { language, notes } of await evaluationSets())
  byLanguage.set(language, [...(byLanguage.get(language) ?? []), ...notes]);
const pools = [...byLanguage.values()].map((notes) => ({
  everyday: notes.filter((note) => note.guard === 'everyday').map((note) => note.text),
  all: notes.map((note) => note.text),
}));

function longNote(index: number): string {
  const { everyday, all } = pools[index % pools.length]!;
  const sentences: string[] = [];
  let length = 0;
  for (
    let next = index % everyday.length;
    length < NOTE_LENGTH;
    next = (next * 31 + 7) % everyday.length
  ) {
    sentences.push(everyday[next]!);
    length += everyday[next]!.length + 1;
  }
  sentences.splice(sentences.length >> 1, 0, all[(index * 17) % all.length]!);
  return sentences.join(' ').slice(0, NOTE_LENGTH);
}

const cpuMs = (run: () => void) => {
  const start = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};

describe('crisis detection speed', () => {
  it(`assesses ${NOTES} notes of ${NOTE_LENGTH} characters in under ${MAX_MS_PER_NOTE} ms each on average`, () => {
    const notes = Array.from({ length: NOTES }, (_, index) => longNote(index));
    notes.slice(0, 200).forEach((note) => assessCrisis(note));
    const perNote = Math.min(
      ...[1, 2].map(() => cpuMs(() => notes.forEach((note) => assessCrisis(note))) / NOTES),
    );
    console.log(
      `crisis detection: ${perNote.toFixed(3)} ms of CPU per ${NOTE_LENGTH}-character note`,
    );
    expect(perNote).toBeLessThan(MAX_MS_PER_NOTE);
    // The bound is on CPU time; the wall time of 2,200 notes beside another worker on a shared
    // two-core runner can pass vitest's default 5 s.
  }, 30_000);
});
