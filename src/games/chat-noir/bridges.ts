import type { Board } from './board.ts';
import type { RaceWin } from './race.ts';

/**
 * Static wins for the blocker from walls with gaps, the bridges of Hex. Two open circles c1, c2
 * side by side whose two common neighbours are both blocked form a gap the cat can cross only by
 * stepping from one onto the other. When the cat steps onto one, blocking the other closes the
 * gap; so a wall whose only openings are such gaps holds, provided no circle lies in two of them
 * (the cat on it would open two at once). A gap's far circle may be on the edge: the cat never
 * reaches it, the answer blocks it first.
 * The blocker closes one gap a turn, or answers the cat stepping into one, so the cat is walled
 * in after as many blocks as the wall has gaps, whatever steps it takes.
 *
 * The check: the circles the cat reaches without crossing a gap; if none is on the edge, that is
 * the win. A wall with gaps needs about half the blocks of a solid one, which is how good players
 * trap the cat on an open 11×11 board, long before a race to close a solid wall could be won.
 */

/**
 * The gaps as pairs: `mate[c]` is the circle across c's gap, -1 when c is in none. A circle
 * in two gaps keeps only the last as its gap and the other stays an open way, so the cat on
 * it opens one gap at most: the wall found is weaker, never unsound.
 */
function gapMates(board: Board, blocked: Uint8Array, mate: Int32Array): void {
  const { n, nbr } = board;
  mate.fill(-1);
  for (let c = 0; c < n; c++) {
    if (blocked[c]) continue;
    for (let j = c * 6; j < c * 6 + 6; j++) {
      const d = nbr[j] as number;
      if (d > c && !blocked[d] && bothCommonBlocked(board, blocked, c, d)) {
        mate[c] = d;
        mate[d] = c;
      }
    }
  }
}

/** The two circles next to both c and d (neighbours of each other) are both blocked or missing. */
function bothCommonBlocked(board: Board, blocked: Uint8Array, c: number, d: number): boolean {
  const { nbr } = board;
  let common = 0;
  for (let i = c * 6; i < c * 6 + 6; i++) {
    const x = nbr[i] as number;
    if (x < 0 || x === d) continue;
    for (let j = d * 6; j < d * 6 + 6; j++) {
      if (nbr[j] !== x) continue;
      if (!blocked[x]) return false;
      common++;
    }
  }
  // A pair on the board's side has one common circle: the cat there is on the edge already.
  return common === 2;
}

const scratch = new Map<number, { mate: Int32Array; seen: Uint8Array; queue: Int32Array }>();

/** The blocker's sure win by a wall with gaps (the blocker to move, the cat on `cat`), or null. */
export function bridgeWin(board: Board, blocked: Uint8Array, cat: number): RaceWin | null {
  const { n, nbr, edge } = board;
  let s = scratch.get(n);
  if (!s) {
    s = { mate: new Int32Array(n), seen: new Uint8Array(n), queue: new Int32Array(n) };
    scratch.set(n, s);
  }
  const { mate, seen, queue } = s;
  gapMates(board, blocked, mate);
  seen.fill(0);
  seen[cat] = 1;
  queue[0] = cat;
  let tail = 1;
  for (let h = 0; h < tail; h++) {
    const a = queue[h] as number;
    if (edge[a]) return null;
    for (let j = a * 6; j < a * 6 + 6; j++) {
      const b = nbr[j] as number;
      if (b < 0 || blocked[b] || seen[b] || mate[a] === b) continue;
      seen[b] = 1;
      queue[tail++] = b;
    }
  }
  // The gaps the wall needs: one side reached, the other not. The cat standing in one forces
  // the answer; else the gap nearest the cat (first reached) is closed first.
  let gaps = 0;
  let block = -1;
  for (let h = 0; h < tail; h++) {
    const a = queue[h] as number;
    const d = mate[a] as number;
    if (d < 0 || seen[d]) continue;
    gaps++;
    if (block < 0 || a === cat) block = d;
  }
  return gaps > 0 ? { blocks: gaps, block } : null;
}
