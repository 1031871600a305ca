import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startStackProcess } from './stack-process';

export const ADMIN_EMAIL = 'operator-admin@example.com';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** One local stack per test run, on free ports with its own data, shared by the project's files. */
export default async function setup(project: TestProject) {
  // One operator-listed admin, as the CDK context `adminEmails` gives in AWS.
  const stack = await startStackProcess({
    env: { ADMIN_EMAILS: ADMIN_EMAIL, CHECK_RESPONSES: '1' },
  });
  project.provide('baseUrl', stack.url);
  project.provide('dataDir', stack.dataDir);
  return async () => {
    await stack.stop();
  };
}
