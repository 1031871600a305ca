/**
 * Compiles the crisis lexicons (`lambdas/domain/safety/lexicons/*.ts`) into the packed form the
 * detector loads, and writes it. Run after changing a lexicon: npm run pack:lexicons
 * (`lexicon-pack.test.ts` fails until the packed form matches the sources).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packLexicon } from '../../../lambdas/domain/safety/lexicon';
import { lexiconSources } from './lexicon-sources';

const target = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../lambdas/domain/safety/lexicons/packed.ts',
);

const packed = lexiconSources.map(packLexicon);
await writeFile(
  target,
  `import type { PackedLexicon } from '../lexicon';

/** Written by \`npm run pack:lexicons\` from en.ts, es.ts, slavic.ts and ja.ts; do not edit. */
export const packedLexicons: readonly PackedLexicon[] = ${JSON.stringify(packed, null, 2)};
`,
);
const kb = (packed.reduce((sum, { packed }) => sum + packed.length, 0) / 1024).toFixed(0);
console.log(
  `packed ${packed.length} lexicons (${kb} KB) → ${path.relative(process.cwd(), target)}`,
);
