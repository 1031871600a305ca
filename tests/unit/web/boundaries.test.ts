import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The boundary rules that fire on `code` as if it were the file at `file`. */
async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);
}

describe('import boundaries (eslint)', () => {
  it.each([
    ['web/src/features/journal/X.ts', "export { a } from '../profile/profileForm';"],
    ['web/src/features/journal/X.ts', "export { a } from '@web/features/profile/profileForm';"],
    ['web/src/features/journal/X.ts', "export { a } from '../../lib/api';"],
    ['web/src/lib/X.ts', "export { routes } from '@routes';"],
    ['web/src/lib/X.ts', "export { handler } from '../../../lambdas/handlers/me';"],
    ['web/src/features/auth/X.ts', "export { signIn } from 'aws-amplify/auth';"],
    ['web/src/features/journal/X.ts', "export { sortEntries } from '@domain/journal';"],
    ['lambdas/domain/X.ts', "export { DynamoDBClient } from '@aws-sdk/client-dynamodb';"],
    ['lambdas/domain/analysis/X.ts', "export { saveEntry } from '../../adapters/journal';"],
    ['lambdas/domain/X.ts', "export { httpRoute } from '../http/route';"],
    ['lambdas/domain/X.ts', "export { startStack } from '../local/stack';"],
  ])('%s refuses %s', async (file, code) => {
    expect((await violations(file, code)).length).toBeGreaterThan(0);
  });

  it.each([
    ['web/src/features/journal/X.ts', "export { ProfileScreen } from '@web/features/profile';"],
    ['web/src/features/journal/X.ts', "export { useSaveEntry } from './journalQueries';"],
    ['web/src/lib/X.ts', "export type { ApiRoute } from '@routes';"],
    ['web/src/lib/X.ts', "export { sortEntries } from '@domain/journal-rules';"],
    ['web/src/lib/X.ts', "export type { EmotionEntry } from '@domain/journal';"],
    ['web/src/lib/cognito.ts', "export { signIn } from 'aws-amplify/auth';"],
    ['lambdas/domain/X.ts', "export { isIsoDate } from './dates';"],
  ])('%s allows %s', async (file, code) => {
    expect(await violations(file, code)).toEqual([]);
  });
});
