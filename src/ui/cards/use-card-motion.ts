import { useLayoutEffect, useRef } from 'preact/hooks';

/**
 * Animates cards that changed place between two renders (FLIP: measure, invert, play), so a
 * drawn card glides from the list into the hand. Skipped when the user prefers reduced motion.
 */
export function useCardMotion(container: { readonly current: HTMLElement | null }): void {
  const last = useRef(new Map<string, DOMRect>());
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const next = new Map<string, DOMRect>();
    for (const el of root.querySelectorAll<HTMLElement>('[data-card]')) {
      const id = el.dataset.card as string;
      const rect = el.getBoundingClientRect();
      next.set(id, rect);
      const before = last.current.get(id);
      if (still || !before) continue;
      const dx = before.left - rect.left;
      const dy = before.top - rect.top;
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
      el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
        duration: 300,
        easing: 'ease-out',
      });
    }
    last.current = next;
  });
}
