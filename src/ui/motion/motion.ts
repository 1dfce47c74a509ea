/**
 * The games' motion: short Web Animations that carry a piece, a disc, a card or a tile from
 * where it was to where the DOM already shows it. Motion is decoration only: the page renders
 * every new observation at once, and an animation merely offsets an element from its old place
 * to its new one, so nothing waits for it. A press or a key anywhere finishes every animation
 * under way (jumping to the end state) before the input is handled, so input is never blocked
 * and the board reads as it is when the player acts. Durations come from the tokens
 * (`--motion-fast`, `--motion`, `--motion-slow` in tokens.css), which are 0 when the user
 * prefers reduced motion: then nothing is animated at all.
 */

import './motion.css';

/** The id of every animation made here: input finishes them, and tests find them by it. */
export const MOTION_ID = 'motion';

/** An offset or a place, in an element's own units. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The three durations of tokens.css. */
export type Pace = 'fast' | 'normal' | 'slow';

const TOKEN: Record<Pace, string> = {
  fast: '--motion-fast',
  normal: '--motion',
  slow: '--motion-slow',
};

/** Accelerating, as a thing dropped; a smooth start and a gentle stop for the rest. */
export const GRAVITY = 'cubic-bezier(0.5, 0, 1, 1)';
export const EASE = 'cubic-bezier(0.4, 0, 0.2, 1)';

/**
 * A duration token in milliseconds (0 under reduced motion). The tokens live on the root alone,
 * so they are read there once and again only when the motion preference changes: a style read
 * for each animated element would make the browser compute styles again for each.
 */
export function paceMs(pace: Pace): number {
  paces ??= readPaces();
  return paces[pace];
}

let paces: Record<Pace, number> | null = null;
/** Kept, so its listener lives as long as the page. */
let reduced: MediaQueryList | null = null;

function readPaces(): Record<Pace, number> {
  const style = getComputedStyle(document.documentElement);
  const ms = (token: string) => {
    const text = style.getPropertyValue(token).trim();
    const value = Number.parseFloat(text);
    if (!Number.isFinite(value)) return 0;
    return text.endsWith('ms') ? value : value * 1000;
  };
  if (!reduced) {
    reduced = matchMedia('(prefers-reduced-motion: reduce)');
    reduced.addEventListener('change', () => {
      paces = null;
    });
  }
  return { fast: ms(TOKEN.fast), normal: ms(TOKEN.normal), slow: ms(TOKEN.slow) };
}

export interface MotionOptions {
  pace?: Pace;
  /** Milliseconds instead of the pace's, to last as long as another motion (never under 0). */
  duration?: number;
  /**
   * Milliseconds before it starts, showing its first frame meanwhile: a ripple across many
   * cells. Under reduced motion there is no delay either.
   */
  delay?: number;
  easing?: string;
  /**
   * Transforms add to the element's own (an SVG `transform` attribute stays in force) and to
   * any motion still running on it, so a move arriving mid-way continues from where the
   * element is seen; other properties replace.
   */
  composite?: CompositeOperation;
}

/**
 * Plays `keyframes` on `el` (ending at the element's own style), or nothing when the duration
 * token is 0. Returns the animation, or null when none was started.
 */
export function animate(
  el: Element,
  keyframes: Keyframe[],
  {
    pace = 'slow',
    duration: ms,
    delay = 0,
    easing = EASE,
    composite = 'replace',
  }: MotionOptions = {},
): Animation | null {
  const duration = ms ?? paceMs(pace);
  if (duration <= 0) return null;
  listenForInput();
  const fill = delay > 0 ? 'backwards' : 'none';
  const animation = el.animate(keyframes, { duration, delay, fill, easing, composite });
  animation.id = MOTION_ID;
  underWay.add(animation);
  const over = () => underWay.delete(animation);
  animation.addEventListener('finish', over);
  animation.addEventListener('cancel', over);
  return animation;
}

