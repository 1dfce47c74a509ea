import { neighbourTable } from './grid.ts';

/** Each cell's number of neighbouring mines (`mine[i]` is 1 for a mine). */
export function mineCounts(width: number, height: number, mine: Uint8Array): Int8Array {
  const around = neighbourTable(width, height);
  const out = new Int8Array(width * height);
  for (let i = 0; i < out.length; i++) {
    let n = 0;
    for (const j of around[i] as Int32Array) n += mine[j] as number;
    out[i] = n;
  }
  return out;
}

/**
 * Opens `start` (not a mine) and, as PLT does, every neighbour of each opened 0 in turn,
 * whatever covers it: a flag next to a 0 is wrong anyway. `isOpen` and `open` read and write
 * the caller's board. Returns the cells it opened.
 */
export function floodOpen(
  width: number,
  height: number,
  counts: Int8Array,
  start: number,
  isOpen: (cell: number) => boolean,
  open: (cell: number, count: number) => void,
): number[] {
  const around = neighbourTable(width, height);
  if (isOpen(start)) return [];
  const opened = [start];
  open(start, counts[start] as number);
  for (let h = 0; h < opened.length; h++) {
    const cell = opened[h] as number;
    if (counts[cell] !== 0) continue;
    for (const j of around[cell] as Int32Array) {
      if (isOpen(j)) continue;
      open(j, counts[j] as number);
      opened.push(j);
    }
  }
  return opened;
}
