import { animate, type MotionOptions, type Point, travel } from './motion.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Plays a motion on a copy of `el` drawn over the whole SVG drawing, with `el` hidden meanwhile.
 * SVG paints in document order and a board draws each piece in its cell, so a piece sliding
 * over the cells drawn after its own would pass under them; the copy, last in the drawing,
 * passes over everything. The copy is only a picture: no ids or data attributes (the page and
 * its tests find the real piece alone), hidden from assistive technology, and transparent to
 * the pointer. It goes when its motion ends or is finished, and the piece shows again.
 * Elsewhere than in an SVG, the motion plays on `el` itself.
 */
export function lift(el: Element, play: (target: Element) => Animation | null): Animation | null {
  const svg = el instanceof SVGElement ? el.ownerSVGElement : null;
  const parent = el.parentElement;
  if (!svg || !(parent instanceof SVGGraphicsElement)) return play(el);
  const layer = document.createElementNS(SVG_NS, 'g');
  const outer = svg.getScreenCTM();
  const inner = parent.getScreenCTM();
  if (outer && inner) {
    const m = outer.inverse().multiply(inner);
    layer.setAttribute('transform', `matrix(${m.a} ${m.b} ${m.c} ${m.d} ${m.e} ${m.f})`);
  }
  layer.setAttribute('aria-hidden', 'true');
  layer.setAttribute('class', 'motion-copy');
  layer.style.pointerEvents = 'none';
  const copy = el.cloneNode(true) as Element;
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of node.getAttributeNames()) {
      if (name === 'id' || name.startsWith('data-') || name.startsWith('aria-')) {
        node.removeAttribute(name);
      }
    }
  }
  layer.append(copy);
  svg.append(layer);
  const motion = play(copy);
  if (!motion) {
    layer.remove();
    return null;
  }
  const duration = Number(motion.effect?.getComputedTiming().endTime ?? 0);
  const hidden = animate(el, [{ opacity: 0 }, { opacity: 0 }], { duration });
  const done = () => {
    layer.remove();
    hidden?.finish();
  };
  motion.finished.then(done, done);
  return motion;
}

/**
 * Carries the piece drawn at `to` through the places `via` (in the board's units, in order) to
 * its own, over the board: a step, a jump, a walk along a track. Nothing when there is no piece.
 */
export function carry(
  piece: Element | null | undefined,
  via: readonly Point[],
  to: Point,
  options: MotionOptions = {},
): Animation | null {
  if (!piece) return null;
  const offsets = via.map((p) => ({ x: p.x - to.x, y: p.y - to.y }));
  return lift(piece, (copy) => travel(copy, offsets, options));
}
