/**
 * Trains the crisis detector's linear reader (`lambdas/domain/safety/model.ts`) on the
 * development evaluation notes, never the held-out set, and writes its weights.
 * Run after changing the evaluation notes: npm run train:crisis
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trainCrisisModel } from '../../../lambdas/domain/safety/model';
import { developmentNotes } from './eval/development';

const target = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../lambdas/domain/safety/model-weights.ts',
);

const notes = await developmentNotes();
const model = trainCrisisModel(notes);
await writeFile(
  target,
  `import type { CrisisModel } from './model';

/** Written by \`npm run train:crisis\` from ${notes.length} development notes; do not edit. */
export const crisisModel: CrisisModel = ${JSON.stringify(model, null, 2)};
`,
);
console.log(`trained on ${notes.length} notes → ${path.relative(process.cwd(), target)}`);
