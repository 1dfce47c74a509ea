import { useLayoutEffect, useRef } from 'preact/hooks';

/** PLT's table moves cards in 5 steps over 0.3 s; a glide of the same length. */
const MOVE_MS = 300;

interface Seen {
  readonly rect: DOMRect;
  /** Face up: the card showed its value. */
  readonly up: boolean;
}

/**
 * Animates cards that changed place between two renders (FLIP: measure, invert, play), so a
 * drawn card glides from the list into the hand and a dealt one from the stock to its pile; a
 * card that turned face up turns over as it lands. Skipped when the user prefers reduced motion.
 */
export function useCardMotion(container: { readonly current: HTMLElement | null }): void {
  const last = useRef(new Map<string, Seen>());
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const next = new Map<string, Seen>();
    for (const el of root.querySelectorAll<HTMLElement>('[data-card]')) {
      const id = el.dataset.card as string;
      const rect = el.getBoundingClientRect();
      const up = el.dataset.value !== undefined;
      next.set(id, { rect, up });
      const before = last.current.get(id);
      if (still || !before) continue;
      const dx = before.rect.left - rect.left;
      const dy = before.rect.top - rect.top;
      const flipped = up && !before.up;
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1 && !flipped) continue;
      const from = `translate(${dx}px, ${dy}px)${flipped ? ' scaleX(0)' : ''}`;
      el.animate([{ transform: from }, { transform: 'none' }], {
        duration: MOVE_MS,
        easing: 'ease-out',
      });
    }
    last.current = next;
  });
}
