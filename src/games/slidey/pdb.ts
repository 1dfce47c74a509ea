import { StoppedError } from '../../core/task.ts';
import { homeOf } from './board.ts';
import { neighbourLists } from './neighbours.ts';

/**
 * Additive pattern databases (Korf & Felner): for a group of tiles, the fewest moves *of those
 * tiles* that bring them home from any placement, the other tiles unlabelled. Moves of other
 * tiles are free, so the groups' values add up to a lower bound on the whole solution.
 *
 * A placement is indexed by its cells, 4 bits a tile (`cell_k << 4k`), so an index changes by
 * `(to - from) << 4k` when tile k moves and the search updates it in one addition. The search
 * runs breadth-first over (placement, region of the hole): the hole's moves among unlabelled
 * cells cost nothing, so a whole region is reached at once; a 16-bit mask per placement records
 * which hole cells were reached and a second which regions were expanded (boards of at most 16
 * cells).
 */
export const PDB_VERSION = 1;

export interface PdbSpec {
  readonly width: number;
  readonly height: number;
  /** Tile numbers in each group; together every tile once. */
  readonly groups: readonly (readonly number[])[];
}

/** The 6-6-3 partition of the 15-puzzle (Korf & Felner 2002); rows of six elsewhere. */
export function pdbSpec(width: number, height: number): PdbSpec {
  if (width === 4 && height === 4) {
    return {
      width,
      height,
      groups: [
        [1, 5, 6, 9, 10, 13],
        [7, 8, 11, 12, 14, 15],
        [2, 3, 4],
      ],
    };
  }
  const tiles = Array.from({ length: width * height - 1 }, (_, i) => i + 1);
  const groups: number[][] = [];
  for (let i = 0; i < tiles.length; i += 6) groups.push(tiles.slice(i, i + 6));
  return { width, height, groups };
}

export const pdbKey = (spec: PdbSpec) =>
  `slidey-pdb-v${PDB_VERSION}-${spec.width}x${spec.height}-${spec.groups.map((g) => g.join('.')).join('-')}`;

class Queue {
  data = new Uint32Array(1 << 16);
  length = 0;
  push(v: number) {
    if (this.length === this.data.length) {
      const bigger = new Uint32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = v;
  }
}

/**
 * One group's database. `progress` gets the share of placements reached so far (each is reached
 * once); `stopped` is polled between levels and every 65,536 expansions.
 */
export function buildPdb(
  width: number,
  height: number,
  group: readonly number[],
  progress: (done: number) => void = () => {},
  stopped: () => boolean = () => false,
): Uint8Array {
  const cells = width * height;
  if (cells > 16) throw new Error('pattern databases need boards of at most 16 cells');
  const k = group.length;
  const table = new Uint8Array(1 << (4 * k)).fill(255);
  /** Hole cells queued (or inside a region already expanded), and those expanded, a placement. */
  const seen = new Uint16Array(1 << (4 * k));
  const done = new Uint16Array(1 << (4 * k));
  const near = neighbourLists(width, height);
  let total = 1;
  for (let i = 0; i < k; i++) total *= cells - i;

  const occ = new Int8Array(cells);
  const stack = new Int32Array(cells);
  const region = new Int32Array(cells);
  const decode = (idx: number) => {
    occ.fill(-1);
    for (let s = 0; s < k; s++) occ[(idx >>> (4 * s)) & 15] = s;
  };
  /** Fills `region` with the unlabelled cells reachable from `from`; returns their count and mask. */
  let regionMask = 0;
  const flood = (from: number, out: Int32Array) => {
    let top = 0;
    let count = 0;
    regionMask = 1 << from;
    stack[top++] = from;
    while (top > 0) {
      const c = stack[--top] as number;
      out[count++] = c;
      for (const n of near[c] as number[]) {
        if (occ[n] === -1 && !(regionMask & (1 << n))) {
          regionMask |= 1 << n;
          stack[top++] = n;
        }
      }
    }
    return count;
  };

  let start = 0;
  for (let s = 0; s < k; s++) start += homeOf(group[s] as number, cells) * 2 ** (4 * s);
  table[start] = 0;
  seen[start] = 1 << (cells - 1);
  let reached = 1;
  let current = new Queue();
  current.push(start * 16 + cells - 1);
  const shift = Array.from({ length: k }, (_, s) => 2 ** (4 * s));
  let expansions = 0;
  for (let depth = 0; current.length > 0; depth++) {
    if (stopped()) throw new StoppedError();
    const next = new Queue();
    for (let q = 0; q < current.length; q++) {
      if ((++expansions & 0xffff) === 0 && stopped()) throw new StoppedError();
      const entry = current.data[q] as number;
      const idx = entry >>> 4;
      const blank = entry & 15;
      // A region is queued once for each cell the hole enters it by; the first one expands it.
      if ((done[idx] as number) & (1 << blank)) continue;
      decode(idx);
      const size = flood(blank, region);
      done[idx] = (done[idx] as number) | regionMask;
      seen[idx] = (seen[idx] as number) | regionMask;
      for (let r = 0; r < size; r++) {
        const c = region[r] as number;
        for (const n of near[c] as number[]) {
          const s = occ[n] as number;
          if (s === -1) continue;
          // Tile s slides from n into the hole at c.
          const child = idx + (c - n) * (shift[s] as number);
          const mask = seen[child] as number;
          if (mask & (1 << n)) continue;
          if (mask === 0) {
            table[child] = depth + 1;
            reached++;
          }
          seen[child] = mask | (1 << n);
          next.push(child * 16 + n);
        }
      }
    }
    progress(reached / total);
    current = next;
  }
  return table;
}
