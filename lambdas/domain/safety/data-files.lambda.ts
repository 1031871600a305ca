// esbuild's `file` loader (infra/bundling.ts) copies each file beside the bundle, hashed, and
// gives its path relative to the bundle: the deployed code cannot ship without its data.
import en from './lexicons/en.lexicon.br';
import es from './lexicons/es.lexicon.br';
import ja from './lexicons/ja.lexicon.br';
import slavic from './lexicons/slavic.lexicon.br';
import modelWeights from './model-weights.bin';
import type { crisisDataFiles as inTheSourceTree } from './data-files';

/** Where the detector's data lies in a Lambda bundle: next to the bundle's own file. */
export const crisisDataFiles: typeof inTheSourceTree = {
  lexicons: {
    en: new URL(en, import.meta.url),
    es: new URL(es, import.meta.url),
    slavic: new URL(slavic, import.meta.url),
    ja: new URL(ja, import.meta.url),
  },
  modelWeights: new URL(modelWeights, import.meta.url),
};
