import type { LexiconLanguage } from './lexicon';

/**
 * Where the detector's data lies (each lexicon's packed body, the linear reader's weights):
 * beside the code, in the source tree (tsx, vitest, the local stack). A Lambda bundle resolves
 * `#crisis-data-files` to `data-files.lambda.ts` instead (package.json `imports`, under the
 * `lambda` condition that infra/bundling.ts sets), whose imports make esbuild copy each file
 * next to the bundle.
 */
export const crisisDataFiles: { lexicons: Record<LexiconLanguage, URL>; modelWeights: URL } = {
  lexicons: {
    en: new URL('./lexicons/en.lexicon.br', import.meta.url),
    es: new URL('./lexicons/es.lexicon.br', import.meta.url),
    slavic: new URL('./lexicons/slavic.lexicon.br', import.meta.url),
    ja: new URL('./lexicons/ja.lexicon.br', import.meta.url),
  },
  modelWeights: new URL('./model-weights.bin', import.meta.url),
};
