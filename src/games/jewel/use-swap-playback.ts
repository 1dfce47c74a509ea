import { useEffect, useState } from 'preact/hooks';
import { type Animation, DROP_MS, SWAP_MS, VANISH_MS } from './swap-motion.ts';

/**
 * Plays a swap out frame by frame over PLT's times: the swap, the fade and the fall, or a failed
 * swap going out and back. `start(null)` ends the one playing (reduced motion plays nothing).
 */
export function useSwapPlayback() {
  const [anim, setAnim] = useState<Animation | null>(null);
  const [now, setNow] = useState(0);
  const elapsed = anim ? now - anim.started : 0;
  const total = anim ? (anim.kind === 'fail' ? 2 * SWAP_MS : SWAP_MS + VANISH_MS + DROP_MS) : 0;
  useEffect(() => {
    if (!anim) return;
    let frame = requestAnimationFrame(function step(t) {
      setNow(t);
      if (t - anim.started < total) frame = requestAnimationFrame(step);
      else setAnim(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [anim, total]);
  const start = (next: Animation | null, at: number) => {
    setNow(at);
    setAnim(next);
  };
  return { anim, elapsed, start };
}
