import type { Settings } from './eval.ts';
import { cssColour, type Expr } from './expr.ts';
import { draw, type Shape } from './visible.ts';

/** Outline colour: PLT draws black cubes with a white pen, the rest with a black one. */
export const penOf = (colour: Shape['colour']) => (colour === 'black' ? '#fff' : '#000');

const points = (face: readonly (readonly [number, number])[]) =>
  face.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(' ');

export const facePoints = points;

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] as string,
  );

/** A cube as a standalone SVG document (for Export), drawn as PLT draws its cells. */
export function svgMarkup(expr: Expr, name: string | null, settings: Settings, size = 600): string {
  const body = draw(expr, settings, size)
    .map((s) => {
      const fill = cssColour(s.colour) ?? 'none';
      const stroke = cssColour(s.colour) === null ? 'none' : penOf(s.colour);
      if (s.kind === 'circle') {
        return `<ellipse cx="${(s.x + s.w / 2).toFixed(2)}" cy="${(s.y + s.h / 2).toFixed(2)}" rx="${(s.w / 2).toFixed(2)}" ry="${(s.h / 2).toFixed(2)}" fill="${fill}" stroke="${stroke}"/>`;
      }
      return s.faces
        .map((f) => `<polygon points="${points(f)}" fill="${fill}" stroke="${stroke}"/>`)
        .join('');
    })
    .join('');
  const label = name
    ? `<text x="${size - 4}" y="${Math.round(size / 25) + 4}" text-anchor="end" font-family="sans-serif" font-size="${Math.round(size / 25)}">${escapeXml(name)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect x="0.5" y="0.5" width="${size - 1}" height="${size - 1}" fill="#bebebe" stroke="#000"/>${body}${label}</svg>`;
}

/** A file name from a cube's name. */
export const fileStem = (name: string | null) =>
  (name ?? 'cube').replace(/[^a-zA-Z0-9_-]+/g, '_').replace(/^_+|_+$/g, '') || 'cube';
