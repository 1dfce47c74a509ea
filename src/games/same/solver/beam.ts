import type { FastBoard } from './fast-board.ts';
import type { Line, NestedSearch } from './search.ts';

/** A position in the beam: its cells, its non-empty columns, the points and moves to reach it. */
interface Node {
  readonly cells: Uint8Array;
  readonly columns: number;
  readonly score: number;
  readonly moves: number[];
}

/** A child of a beam node, valued by its points so far plus one playout from it. */
interface Candidate {
  parent: number;
  first: number;
  blob: number;
  value: number;
}

/**
 * Beam search with playouts (a level-1 nested search, widened): from each of the `width` best
 * positions at a depth, every move is tried and followed by one tabu-colour playout; the
 * `width` children whose playout lines end highest, distinct boards only, make the next depth,
 * and the child the best line so far passes through is always among them. Width 1 is thus a
 * level-1 nested search; wider beams keep several lines alive where a nested search must commit
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
  let beam: Node[] = [{ cells: root.cells.slice(), columns: root.columns, score: 0, moves: [] }];
  // The beam node the best line passes through (-1: none), so that its next node is kept: with
  // width 1 the search is then exactly a level-1 nested search.
  let onBest = 0;
  for (let depth = 0; beam.length > 0; depth++) {
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
        const rest = search.playout(child);
        const value = gain + rest.score;
        candidates.push({ parent: p, first, blob: b, value });
        if (value > best.score) {
          best = { score: value, moves: [...node.moves, first, ...rest.moves] };
          onBest = p;
          found(best);
        }
        if (search.done()) return best;
      }
    }
    candidates.sort((a, b) => b.value - a.value);
    const kept = candidates.findIndex((c) => c.parent === onBest && c.first === best.moves[depth]);
    if (kept > 0) candidates.unshift(...candidates.splice(kept, 1));
    onBest = kept >= 0 ? 0 : -1;
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
