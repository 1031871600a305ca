import { defineConfig } from 'vitest/config';

/**
 * One runner, five projects: `unit` (pure rules), `integration` (a real local stack on free
 * ports), `infra` (CDK template assertions), `integration-counted`, `e2e` (Chromium through the
 * real UI).
 *
 * Two workers, so the integration files, which mostly wait on their local stack, run beside the
 * CPU-bound unit and infra files (on a two-core machine vitest's default is one). The files that
 * count the stack's users exactly (sign-up, erasure, privacy) would see the others' sign-ups:
 * they run after the rest, one at a time, on a stack of their own (`integration-counted`).
 */
const counted = [
  'tests/integration/accounts.test.ts',
  'tests/integration/erasure.test.ts',
  'tests/integration/privacy.test.ts',
];
const stack = {
  globalSetup: ['tests/support/global-stack.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
export default defineConfig({
  // The aliases of tsconfig.json (@web, @domain, @locales), as the app's build resolves them.
  resolve: { tsconfigPaths: true },
  test: {
    // CI runs on a shared two-core machine where a timing bound or a local emulator can miss once
    // under load; a test is run once more before it counts as failed. A real defect fails twice
    // (and vitest reports a test that passed on its second try).
    retry: 1,
    maxWorkers: 2,
    // One temporary folder for the whole run, removed at its end (every project inherits it).
    globalSetup: ['tests/support/scratch-dir.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Not vitest's 5 s: a sign-up's proof of work (the triggers' and captcha's tests solve
          // real ones) takes a random 0.2–4 s on a loaded two-core runner, by design of the work.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: counted,
          ...stack,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-counted',
          include: counted,
          ...stack,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 120_000,
          // CDK's first synth in a process costs about 10 s (its modules load lazily), the next
          // ones 1–2 s: the files share their worker's modules instead of each paying it again.
          // No infra test mocks a module or changes the environment.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-stack.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
