import { StoppedError, type TaskContext } from '../../core/task.ts';
import { HOLE, homeOf } from './board.ts';
import { solveExact } from './exact.ts';
import { neighbourLists } from './neighbours.ts';

/**
 * A solver for any board that always finishes, not optimal: the way people solve big boards.
 * While the unsolved part is larger than 3×3 it fills its top row (when at least as tall as
 * wide) or its left column, one tile at a time, each tile walked along a shortest path with the
 * hole brought round it, and the last two tiles of a line by the usual turn (the last-but-one
 * into the line's end, the last beside it, then both slid in). The last 3×3 or smaller part is
 * solved optimally from the exact table. A tile slid straight back is cancelled at the end.
 */
export function solveFast(
  width: number,
  height: number,
  start: readonly number[],
  context?: Pick<TaskContext, 'progress' | 'stopped'>,
): { moves: number[]; nodes: number } {
  const cells = width * height;
  const near = neighbourLists(width, height);
  const board = Int32Array.from(start);
  const where = new Int32Array(cells);
  board.forEach((t, c) => {
    where[t] = c;
  });
  const locked = new Uint8Array(cells);
  const moves: number[] = [];
  let nodes = 0;
  const prev = new Int32Array(cells);
  const queue = new Int32Array(cells);

  /** A shortest path of cells from `from` to `to` (both included) over free cells but `avoid`. */
  const route = (from: number, to: number, avoid: number): number[] => {
    prev.fill(-2);
    prev[from] = -1;
    let head = 0;
    let tail = 0;
    queue[tail++] = from;
    while (head < tail) {
      const c = queue[head++] as number;
      nodes++;
      if (c === to) break;
      for (const n of near[c] as number[]) {
        if (prev[n] !== -2 || locked[n] || n === avoid) continue;
        prev[n] = c;
        queue[tail++] = n;
      }
    }
    if (prev[to] === -2) throw new Error(`fast solver: no way from cell ${from} to ${to}`);
    const path: number[] = [];
    for (let c = to; c !== -1; c = prev[c] as number) path.push(c);
    return path.reverse();
  };

  const slideFrom = (cell: number) => {
    const hole = where[HOLE] as number;
    const t = board[cell] as number;
    board[hole] = t;
    where[t] = hole;
    board[cell] = HOLE;
    where[HOLE] = cell;
    moves.push(t);
  };
  const holeTo = (target: number, avoid: number) => {
    const path = route(where[HOLE] as number, target, avoid);
    for (let i = 1; i < path.length; i++) slideFrom(path[i] as number);
  };
  const tileTo = (tile: number, target: number) => {
    const path = route(where[tile] as number, target, -1);
    for (let i = 1; i < path.length; i++) {
      holeTo(path[i] as number, where[tile] as number);
      slideFrom(where[tile] as number);
    }
  };

  /**
   * Brings tiles a+1 and b+1, both inside `block`, home to a and b by moves of the hole inside
   * the block, found breadth-first over (tile a+1, tile b+1, hole) placements in it.
   */
  const finishInBlock = (a: number, b: number, block: number[]) => {
    const [tileA, tileB] = [a + 1, b + 1];
    locked[where[tileA] as number] = locked[where[tileB] as number] = 1;
    if (!block.includes(where[HOLE] as number)) holeTo(block[4] as number, -1);
    locked[where[tileA] as number] = locked[where[tileB] as number] = 0;
    const k = block.length;
    const key = (pa: number, pb: number, ph: number) => (pa * k + pb) * k + ph;
    const local = (c: number) => block.indexOf(c);
    const adjacent = block.map((c) => (near[c] as number[]).map(local).filter((i) => i >= 0));
    const from = new Map<number, [number, number]>();
    const start = key(
      local(where[tileA] as number),
      local(where[tileB] as number),
      local(where[HOLE] as number),
    );
    from.set(start, [-1, -1]);
    const todo = [start];
    let goal = -1;
    for (let q = 0; q < todo.length && goal < 0; q++) {
      const s = todo[q] as number;
      const [pa, pb, ph] = [Math.floor(s / (k * k)), Math.floor(s / k) % k, s % k];
      nodes++;
      for (const n of adjacent[ph] as number[]) {
        const next = key(n === pa ? ph : pa, n === pb ? ph : pb, n);
        if (from.has(next)) continue;
        from.set(next, [s, n]);
        if (Math.floor(next / k) === local(a) * k + local(b)) goal = next;
        todo.push(next);
      }
    }
    if (goal < 0) throw new Error('fast solver: the last two tiles of a line cannot be placed');
    const cellsSlid: number[] = [];
    for (let s = goal; s !== start; s = (from.get(s) as [number, number])[0]) {
      cellsSlid.push(block[(from.get(s) as [number, number])[1]] as number);
    }
    for (const c of cellsSlid.reverse()) slideFrom(c);
    locked[a] = locked[b] = 1;
  };

  /** Fills one line; `at(i, j)` is the cell i along it and j across (into the unsolved part). */
  const fillLine = (length: number, at: (i: number, j: number) => number) => {
    for (let i = 0; i < length - 2; i++) {
      const cell = at(i, 0);
      tileTo(cell + 1, cell);
      locked[cell] = 1;
    }
    const a = at(length - 2, 0);
    const b = at(length - 1, 0);
    if (board[a] === a + 1 && board[b] === b + 1) {
      locked[a] = locked[b] = 1;
      return;
    }
    const beside = at(length - 1, 1);
    tileTo(a + 1, b);
    const caught = where[HOLE] === a && board[at(length - 2, 1)] === b + 1;
    if (board[a] === b + 1 || caught) {
      // The last tile caught in (or next to the hole in) the last-but-one's cell, where only a
      // detour frees it. Both are in
      // the 2×3 block at the line's end; a small search there puts them home directly.
      finishInBlock(
        a,
        b,
        [0, 1, 2].flatMap((j) => [at(length - 2, j), at(length - 1, j)]),
      );
      return;
    }
    locked[b] = 1;
    tileTo(b + 1, beside);
    locked[beside] = 1;
    holeTo(a, -1);
    slideFrom(b);
    slideFrom(beside);
    locked[beside] = 0;
    locked[a] = 1;
  };

  let top = 0;
  let left = 0;
  const total = cells;
  while (height - top > 3 || width - left > 3) {
    if (context?.stopped()) throw new StoppedError();
    const [r, c] = [top, left];
    if (height - top >= width - left) {
      fillLine(width - left, (i, j) => (r + j) * width + c + i);
      top++;
    } else {
      fillLine(height - top, (i, j) => (r + i) * width + c + j);
      left++;
    }
    context?.progress(1 - ((height - top) * (width - left)) / total);
  }

  // The rest, relabelled as a small board of its own and solved from the exact table.
  const w = width - left;
  const h = height - top;
  const local: number[] = [];
  const globalTile: number[] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = board[(top + y) * width + left + x] as number;
      if (t === HOLE) {
        local.push(HOLE);
        continue;
      }
      const home = homeOf(t, cells);
      const label = (Math.floor(home / width) - top) * w + (home % width) - left + 1;
      local.push(label);
      globalTile[label] = t;
    }
  }
  const rest = solveExact(w, h, local);
  if (!rest) throw new Error('fast solver: the last part cannot be solved (bad parity)');
  nodes += rest.nodes;
  for (const label of rest.moves) slideFrom(where[globalTile[label] as number] as number);

  // A tile slid and straight back is two wasted moves.
  const out: number[] = [];
  for (const t of moves) {
    if (out.length > 0 && out[out.length - 1] === t) out.pop();
    else out.push(t);
  }
  return { moves: out, nodes };
}
