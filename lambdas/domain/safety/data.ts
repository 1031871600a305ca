import { readFileSync } from 'node:fs';
import { crisisDataFiles } from '#crisis-data-files';
import type { LexiconLanguage } from './lexicon';
import type { CrisisModel } from './model';
import { crisisModelHeader } from './model-weights';

/*
 * The detector's data, read from its files when this module loads (about 0.3 MB, well under a
 * millisecond): a bundle that lost a file fails at once, loudly, never on the first note in
 * crisis. The files are data, not code, so the Lambdas that detect carry them beside their
 * bundle, not as strings their module must parse at every cold start.
 */

/** Each lexicon's packed body (brotli-compressed JSON), unpacked only when a note needs it. */
export const lexiconBodies = Object.fromEntries(
  Object.entries(crisisDataFiles.lexicons).map(([language, file]) => [
    language,
    readFileSync(file),
  ]),
) as Record<LexiconLanguage, Buffer>;

const weights = readFileSync(crisisDataFiles.modelWeights);

/** The linear reader: its scale and bias from code, its int8 weights from their file. */
export const crisisModel: CrisisModel = {
  ...crisisModelHeader,
  weights: new Int8Array(weights.buffer, weights.byteOffset, weights.byteLength),
};
