import { err, ok, type Result } from './result.ts';

/**
 * Reads a whole number written in decimal digits, a minus sign allowed. Numbers past
 * Number.MAX_SAFE_INTEGER are refused rather than rounded or read as Infinity, so that what is
 * read is exactly what was written and writes back the same.
 */
export function readInteger(text: string): Result<number> {
  const digits = text.trim();
  if (!/^-?\d+$/.test(digits)) return err('must be a whole number');
  const n = Number(digits);
  return Number.isSafeInteger(n)
    ? ok(n)
    : err(`is too large: whole numbers go up to ±${Number.MAX_SAFE_INTEGER}`);
}
