import type { Page } from 'playwright-core';

/**
 * Text drawn in SVG (a board's clues, numbers and labels) whose contrast with what lies under it
 * is below WCAG AA: 4.5:1, or 3:1 for large text (24px, or 18.7px bold). What lies under a text
 * is the topmost rect, circle or ellipse drawn before it that covers its centre (their fills
 * blended by their opacity), over the backgrounds of the SVG and its ancestors. One line per
 * text: its content, its colour, the colour under it and the ratio. The console's game icons
 * are pictures, not text to read, and are left out.
 */
export function svgTextContrast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const probe = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    /** Any CSS colour as RGBA 0–255 and alpha 0–1, through the canvas; null when not a colour. */
    const rgba = (css: string): Rgba | null => {
      if (!css || css === 'none' || css.startsWith('url(')) return null;
      probe.clearRect(0, 0, 1, 1);
      probe.fillStyle = '#000';
      probe.fillStyle = css;
      probe.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data as unknown as number[];
      return [r as number, g as number, b as number, (a as number) / 255];
    };
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3];
      return [
        top[0] * a + under[0] * (1 - a),
        top[1] * a + under[1] * (1 - a),
        top[2] * a + under[2] * (1 - a),
        1,
      ];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const opacityOf = (el: Element, stop: Element) => {
      let o = 1;
      for (let e: Element | null = el; e && e !== stop.parentElement; e = e.parentElement) {
        o *= Number(getComputedStyle(e).opacity);
      }
      return o;
    };
    /** The page's colour behind `el`: its and its ancestors' backgrounds, blended. */
    const pageBehind = (el: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let e: Element | null = el; e; e = e.parentElement) {
        const bg = rgba(getComputedStyle(e).backgroundColor);
        if (bg && bg[3] > 0) layers.push(bg);
        if (bg && bg[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((under, top) => over(top, under), [255, 255, 255, 1]);
    };
    const covers = (shape: Element, x: number, y: number) => {
      const r = shape.getBoundingClientRect();
      if (x < r.left || x > r.right || y < r.top || y > r.bottom) return false;
      if (shape.tagName === 'rect') return true;
      // A circle or an ellipse: inside the ellipse its box bounds.
      const dx = (x - (r.left + r.width / 2)) / (r.width / 2);
      const dy = (y - (r.top + r.height / 2)) / (r.height / 2);
      return dx * dx + dy * dy <= 1;
    };

    const found: string[] = [];
    // The console's game pictures are decoration (the card's title names the game): WCAG
    // exempts text that is part of a picture, such as a slidey tile's number in its icon.
    for (const text of document.querySelectorAll('svg text:not(.game-icon *)')) {
      const svg = text.closest('svg') as SVGSVGElement;
      const box = text.getBoundingClientRect();
      const style = getComputedStyle(text);
      if (!text.textContent?.trim() || box.width === 0 || style.visibility === 'hidden') continue;
      if (opacityOf(text, svg) === 0) continue;
      const fill = rgba(style.fill);
      if (!fill) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const shapes = [...svg.querySelectorAll('rect, circle, ellipse')].filter(
        (shape) =>
          shape.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING &&
          !shape.closest('defs, pattern, clipPath, mask') &&
          covers(shape, x, y),
      );
      // A fill that is a pattern or a gradient (url(...)) cannot be judged here.
      if (shapes.some((shape) => getComputedStyle(shape).fill.startsWith('url('))) continue;
      let backdrop = pageBehind(svg);
      for (const shape of shapes) {
        const s = getComputedStyle(shape);
        const colour = rgba(s.fill);
        if (!colour || s.visibility === 'hidden') continue;
        colour[3] *= Number(s.fillOpacity) * opacityOf(shape, svg);
        backdrop = over(colour, backdrop);
      }
      fill[3] *= Number(style.fillOpacity) * opacityOf(text, svg);
      const shown = over(fill, backdrop);
      // The font size in screen pixels: the SVG scales its text.
      const scale = Math.abs((text as SVGGraphicsElement).getScreenCTM()?.a ?? 1);
      const px = Number.parseFloat(style.fontSize) * scale;
      const bold = Number(style.fontWeight) >= 700;
      const large = px >= 24 || (bold && px >= 18.66);
      const need = large ? 3 : 4.5;
      const got = ratio(shown, backdrop);
      if (got < need) {
        const hex = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(',')})`;
        found.push(
          `svg-text-contrast: "${text.textContent.trim().slice(0, 20)}" in ${svg.getAttribute('class') ?? 'svg'}: ${hex(shown)} on ${hex(backdrop)}, ${got.toFixed(2)} < ${need}`,
        );
      }
    }
    return found;
  });
}
