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
    testTimeout: 30_000,
    hookTimeout: 30_000,
    teardownTimeout: 10_000,
    // One browser at a time: the machine has two cores and Chromium wants both.
    fileParallelism: false,
  },
});
