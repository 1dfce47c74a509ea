import { excerpt } from '../core/excerpt.ts';
import { readInteger } from '../core/integer.ts';
import type { Result } from '../core/result.ts';
import { parseSeed } from '../core/rng.ts';
import { UsageError } from './usage-error.ts';

/** Reading command-line values and drawing progress, shared by the games' commands. */

/** The value, or a usage error (exit 2) with the parser's message. */
export function valid<T>(result: Result<T>): T {
  if (!result.ok) throw new UsageError(result.error);
  return result.value;
}

/** A whole number from `min` to `max`, or a usage error naming the option. */
export function wholeNumber(name: string, text: string, min: number, max: number): number {
  const n = readInteger(text);
  if (!n.ok || n.value < min || n.value > max) {
    throw new UsageError(`${name} ${excerpt(text)}: must be a whole number from ${min} to ${max}`);
  }
  return n.value;
}

export const seedOption = (text: string): number => valid(parseSeed(text));

/** A progress line on stderr, redrawn in place; nothing when stderr is no terminal. */
export function progressLine(): { show(text: string): void; clear(): void } {
  if (!process.stderr.isTTY) return { show: () => {}, clear: () => {} };
  return {
    show: (text) => process.stderr.write(`\r\x1b[K${text}`),
    clear: () => process.stderr.write('\r\x1b[K'),
  };
}

export const bar = (done: number, total: number, width = 24): string => {
  const filled = total > 0 ? Math.round((done / total) * width) : width;
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
};
