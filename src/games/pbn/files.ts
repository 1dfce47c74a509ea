import { formatNon, formatWebpbn } from './formats.ts';
import type { Puzzle } from './puzzle.ts';

export type FileFormat = 'non' | 'xml';

/** Saves a puzzle (clues, and its solution when known) as a .non or webpbn .xml file. */
export function savePuzzle(puzzle: Puzzle, format: FileFormat): void {
  const text = format === 'non' ? formatNon(puzzle) : formatWebpbn(puzzle);
  const type = format === 'non' ? 'text/plain' : 'application/xml';
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${puzzle.name.replace(/[^\w-]+/g, '_') || 'puzzle'}.${format}`;
  a.click();
  URL.revokeObjectURL(url);
}

/** The pixels of an image file, decoded by the browser (PNG, GIF, BMP, JPEG, WebP...). */
export async function imagePixels(file: File): Promise<ImageData> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('this browser cannot read images');
  g.drawImage(bitmap, 0, 0);
  bitmap.close();
  return g.getImageData(0, 0, canvas.width, canvas.height);
}
