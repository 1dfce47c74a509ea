/** Cell values of the solver's grids: typed arrays of these, not the player's text marks. */
export const U = 0;
export const F = 1;
export const E = 2;

/** Work arrays of the line solver, grown as needed and reused: a search solves lines by the
 * hundred thousand, and fresh arrays for each cost a tenth of its time in collection. */
let fwd = new Uint8Array(0);
let bwd = new Uint8Array(0);
let empties = new Int32Array(0);
let cover = new Int32Array(0);

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
  const out = new Uint8Array(n);
  return solveLineInto(clue, cells, n, out) ? out : null;
}

/** `solveLine` writing the completed line into `out`; false on a contradiction. */
export function solveLineInto(
  clue: ArrayLike<number>,
  cells: ArrayLike<number>,
  n: number,
  out: Uint8Array,
): boolean {
  const k = clue.length;
  const stride = n + 1;
  if (fwd.length < (k + 1) * stride) {
    fwd = new Uint8Array(2 * (k + 1) * stride);
    bwd = new Uint8Array(fwd.length);
  }
  if (empties.length < n + 1) {
    empties = new Int32Array(2 * (n + 1));
    cover = new Int32Array(empties.length);
  }
  return solveWith(clue, cells, n, out, fwd, bwd, empties, cover);
}

/** The solver proper, its work arrays as arguments (module variables read in its loops cost 3×). */
function solveWith(
  clue: ArrayLike<number>,
  cells: ArrayLike<number>,
  n: number,
  out: Uint8Array,
  fwd: Uint8Array,
  bwd: Uint8Array,
  empties: Int32Array,
  cover: Int32Array,
): boolean {
  const k = clue.length;
  const stride = n + 1;
  // empties[i]: empty cells in [0,i), so "no empty cell in [s,e)" is one subtraction.
  empties[0] = 0;
  for (let i = 0; i < n; i++) empties[i + 1] = (empties[i] as number) + (cells[i] === E ? 1 : 0);
  fwd.fill(0, 0, stride);
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
  if (fwd[k * stride + n] !== 1) return false;
  const last = k * stride;
  bwd.fill(0, last, last + stride);
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
  // A cell can be empty when some split puts blocks 0..j-1 before it and j.. after it.
  for (let i = 0; i < n; i++) {
    out[i] = U;
    if (cells[i] === F) continue;
    for (let j = 0; j <= k; j++) {
      if (fwd[j * stride + i] === 1 && bwd[j * stride + i + 1] === 1) {
        out[i] = E;
        break;
      }
    }
  }
  // A cell can be filled when some placement of a block covers it: marked by a difference array.
  cover.fill(0, 0, n + 1);
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
    else if (!canEmpty) return false;
  }
  return true;
}
