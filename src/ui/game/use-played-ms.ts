import { useEffect, useRef, useState } from 'preact/hooks';

/**
 * A game's play time (ViewProps' `playedMs`), for views that show a clock: read again every
 * `everyMs` while `running` (not while the tab is hidden) and whenever `version` changes (a
 * view passes its board, so the clock shows the first move at once). The time lives in the
 * session and its save, so a reload or a return to the game goes on from where it was.
 */
export function usePlayedMs(
  playedMs: () => number,
  running: boolean,
  everyMs = 1000,
  version?: unknown,
): number {
  const [ms, setMs] = useState(playedMs);
  // The page passes a new function each render; the latest is read, the interval kept.
  const read = useRef(playedMs);
  read.current = playedMs;
  useEffect(() => {
    setMs(read.current());
    if (!running) return;
    const timer = setInterval(() => {
      if (!document.hidden) setMs(read.current());
    }, everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs, version]);
  // A stopped clock no longer moves, so it is read at render: the render that stops it (a
  // solved puzzle, say) shows the final time at once, not the last tick's until the effect runs.
  return running ? ms : playedMs();
}
