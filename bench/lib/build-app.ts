import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Builds the app into dist/ (vite build) before a bench of the built page, so it measures this
 * tree's code and not an older build. Vite's report goes to standard error: standard output is
 * the bench's own.
 */
export function buildApp(): void {
  execFileSync('npx', ['vite', 'build'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: ['ignore', process.stderr, 'inherit'],
  });
}