/** Slides `el` by (dx, dy) in its own units back to its place. */
export function slide(el: Element, dx: number, dy: number, options: MotionOptions = {}) {
  if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) return null;
  return animate(el, [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
    composite: 'add',
    ...options,
  });
}

/**
 * Carries `el` through the points `via` (offsets from its place, in its own units, in order) to
 * its place: a multi-jump, a pawn's walk.
 */
export function travel(el: Element, via: readonly Point[], options: MotionOptions = {}) {
  if (via.every((p) => Math.abs(p.x) < 0.5 && Math.abs(p.y) < 0.5)) return null;
  const frames: Keyframe[] = via.map((p) => ({ transform: `translate(${p.x}px, ${p.y}px)` }));
  return animate(el, [...frames, { transform: 'none' }], { composite: 'add', ...options });
}

/** Drops `el` from `dy` above its place, gathering speed as a falling thing does. */
export function drop(el: Element, dy: number, options: MotionOptions = {}) {
  return slide(el, 0, -dy, { easing: GRAVITY, ...options });
}

/**
 * Keyframes that scale about the element's own centre: an SVG element's transforms start from
 * the drawing's corner unless told otherwise, an HTML element's from its centre already.
 */
function aboutCentre(el: Element, keyframes: Keyframe[]): Keyframe[] {
  if (!(el instanceof SVGElement)) return keyframes;
  return keyframes.map((k) => ({ ...k, transformBox: 'fill-box', transformOrigin: 'center' }));
}

/** Turns `el` over where it lies: it starts edge-on and opens to its face. */
export function turn(el: Element, options: MotionOptions = {}) {
  return animate(el, aboutCentre(el, [{ transform: 'scaleX(0)' }, { transform: 'none' }]), {
    composite: 'add',
    pace: 'normal',
    ...options,
  });
}

/** Fades `el` in from `from` (0 to 1) of its opacity. */
export function fadeIn(el: Element, from = 0, options: MotionOptions = {}) {
  return animate(el, [{ opacity: from }, {}], { pace: 'normal', ...options });
}

/** Grows `el` from `from` of its size about its centre: a cell opening, a light coming on. */
export function grow(el: Element, from = 0.4, options: MotionOptions = {}) {
  const frames = [{ transform: `scale(${from})` }, { transform: 'none' }];
  fadeIn(el, 0.2, options);
  return animate(el, aboutCentre(el, frames), { composite: 'add', pace: 'normal', ...options });
}

/**
 * The motion animations under way, kept here as they start: asking the document for its
 * animations would make it compute every style first, in the middle of a move's render.
 */
const underWay = new Set<Animation>();

/** The motion animations under way, those on elements inside `root` when given. */
export function running(root?: Node): Animation[] {
  return [...underWay].filter((a) => {
    const target = (a.effect as KeyframeEffect | null)?.target;
    return !root || (target != null && root.contains(target));
  });
}

/** Jumps every motion animation to its end: the page shows the state as it is. */
export function finishMotion(): void {
  for (const a of running()) a.finish();
}

/**
 * Reads the layout as it is at rest: the motion under way inside `root` is lifted for the
 * reading (synchronously, so nothing is painted without it) and put back as it was.
 */
export function atRest<T>(root: Node, read: () => T): T {
  const lifted = running(root).map((a) => {
    const effect = a.effect as KeyframeEffect;
    const target = effect.target;
    effect.target = null;
    return () => {
      effect.target = target;
    };
  });
  try {
    return read();
  } finally {
    for (const put of lifted) put();
  }
}

let listening = false;

/**
 * A press or a key finishes the motion before anything handles it (capture on the window), so
 * a move made during an animation is made on the board as it is and animates from there.
 */
function listenForInput(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('pointerdown', finishMotion, { capture: true });
  window.addEventListener('keydown', finishMotion, { capture: true });
}
