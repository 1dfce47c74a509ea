/**
 * Parsers of outside input return a Result instead of throwing, so a caller can show the error
 * where it came from (a URL, a save, a CLI argument) without a try/catch around every call.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const err = <T = never>(error: string): Result<T> => ({ ok: false, error });

/** For callers that have already validated their input (tests, replays of our own records). */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}
