import { vi } from 'vitest';
import { type CliInput, main } from './main.ts';

/**
 * Runs `games ...args` in-process for a test and captures what it prints. Call
 * `vi.restoreAllMocks()` after each test.
 */
export const runCli = (...args: string[]) => runCliWithInput([], ...args);

/** The same, with `lines` as what a person types, one a line; after them the input ends. */
export async function runCliWithInput(lines: readonly string[], ...args: string[]) {
  const out: string[] = [];
  const errors: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => out.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => errors.push(line));
  vi.spyOn(process.stderr, 'write').mockImplementation((text) => errors.push(String(text)) > 0);
  let next = 0;
  const input: CliInput = { lines: () => ({ read: async () => lines[next++], close: () => {} }) };
  const code = await main(['node', 'games', ...args], input);
  return { code, out: out.join('\n'), err: errors.join('') };
}
