import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EvalLanguage, EvalNote } from './types';

const folder = path.dirname(fileURLToPath(import.meta.url));
/** The set written apart and never tuned on, the honest measure of generalisation. */
export const HELD_OUT = 'heldout';

/** Every evaluation set in this folder (`<set>-<language>.ts`), by set and language. */
export async function evaluationSets(): Promise<
  { set: string; language: EvalLanguage; notes: EvalNote[] }[]
> {
  const files = (await readdir(folder)).filter((file) =>
    /^[a-z]+-(uk|ru|en|es|ja)\.ts$/.test(file),
  );
  return Promise.all(
    files.sort().map(async (file) => {
      const [, set, language] = /^([a-z]+)-(uk|ru|en|es|ja)\.ts$/.exec(file)!;
      const { notes } = (await import(path.join(folder, file))) as { notes: EvalNote[] };
      return { set: set!, language: language as EvalLanguage, notes };
    }),
  );
}

/** The notes the detector may learn from: every set but the held-out one. */
export async function developmentNotes(): Promise<EvalNote[]> {
  return (await evaluationSets())
    .filter(({ set }) => set !== HELD_OUT)
    .flatMap(({ notes }) => notes);
}
