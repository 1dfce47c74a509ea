/** Cell values of the solver's grids: typed arrays of these, not the player's text marks. */
export const U = 0;
export const F = 1;
export const E = 2;

/**
 * The exact line solver: which cells of a line every placement of its blocks fills, or leaves
 * empty, given the cells known so far. It is the same as intersecting every placement (PLT's
 * enumeration), but counted by dynamic programming in O(length × blocks): `fwd[j][i]` says
 * whether the first j blocks fit in cells [0,i), `bwd[j][i]` whether blocks j.. fit in [i,n).
 * Returns the completed line, or null when no placement fits (a contradiction).
 */
export function solveLine(
  clue: ArrayLike<number>,
  cells: ArrayLike<number>,
  n: number,
): Uint8Array | null {
  const k = clue.length;
  const stride = n + 1;
  const fwd = new Uint8Array((k + 1) * stride);
  const bwd = new Uint8Array((k + 1) * stride);
  // empties[i]: empty cells in [0,i), so "no empty cell in [s,e)" is one subtraction.
  const empties = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) empties[i + 1] = (empties[i] as number) + (cells[i] === E ? 1 : 0);
  fwd[0] = 1;
  for (let i = 1; i <= n && cells[i - 1] !== F; i++) fwd[i] = 1;
  for (let j = 1; j <= k; j++) {
    const b = clue[j - 1] as number;
    const row = j * stride;
    for (let i = 0; i <= n; i++) {
      let v = i > 0 && cells[i - 1] !== F && fwd[row + i - 1] === 1;
      if (!v && i >= b) {
        const s = i - b;
        if (empties[i] === empties[s]) {
          v =
            j === 1
              ? fwd[s] === 1
              : s >= 1 && cells[s - 1] !== F && fwd[row - stride + s - 1] === 1;
        }
      }
      fwd[row + i] = v ? 1 : 0;
    }
  }
  if (fwd[k * stride + n] !== 1) return null;
  const last = k * stride;
  bwd[last + n] = 1;
  for (let i = n - 1; i >= 0 && cells[i] !== F; i--) bwd[last + i] = 1;
  for (let j = k - 1; j >= 0; j--) {
    const b = clue[j] as number;
    const row = j * stride;
    for (let i = n; i >= 0; i--) {
      let v = i < n && cells[i] !== F && bwd[row + i + 1] === 1;
      if (!v && i + b <= n) {
        const e = i + b;
        if (empties[e] === empties[i]) {
          v =
            j === k - 1
              ? bwd[last + e] === 1
              : e < n && cells[e] !== F && bwd[row + stride + e + 1] === 1;
        }
      }
      bwd[row + i] = v ? 1 : 0;
    }
  }
  const out = new Uint8Array(n);
  // A cell can be empty when some split puts blocks 0..j-1 before it and j.. after it.
  for (let i = 0; i < n; i++) {
    if (cells[i] === F) continue;
    for (let j = 0; j <= k; j++) {
      if (fwd[j * stride + i] === 1 && bwd[j * stride + i + 1] === 1) {
        out[i] = E;
        break;
      }
    }
  }
  // A cell can be filled when some placement of a block covers it: marked by a difference array.
  const cover = new Int32Array(n + 1);
  for (let j = 0; j < k; j++) {
    const b = clue[j] as number;
    for (let s = 0; s + b <= n; s++) {
      const e = s + b;
      if (empties[e] !== empties[s]) continue;
      const before =
        j === 0 ? fwd[s] === 1 : s >= 1 && cells[s - 1] !== F && fwd[j * stride + s - 1] === 1;
      if (!before) continue;
      const after =
        j === k - 1
          ? bwd[last + e] === 1
          : e < n && cells[e] !== F && bwd[(j + 1) * stride + e + 1] === 1;
      if (!after) continue;
      (cover[s] as number)++;
      (cover[e] as number)--;
    }
  }
  let run = 0;
  for (let i = 0; i < n; i++) {
    run += cover[i] as number;
    const canEmpty = out[i] === E;
    const canFill = run > 0;
    if (canFill && canEmpty) out[i] = U;
    else if (canFill) out[i] = F;
    else if (!canEmpty) return null;
  }
  return out;
}

/** Lines up to this long have a number key (3^33 < 2^53); longer ones a string key. */
export const NUMBER_KEY_MAX = 33;

/**
 * The line solver behind a cache: lines recur (the same clue meets the same known cells again
 * across a search and its probes), so their results are kept, one map per clue, keyed by the
 * known cells read as a base-3 number (a string past 33 cells), up to `limit` entries in all.
 * Number keys matter: building and hashing a string key cost more than half the solve time.
 */
export class LineCache {
  private readonly byNumber = new Map<string, Map<number, Uint8Array | null>>();
  private readonly byText = new Map<string, Uint8Array | null>();
  private size = 0;
  hits = 0;
  misses = 0;
  constructor(private readonly limit = 2_000_000) {}

  /** The map for one clue, to pass back to `solve` (looked up once per line, not per call). */
  table(clueKey: string): Map<number, Uint8Array | null> {
    let t = this.byNumber.get(clueKey);
    if (!t) {
      t = new Map();
      this.byNumber.set(clueKey, t);
    }
    return t;
  }

  solve(
    clueKey: string,
    clue: ArrayLike<number>,
    cells: Uint8Array,
    n: number,
    table: Map<number, Uint8Array | null> = this.table(clueKey),
  ): Uint8Array | null {
    if (n > NUMBER_KEY_MAX) return this.solveText(clueKey, clue, cells, n);
    let key = 0;
    for (let i = n - 1; i >= 0; i--) key = key * 3 + (cells[i] as number);
    const found = table.get(key);
    if (found !== undefined) {
      this.hits++;
      return found;
    }
    this.misses++;
    const out = solveLine(clue, cells, n);
    this.remember();
    table.set(key, out);
    return out;
  }

  private solveText(clueKey: string, clue: ArrayLike<number>, cells: Uint8Array, n: number) {
    let key = clueKey;
    for (let i = 0; i < n; i++) key += cells[i];
    const found = this.byText.get(key);
    if (found !== undefined) {
      this.hits++;
      return found;
    }
    this.misses++;
    const out = solveLine(clue, cells, n);
    this.remember();
    this.byText.set(key, out);
    return out;
  }

  /** Counts an entry; past the limit everything is forgotten (tables stay, emptied). */
  private remember() {
    if (++this.size <= this.limit) return;
    for (const t of this.byNumber.values()) t.clear();
    this.byText.clear();
    this.size = 1;
  }
}
