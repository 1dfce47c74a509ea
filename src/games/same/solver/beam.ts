import type { FastBoard } from './fast-board.ts';
import type { Line, NestedSearch } from './search.ts';

/**
 * A position in the beam: its cells, its non-empty columns, the points and moves to reach it,
 * and the best line known from it (`rest`, ending at the final score `value`).
 */
interface Node {
  readonly cells: Uint8Array;
  readonly columns: number;
  readonly score: number;
  readonly moves: number[];
  readonly rest: number[];
  readonly value: number;
}

/**
 * A child of a beam node, valued by the better of one playout from it and, for the child on
 * its parent's best line, the rest of that line.
 */
interface Candidate {
  parent: number;
  first: number;
  blob: number;
  value: number;
  rest: number[];
}

/**
 * Beam search with playouts (a level-1 nested search, widened): from each of the `width` best
 * positions at a depth, every move is tried and followed by one tabu-colour playout; the
 * `width` children whose lines end highest, distinct boards only, make the next depth. Each
 * position remembers the best line found from it, as a nested search does: the child that line
 * passes through is valued by it when its own playout does worse, so a position's value never
 * drops along its line, and the best line so far is always in the beam. Width 1 is thus a
 * level-1 nested search; wider beams keep many lines alive where a nested search must commit
 * to one. The best whole line any playout reached is the answer, passed to `found` each time it
 * improves; it stops early, with that line, once the search's `done()` says so.
 */
export function beamSearch(
  root: FastBoard,
  width: number,
  search: NestedSearch,
  points: (n: number) => number,
  found: (line: Line) => void,
): Line {
  const work = root.clone();
  const child = root.clone();
  let best: Line = { score: -1, moves: [] };
  let beam: Node[] = [
    { cells: root.cells.slice(), columns: root.columns, score: 0, moves: [], rest: [], value: -1 },
  ];
  while (beam.length > 0) {
    const candidates: Candidate[] = [];
    const labels: Int16Array[] = [];
    for (let p = 0; p < beam.length; p++) {
      const node = beam[p] as Node;
      work.cells.set(node.cells);
      work.columns = node.columns;
      const blobs = work.scan();
      labels.push(work.label.slice());
      for (let b = 0; b < blobs; b++) {
        const size = work.size[b] as number;
        if (size < 2) continue;
        child.copyFrom(work);
        child.label.set(work.label);
        child.remove(b);
        const gain = node.score + points(size);
        const first = work.first[b] as number;
        const playout = search.playout(child);
        let value = gain + playout.score;
        let rest = playout.moves;
        if (node.rest[0] === first && node.value > value) {
          value = node.value;
          rest = node.rest.slice(1);
        }
        candidates.push({ parent: p, first, blob: b, value, rest });
        if (value > best.score) {
          best = { score: value, moves: [...node.moves, first, ...rest] };
          found(best);
        }
        if (search.done()) return best;
      }
    }
    candidates.sort((a, b) => b.value - a.value);
    const next: Node[] = [];
    const seen = new Set<number>();
    for (const c of candidates) {
      if (next.length >= width) break;
      const node = beam[c.parent] as Node;
      work.cells.set(node.cells);
      work.columns = node.columns;
      work.label.set(labels[c.parent] as Int16Array);
      const size = countLabel(work, c.blob);
      work.remove(c.blob);
      const key = hash(work);
      if (seen.has(key)) continue;
      seen.add(key);
      next.push({
        cells: work.cells.slice(),
        columns: work.columns,
        score: node.score + points(size),
        moves: [...node.moves, c.first],
        rest: c.rest,
        value: c.value,
      });
    }
    beam = next;
  }
  return best;
}

/** The size of labelled blob `id`. */
function countLabel(board: FastBoard, id: number): number {
  let n = 0;
  const end = board.columns * board.stride;
  for (let i = 0; i < end; i++) if (board.cells[i] !== 0 && board.label[i] === id) n++;
  return n;
}

/** FNV-1a over the occupied cells: equal boards hash equal, so transpositions merge. */
function hash(board: FastBoard): number {
  let h = 0x811c9dc5;
  const end = board.columns * board.stride;
  for (let i = 0; i < end; i++) h = Math.imul(h ^ (board.cells[i] as number), 0x01000193);
  return h >>> 0;
}
