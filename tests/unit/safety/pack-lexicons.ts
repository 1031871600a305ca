/**
 * Compiles the crisis lexicons (`lambdas/domain/safety/lexicons/*.ts`) into the packed form the
 * detector loads, and writes it: the headers to `packed.ts`, each body to
 * `<language>.lexicon.br` beside it. Run after changing a lexicon: npm run pack:lexicons
 * (`lexicon-pack.test.ts` fails until the packed form matches the sources).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packLexicon } from '../../../lambdas/domain/safety/lexicon';
import { lexiconSources } from './lexicon-sources';

const folder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../lambdas/domain/safety/lexicons',
);

const packed = lexiconSources.map(packLexicon);
await writeFile(
  path.join(folder, 'packed.ts'),
  `import type { PackedLexicon } from '../lexicon';

/**
 * Written by \`npm run pack:lexicons\` from en.ts, es.ts, slavic.ts and ja.ts; do not edit. Each
 * lexicon's body is in \`<language>.lexicon.br\`, found through \`#crisis-lexicon-files\`.
 */
export const packedLexicons: readonly PackedLexicon[] = ${JSON.stringify(
    packed.map(({ header }) => header),
    null,
    2,
  )};
`,
);
for (const { header, body } of packed) {
  await writeFile(path.join(folder, `${header.language}.lexicon.br`), body);
}
const kb = (packed.reduce((sum, { body }) => sum + body.length, 0) / 1024).toFixed(0);
console.log(
  `packed ${packed.length} lexicons (${kb} KB) → ${path.relative(process.cwd(), folder)}`,
);
