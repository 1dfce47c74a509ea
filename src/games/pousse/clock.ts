/**
 * PLT's move clock: MM:SS since the turn began, one beep at 30 s and two at 60 s ("players are
 * encouraged to move within 30 or 60 seconds"). It is advice, not a rule: nothing in the game's
 * record depends on it, so a game replays from its moves alone. The clock is a pure function
 * of the milliseconds since the turn began, which the view reads from the page's clock and the
 * tests give directly.
 */

export const BEEP_TIMES = [30_000, 60_000] as const;

export function clockText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const mm = Math.floor(s / 60);
  return `${String(mm).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Beeps due between two readings of the same turn's clock: 1 on passing 30 s, 2 on 60 s. */
export function beepsBetween(before: number, now: number): number {
  let beeps = 0;
  for (const [k, t] of BEEP_TIMES.entries()) if (before < t && now >= t) beeps += k + 1;
  return beeps;
}

/** What the clock says in words for the status region, after a beep. */
export function clockNotice(ms: number): string | null {
  if (ms >= 60_000) return 'A minute on this move';
  if (ms >= 30_000) return '30 seconds on this move';
  return null;
}
