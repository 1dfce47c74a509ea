import { defineConfig } from 'vitest/config';

/**
 * Browser tests against the built app (`npm run build` first): a global setup serves dist/ on a
 * free port and each spec file drives one headless Chromium through playwright-core.
 */
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    // Guards against a hang, not speed checks: a busy machine must not fail correct code.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    teardownTimeout: 10_000,
    // Two browsers at a time on two cores: much of a browser test is waiting (for a page, a
    // computer player's move, a transition), so six files took 53 s instead of 79 s one at a time.
    maxWorkers: 2,
  },
});
