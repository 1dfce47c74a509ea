import { configDefaults, defineConfig } from 'vitest/config';

const INCLUDE = [
  'src/**/*.test.ts',
  'src/**/*.test.tsx',
  'tests/unit/**/*.test.ts',
  'tests/games/**/*.test.ts',
  'tests/games/**/*.test.tsx',
];

/**
 * A test that needs more than 30 s on a quiet machine goes in a file named `*.slow.test.ts`:
 * the `slow` project, which CI runs as a step of its own (`npm run test:slow`) so its time shows
 * apart. None does today (tests/times.md: the longest test takes about 12 s of CPU). Everything
 * else is the `unit` project (`npm run test:unit`).
 */
const SLOW = ['**/*.slow.test.ts'];

/**
 * Time limits guard against a hang, and nothing else: they are many times what a test takes
 * on a quiet machine, so a busy machine does not fail correct code. Speed is measured in bench/.
 */
const UNIT_LIMIT = 300_000;
const SLOW_LIMIT = 1_200_000;

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    environment: 'node',
    // CI has two cores; Vitest's default (cores - 1) would run one file at a time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: INCLUDE,
          exclude: [...configDefaults.exclude, ...SLOW],
          testTimeout: UNIT_LIMIT,
          hookTimeout: UNIT_LIMIT,
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: SLOW,
          testTimeout: SLOW_LIMIT,
          hookTimeout: SLOW_LIMIT,
        },
      },
    ],
  },
});
