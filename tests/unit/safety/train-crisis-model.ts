/**
 * Trains the crisis detector's linear reader (`lambdas/domain/safety/model.ts`) on the
 * development evaluation notes, never the held-out set, and writes it: its scale and bias to
 * `model-weights.ts`, its int8 weights to `model-weights.bin`.
 * Run after changing the evaluation notes: npm run train:crisis
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trainCrisisModel } from '../../../lambdas/domain/safety/model';
import { developmentNotes } from './eval/development';

const folder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../lambdas/domain/safety',
);

const notes = await developmentNotes();
const { weights, ...header } = trainCrisisModel(notes);
await writeFile(
  path.join(folder, 'model-weights.ts'),
  `import type { CrisisModel } from './model';

/**
 * Written by \`npm run train:crisis\` from ${notes.length} development notes; do not edit. The
 * weights themselves are the bytes of \`model-weights.bin\`, found through \`#crisis-data-files\`.
 */
export const crisisModelHeader: Omit<CrisisModel, 'weights'> = ${JSON.stringify(header, null, 2)};
`,
);
await writeFile(path.join(folder, 'model-weights.bin'), weights);
console.log(`trained on ${notes.length} notes → ${path.relative(process.cwd(), folder)}`);
