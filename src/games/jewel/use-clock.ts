import { useEffect, useRef, useState } from 'preact/hooks';
import { type JewelState, MAX_TICKS, TICK_MS, ticksLeft } from './rules.ts';

/** The page sends the time that has passed as a wait of this many ticks (about a second). */
export const SEND_EVERY = 33;
const POLL_MS = 100;

interface Clock {
  /** Whether time runs: the board waits for a swap, not paused, no swap on its way. */
  running: boolean;
  state: JewelState;
  onTicks(ticks: number): void;
}

/**
 * PLT's 30 ms timer as moves: while `running`, the ticks that pass are sent as waits of about a
 * second, or at once when they end the game. Time does not run in a hidden tab. Returns the
 * ticks passed but not yet sent, so the life gauge can show them.
 */
export function useClock({ running, state, onTicks }: Clock): number {
  const [pending, setPending] = useState(0);
  const carried = useRef(0);
  const latest = useRef({ state, onTicks });
  latest.current = { state, onTicks };
  useEffect(() => {
    if (!running) return;
    let last = performance.now();
    const timer = setInterval(() => {
      const t = performance.now();
      const spent = document.hidden ? 0 : t - last;
      last = t;
      carried.current += spent;
      const ticks = Math.floor(carried.current / TICK_MS);
      const { state: now, onTicks: send } = latest.current;
      const due = Math.min(MAX_TICKS, ticksLeft(now));
      if (ticks >= Math.min(SEND_EVERY, due)) {
        const n = Math.min(ticks, due);
        carried.current -= n * TICK_MS;
        setPending(ticks - n);
        send(n);
      } else {
        setPending(ticks);
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running]);
  return pending;
}
