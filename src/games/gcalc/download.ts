import type { Settings } from './eval.ts';
import type { Expr } from './expr.ts';
import { fileStem, svgMarkup } from './picture.ts';

/** Hands a file to the browser's downloads. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function exportSvg(expr: Expr, name: string | null, settings: Settings): void {
  download(
    new Blob([svgMarkup(expr, name, settings)], { type: 'image/svg+xml' }),
    `${fileStem(name)}.svg`,
  );
}

/** The SVG drawn on a canvas, 600 px as PLT's Show window. */
export function exportPng(expr: Expr, name: string | null, settings: Settings, size = 600): void {
  const img = new Image();
  const url = URL.createObjectURL(
    new Blob([svgMarkup(expr, name, settings, size)], { type: 'image/svg+xml' }),
  );
  img.onload = () => {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    canvas.getContext('2d')?.drawImage(img, 0, 0);
    URL.revokeObjectURL(url);
    canvas.toBlob((blob) => {
      if (blob) download(blob, `${fileStem(name)}.png`);
    }, 'image/png');
  };
  img.src = url;
}
