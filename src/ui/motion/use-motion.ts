import { useLayoutEffect, useRef } from 'preact/hooks';
import { lift } from './lift.ts';
import { atRest, fadeIn, type Point, slide, turn } from './motion.ts';

/**
 * Calls `run(previous)` once the DOM shows a new `version` (an observation), before it is
 * painted, so the view can start its animations from where things were; never on the first
 * render. Versions are compared by content: a view that repeats the same position (the
 * computer starts thinking, a notice) animates nothing again. `before`, when given, is called
 * while rendering a new version, while the DOM still shows the last: the time to read where
 * things lie.
 */
export function useMotion<V>(version: V, run: (previous: V) => void, before?: () => void): void {
  const text = JSON.stringify(version);
  const last = useRef({ text, version });
  const latest = useRef(run);
  latest.current = run;
  if (last.current.text !== text) before?.();
  useLayoutEffect(() => {
    const previous = last.current;
    if (previous.text === text) return;
    last.current = { text, version };
    latest.current(previous.version);
  });
}

/** Where an element lay, in the root's units (the viewBox of an SVG root, else CSS pixels). */
interface Seen {
  readonly x: number;
  readonly y: number;
  /** The region it lay in (a section, a drop region, a group), by identity. */
  readonly group: Element | null;
  /** The `face` attribute's value (the card it showed), null while face down. */
  readonly face: string | null;
  /** How many of its own units make one of the root's. */
  readonly scale: number;
}

export interface FlipOptions<V> {
  /** The attribute naming each element's identity: `data-card`, `data-tile`. */
  readonly key: string;
  /**
   * Where an element seen for the first time comes from: the name of an element marked
   * `data-origin` in the root (the stock, a player's hand), as it was at the previous version;
   * one with no origin fades in where it is.
   */
  origin?(node: Element, previous: V): string | undefined;
  /**
   * The attribute a face-up element has (`data-value`): one that gains or loses it turns over,
   * and one whose value changed is another card in the same place.
   */
  readonly face?: string;
  /**
   * Marks with `data-moved` the elements the change brought from elsewhere, so the last move
   * stays visible once it is still: new ones, those that turned over, and those that changed
   * region (`region`: a card from the hand to the pile, not one that shifted in the hand) or
   * place (`place`: a pawn).
   */
  readonly mark?: 'region' | 'place';
  /** Moving elements are drawn over the whole SVG drawing while they move (lift.ts). */
  readonly lift?: boolean;
}

/**
 * FLIP by identity: at each new version, each element keyed by `options.key` that lay
 * elsewhere at the previous one slides from there to its place, one new to the root flies from
 * the origin (or fades in), and one that turned over turns as it goes. The elements
 * are found by their attribute, not by DOM node, so it does not matter whether the view kept
 * or re-created them. Positions are read at rest (motion under way lifted), so a change that
 * arrives mid-way measures the true places and its motion adds to the one running.
 */
export function useFlip<V>(
  root: { readonly current: Element | null },
  version: V,
  options: FlipOptions<V>,
): void {
  const seen = useRef<Places | null>(null);
  // Places are read only when a new version comes, from the DOM as the last one left it (a
  // card let go where a drag left it, a board since resized); a render of the same version (a
  // selection, a drag's step, a move on its way to the table) forces no layout.
  const read = () => {
    const el = root.current;
    seen.current = el ? atRest(el, () => measure(el, options)) : null;
  };
  useMotion(
    version,
    (previous) => {
      const el = root.current;
      const before = seen.current;
      if (!el || !before) return;
      const now = atRest(el, () => measure(el, options));
      for (const node of el.querySelectorAll(`[${options.key}]`)) {
        node.removeAttribute('data-moved');
        const id = node.getAttribute(options.key) as string;
        const after = now.places.get(id);
        if (!after) continue;
        const seenThen = before.places.get(id);
        // Another card in the same place (a new round dealt into it) is new to the table.
        const replaced =
          seenThen?.face != null && after.face !== null && seenThen.face !== after.face;
        const was = replaced ? undefined : seenThen;
        const origin = was ? undefined : options.origin?.(node, previous);
        const from = was ?? (origin === undefined ? undefined : before.origins.get(origin));
        const turned = was ? (was.face === null) !== (after.face === null) : after.face !== null;
        const shifted =
          options.mark === 'place'
            ? was !== undefined &&
              (Math.abs(was.x - after.x) >= 0.5 || Math.abs(was.y - after.y) >= 0.5)
            : was?.group !== after.group;
        if (options.mark && (!was || turned || shifted)) node.setAttribute('data-moved', '');
        if (!from) {
          fadeIn(node);
          continue;
        }
        const { scale } = after;
        const dx = (from.x - after.x) * scale;
        const dy = (from.y - after.y) * scale;
        if (options.lift && (Math.abs(dx) >= 0.5 || Math.abs(dy) >= 0.5)) {
          lift(node, (copy) => slide(copy, dx, dy));
        } else slide(node, dx, dy);
        if (turned) turn(node);
      }
    },
    read,
  );
}

interface Places {
  /** By the key attribute's value. */
  readonly places: ReadonlyMap<string, Seen>;
  /** By the `data-origin` attribute's value. */
  readonly origins: ReadonlyMap<string, Point>;
}

/** The coordinate space places are read in: an SVG's viewBox, or the root's box in pixels. */
type Space = { svg: SVGSVGElement } | { box: Element };

function spaceOf(root: Element): Space {
  const svg = root instanceof SVGSVGElement ? root : root.closest('svg');
  return svg ? { svg } : { box: root };
}

function toSpace(space: Space, clientX: number, clientY: number): Point {
  if ('box' in space) {
    const r = space.box.getBoundingClientRect();
    return { x: clientX - r.left, y: clientY - r.top };
  }
  const m = space.svg.getScreenCTM();
  if (!m) return { x: clientX, y: clientY };
  const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
  return { x: p.x, y: p.y };
}

/**
 * How many of the element's own units make one of the space's: an SVG element's units are the
 * drawing's, scaled to the screen (and maybe by a group), an HTML element's are pixels.
 */
function localScale(node: Element, space: Space): number {
  const pixels = 'svg' in space ? (space.svg.getScreenCTM()?.a ?? 1) : 1;
  const own = node instanceof SVGGraphicsElement ? (node.getScreenCTM()?.a ?? 1) : 1;
  return own === 0 ? 1 : pixels / own;
}

function measure<V>(root: Element, options: FlipOptions<V>): Places {
  const space = spaceOf(root);
  const places = new Map<string, Seen>();
  for (const node of root.querySelectorAll(`[${options.key}]`)) {
    const r = node.getBoundingClientRect();
    const at = toSpace(space, r.left, r.top);
    places.set(node.getAttribute(options.key) as string, {
      ...at,
      group: node.parentElement?.closest('section, [data-region], [role="group"]') ?? null,
      face: options.face === undefined ? null : node.getAttribute(options.face),
      scale: localScale(node, space),
    });
  }
  const origins = new Map<string, Point>();
  for (const node of root.querySelectorAll('[data-origin]')) {
    const r = node.getBoundingClientRect();
    origins.set(node.getAttribute('data-origin') as string, toSpace(space, r.left, r.top));
  }
  return { places, origins };
}
