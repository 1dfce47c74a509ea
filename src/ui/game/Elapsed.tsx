import { useEffect, useState } from 'preact/hooks';

/** "7 s", "2 min 05 s": how long a computation has run, as the status line counts it. */
export function elapsedText(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/**
 * The time since this was first drawn, or since `of` last changed (a new position: a new
 * search), counted every second, so a long search is seen to be alive even while it has nothing
 * new to say. A timer's role keeps its ticks out of the status line's polite announcements.
 */
export function Elapsed({ of }: { of: unknown }) {
  const [started, setStarted] = useState(Date.now);
  const [now, setNow] = useState(started);
  useEffect(() => {
    const from = Date.now();
    setStarted(from);
    setNow(from);
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [of]);
  return (
    <span class="elapsed" role="timer" aria-live="off">
      {elapsedText(now - started)}
    </span>
  );
}
