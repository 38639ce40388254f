import { defineConfig } from 'vitest/config';

/**
 * One `npm test` runs every test (README). Projects:
 * - unit: pure rules and schemas, no I/O.
 * - infra: assertions on the synthesized CDK templates (and cdk-nag).
 * - stack: integration tests and browser tests against one embedded local stack that
 *   test/support/global-setup.ts starts on free ports (never the developer's data).
 */
/** Where the unit project's AWS clients point: nothing listens on port 9 (discard). */
const NO_STACK = 'http://127.0.0.1:9';

export default defineConfig({
  test: {
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/results.json' }]] : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
          // Inside `npm test` the stack's global setup has put its endpoints into process.env, which every
          // worker inherits: a unit test could reach the stack there and pass, then fail in `npm run test:unit`
          // alone. A closed port in both runs makes a unit test that calls AWS fail the same way in each.
          env: { DYNAMODB_ENDPOINT: NO_STACK, COGNITO_ENDPOINT: NO_STACK, S3_ENDPOINT: NO_STACK },
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // Synthesis is CPU-bound: run it on its own, before the stack starts.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'stack',
          include: ['test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/access-check.ts', 'test/support/log-capture.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // The stack and Chromium share 2 cores: keep files from starving each other.
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
          fileParallelism: true,
        },
      },
    ],
  },
});
