import { excerpt } from '../../src/core/excerpt.ts';
import { readInteger } from '../../src/core/integer.ts';

/**
 * A whole-number argument of a bench script, `fallback` when it is not given. A bad one ends the
 * script at once with one line and exit code 2, as the CLI does, rather than running on NaN.
 */
export function wholeArg(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const n = readInteger(text);
  if (n.ok && n.value >= 0) return n.value;
  console.error(`error: ${name} ${excerpt(text)}: ${n.ok ? 'must not be negative' : n.error}`);
  process.exit(2);
}
