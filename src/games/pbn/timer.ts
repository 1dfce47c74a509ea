import { usePlayedMs } from '../../ui/game/use-played-ms.ts';
import { clockText } from '../../ui/stats/StatsPanel.tsx';

/**
 * The timer's words. A running clock ticks each second; with reduced motion asked for it
 * shows whole minutes, so the text changes once a minute rather than every second. A solved
 * puzzle shows its exact time either way.
 */
export function timerText(ms: number, running: boolean, reduced: boolean): string {
  const whole = Math.floor(ms / 1000) * 1000;
  if (!running || !reduced) return clockText(whole);
  const minutes = Math.floor(ms / 60_000);
  return minutes < 1 ? 'under a minute' : `${minutes} min`;
}

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The time played, read again every second while `running`, every 15 s with reduced motion
 * (the text shows minutes then); `version` (the board) changes with each stroke, so the clock
 * starts at the first one.
 */
export function useTimer(
  playedMs: () => number,
  running: boolean,
  version: unknown,
): { ms: number; text: string } {
  const reduced = reducedMotion();
  const ms = usePlayedMs(playedMs, running, reduced ? 15_000 : 1000, version);
  return { ms, text: timerText(ms, running, reduced) };
}
