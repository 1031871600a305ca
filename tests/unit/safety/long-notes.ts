import { evaluationSets } from './eval/development';

/** A language's notes from every evaluation set: the everyday quiet ones, and all of them. */
export interface NotePool {
  everyday: string[];
  all: string[];
}

/** The evaluation notes of each language, pooled across sets. */
export async function notePools(): Promise<Map<string, NotePool>> {
  const pools = new Map<string, NotePool>();
  for (const { language, notes } of await evaluationSets()) {
    const pool = pools.get(language) ?? { everyday: [], all: [] };
    for (const note of notes) {
      if (note.guard === 'everyday') pool.everyday.push(note.text);
      pool.all.push(note.text);
    }
    pools.set(language, pool);
  }
  return pools;
}

/**
 * A long journal entry of `length` characters (the longest a note may be): a day's everyday
 * sentences in one language, with one crisis or near-miss note of the evaluation sets in the
 * middle. `index` picks the sentences and the note, so the same index gives the same entry. The
 * speed test and bench/crisis-languages.ts measure the detector on these.
 */
export function longNote({ everyday, all }: NotePool, index: number, length = 2000): string {
  const sentences: string[] = [];
  let written = 0;
  for (let next = index % everyday.length; written < length;) {
    sentences.push(everyday[next]!);
    written += everyday[next]!.length + 1;
    next = (next * 31 + 7) % everyday.length;
  }
  sentences.splice(sentences.length >> 1, 0, all[(index * 17) % all.length]!);
  return sentences.join(' ').slice(0, length);
}
