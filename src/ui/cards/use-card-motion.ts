import { useLayoutEffect, useRef } from 'preact/hooks';

/** PLT's table moves cards in 5 steps over 0.3 s; a glide of the same length. */
const MOVE_MS = 300;

interface Seen {
  readonly el: HTMLElement;
  readonly rect: DOMRect;
  /** Face up: the card showed its value. */
  readonly up: boolean;
}

/** Where each card under `root` lies now, by its id. */
function placesOf(root: HTMLElement): Map<string, Seen> {
  const places = new Map<string, Seen>();
  for (const el of root.querySelectorAll<HTMLElement>('[data-card]')) {
    places.set(el.dataset.card as string, {
      el,
      rect: el.getBoundingClientRect(),
      up: el.dataset.value !== undefined,
    });
  }
  return places;
}

/**
 * Animates cards that changed place between two renders (FLIP: measure, invert, play), so a
 * drawn card glides from the list into the hand and a dealt one from the stock to its pile; a
 * card that turned face up turns over as it lands. Skipped when the user prefers reduced motion.
 */
export function useCardMotion(container: { readonly current: HTMLElement | null }): void {
  const last = useRef<Map<string, Seen> | null>(null);
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    if (!last.current) {
      // The first drawing has nothing to glide from: where its cards lie is read once it is
      // painted, when the layout is done anyway, rather than forcing the layout in the task
      // that draws the table (a third of a card game's first render on a phone's CPU). A
      // render before then reads them itself.
      last.current = new Map();
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (last.current?.size === 0 && root.isConnected) last.current = placesOf(root);
        }),
      );
      return;
    }
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const next = placesOf(root);
    for (const [id, { el, rect, up }] of next) {
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
