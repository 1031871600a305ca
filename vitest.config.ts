import { defineConfig } from 'vitest/config';

/**
 * One runner, four projects: `unit` (pure rules), `integration` (a real local stack on free
 * ports), `infra` (CDK template assertions), `e2e` (Chromium through the real UI).
 */
export default defineConfig({
  // The aliases of tsconfig.json (@web, @domain, @locales), as the app's build resolves them.
  resolve: { tsconfigPaths: true },
  test: {
    // CI runs on a shared two-core machine where a timing bound or a local emulator can miss once
    // under load; a test is run once more before it counts as failed. A real defect fails twice
    // (and vitest reports a test that passed on its second try).
    retry: 1,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-stack.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], testTimeout: 120_000 },
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
        },
      },
    ],
  },
});
