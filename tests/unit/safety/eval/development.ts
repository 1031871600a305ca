import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EvalLanguage, EvalNote } from './types';

const folder = path.dirname(fileURLToPath(import.meta.url));
/** The set written apart and never tuned on, the honest measure of generalisation. */
export const HELD_OUT = 'heldout';
/**
 * Rounds the lexicons learned from but the whole-note reader does not (`learned/README.md`): the
 * reader retrained on them caught fewer held-out and unseen crisis notes. Kept in the repository,
 * scored as development sets, so their lessons stay tested and a later reader can take them.
 */
const LEXICONS_ONLY = 'learned';

const SET_FILE = /^([a-z]+)-(uk|ru|en|es|ja)\.ts$/;

/** The evaluation sets in one folder (`<set>-<language>.ts`). */
async function setsIn(
  sub: string,
): Promise<{ set: string; language: EvalLanguage; notes: EvalNote[]; readerLearns: boolean }[]> {
  const files = (await readdir(path.join(folder, sub))).filter((file) => SET_FILE.test(file));
  return Promise.all(
    files.sort().map(async (file) => {
      const [, set, language] = SET_FILE.exec(file)!;
      const { notes } = (await import(path.join(folder, sub, file))) as { notes: EvalNote[] };
      return {
        set: set!,
        language: language as EvalLanguage,
        notes,
        readerLearns: sub === '' && set !== HELD_OUT,
      };
    }),
  );
}

/** Every evaluation set in this folder and in `learned/`, by set and language. */
export async function evaluationSets(): Promise<
  { set: string; language: EvalLanguage; notes: EvalNote[]; readerLearns: boolean }[]
> {
  return [...(await setsIn('')), ...(await setsIn(LEXICONS_ONLY))];
}

/** The notes the whole-note reader learns from: every set but the held-out one and `learned/`. */
export async function developmentNotes(): Promise<EvalNote[]> {
  return (await evaluationSets())
    .filter(({ readerLearns }) => readerLearns)
    .flatMap(({ notes }) => notes);
}
