import { vi } from 'vitest';
import { main } from './main.ts';

/**
 * Runs `games ...args` in-process for a test and captures what it prints. Call
 * `vi.restoreAllMocks()` after each test.
 */
export async function runCli(...args: string[]) {
  const out: string[] = [];
  const errors: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => out.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => errors.push(line));
  vi.spyOn(process.stderr, 'write').mockImplementation((text) => errors.push(String(text)) > 0);
  const code = await main(['node', 'games', ...args]);
  return { code, out: out.join('\n'), err: errors.join('') };
}
