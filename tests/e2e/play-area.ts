import type { Page } from 'playwright-core';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the layout test reads of a game's page, measured in one go in the page. */
export interface PlayAreaFacts {
  /** How many elements carry `data-play-area` (exactly one is right). */
  marked: number;
  /** The play area's box on the screen. */
  area: Box;
  /**
   * The smallest box around what is drawn in the play area, clipped to it: every outermost SVG
   * (by the part its viewBox fills, not its element, which may have empty bands) and image.
   * Null when nothing is drawn.
   */
  drawn: Box | null;
  /** The status line's box. */
  status: Box;
  viewport: { width: number; height: number };
  /** The document's scrolling size: larger than the viewport when the page scrolls. */
  scroll: { width: number; height: number };
}

/** The share of the play area the drawing spans, in width or in height, whichever is more. */
export function drawnSpan(facts: PlayAreaFacts): number {
  const { drawn, area } = facts;
  if (!drawn || area.width === 0 || area.height === 0) return 0;
  return Math.max(drawn.width / area.width, drawn.height / area.height);
}

/** Measures the play area of the game page shown; see PlayAreaFacts. */
export function playAreaFacts(page: Page): Promise<PlayAreaFacts> {
  return page.evaluate(() => {
    const boxOf = (r: DOMRect) => ({ x: r.x, y: r.y, width: r.width, height: r.height });
    const marked = document.querySelectorAll('[data-play-area]');
    const area = marked[0];
    const status = document.querySelector('footer.status-line');
    if (!area || !status) throw new Error('no play area or no status line on the page');
    const a = area.getBoundingClientRect();
    /** The part of an SVG's box its viewBox fills, as preserveAspectRatio's default centres it. */
    const fitted = (svg: SVGSVGElement): DOMRect => {
      const r = svg.getBoundingClientRect();
      const vb = svg.viewBox.baseVal;
      if (!vb || vb.width === 0 || vb.height === 0) return r;
      if (svg.getAttribute('preserveAspectRatio') === 'none') return r;
      const scale = Math.min(r.width / vb.width, r.height / vb.height);
      const [w, h] = [vb.width * scale, vb.height * scale];
      return new DOMRect(r.x + (r.width - w) / 2, r.y + (r.height - h) / 2, w, h);
    };
    const parts = [...area.querySelectorAll('svg, img, canvas')]
      .filter((el) => !el.parentElement?.closest('svg'))
      .filter((el) => getComputedStyle(el).visibility !== 'hidden')
      .map((el) => (el instanceof SVGSVGElement ? fitted(el) : el.getBoundingClientRect()))
      .filter((r) => r.width > 0 && r.height > 0);
    let drawn: { left: number; top: number; right: number; bottom: number } | null = null;
    for (const r of parts) {
      const clip = {
        left: Math.max(r.left, a.left),
        top: Math.max(r.top, a.top),
        right: Math.min(r.right, a.right),
        bottom: Math.min(r.bottom, a.bottom),
      };
      if (clip.right <= clip.left || clip.bottom <= clip.top) continue;
      drawn = drawn
        ? {
            left: Math.min(drawn.left, clip.left),
            top: Math.min(drawn.top, clip.top),
            right: Math.max(drawn.right, clip.right),
            bottom: Math.max(drawn.bottom, clip.bottom),
          }
        : clip;
    }
    return {
      marked: marked.length,
      area: boxOf(a),
      drawn: drawn && {
        x: drawn.left,
        y: drawn.top,
        width: drawn.right - drawn.left,
        height: drawn.bottom - drawn.top,
      },
      status: boxOf(status.getBoundingClientRect()),
      viewport: { width: innerWidth, height: innerHeight },
      scroll: {
        width: document.documentElement.scrollWidth,
        height: document.documentElement.scrollHeight,
      },
    };
  });
}
