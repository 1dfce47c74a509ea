import { useEffect, useState } from 'preact/hooks';

/**
 * Whole seconds of a game's play time (ViewProps' `playedMs`), read again every second while
 * `running`, for views that show a clock. The time lives in the session and its save, so a
 * reload or a return to the game goes on from where it was.
 */
export function usePlayedSeconds(playedMs: () => number, running: boolean): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return Math.floor(playedMs() / 1000);
}
