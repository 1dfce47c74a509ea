import { useEffect, useRef, useState } from 'preact/hooks';
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
 * The time played, read from the session (`playedMs`, kept in the save) and read again every
 * second while `running` (every 15 s with reduced motion: the text shows minutes then), and in
 * a hidden tab not at all.
 */
export function useTimer(
  playedMs: (() => number) | undefined,
  running: boolean,
  version: unknown,
): { ms: number; text: string } {
  const reduced = reducedMotion();
  const [ms, setMs] = useState(() => playedMs?.() ?? 0);
  // The page passes a new function each render; the latest is read, the interval kept.
  const read = useRef(playedMs);
  read.current = playedMs;
  const known = playedMs !== undefined;
  // `version` (the board) changes with each stroke: the clock starts at the first one.
  useEffect(() => {
    const now = () => read.current?.() ?? 0;
    if (!known) return;
    setMs(now());
    if (!running) return;
    const timer = setInterval(
      () => {
        if (!document.hidden) setMs(now());
      },
      reduced ? 15_000 : 1000,
    );
    return () => clearInterval(timer);
  }, [known, running, reduced, version]);
  return { ms, text: timerText(ms, running, reduced) };
}
