/**
 * The board's geometry, shared by the rules, the solver and the automatic player: cells are
 * numbered row-major from the top left, and each has up to eight neighbours.
 */

const cache = new Map<number, readonly Int32Array[]>();

/** Each cell's neighbours, in reading order; computed once per board size. */
export function neighbourTable(width: number, height: number): readonly Int32Array[] {
  const key = width * 1000 + height;
  let table = cache.get(key);
  if (!table) {
    table = Array.from({ length: width * height }, (_, i) => {
      const x = i % width;
      const y = Math.floor(i / width);
      const out: number[] = [];
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if ((dx || dy) && nx >= 0 && nx < width && ny >= 0 && ny < height) {
            out.push(ny * width + nx);
          }
        }
      }
      return Int32Array.from(out);
    });
    cache.set(key, table);
  }
  return table;
}

/** `5.12`: column then row, both from 1, as a player reads a board. */
export const cellName = (width: number, cell: number): string =>
  `${(cell % width) + 1}.${Math.floor(cell / width) + 1}`;
