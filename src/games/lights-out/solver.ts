/**
 * Lights Out is linear over GF(2): pressing a cell twice undoes it and the order of presses does
 * not matter, so a press set x clears board b exactly when A·x = b, where column j of the press
 * matrix A holds the cells that pressing j toggles. Sets of cells are bitsets in Uint32Array
 * words, so a row operation on a 100-cell board is a handful of word XORs.
 */

/** Every solution is `particular` XOR some combination of the null-space basis vectors. */
interface SolutionSpace {
  particular: Uint32Array;
  nullBasis: Uint32Array[];
}

function wordCount(bits: number): number {
  return (bits + 31) >>> 5;
}

function hasBit(set: Uint32Array, bit: number): boolean {
  return (((set[bit >>> 5] as number) >>> (bit & 31)) & 1) === 1;
}

function setBit(set: Uint32Array, bit: number): void {
  set[bit >>> 5] = (set[bit >>> 5] as number) | (1 << (bit & 31));
}

function xorInto(target: Uint32Array, source: Uint32Array): void {
  for (let w = 0; w < target.length; w++) {
    target[w] = (target[w] as number) ^ (source[w] as number);
  }
}

function popCount(set: Uint32Array): number {
  let count = 0;
  for (const word of set) {
    let v = word;
    for (; v !== 0; count++) v &= v - 1;
  }
  return count;
}

/**
 * For press sets of equal size, the sorted index list that is lexicographically smaller is the
 * one holding the lowest cell where the two sets differ.
 */
function isLexSmaller(a: Uint32Array, b: Uint32Array): boolean {
  for (let w = 0; w < a.length; w++) {
    const diff = (a[w] as number) ^ (b[w] as number);
    if (diff !== 0) return ((a[w] as number) & diff & -diff) !== 0;
  }
  return false;
}

function checkBoard(size: number, lights: readonly boolean[]): void {
  if (!Number.isInteger(size) || size < 1) {
    throw new Error(`Lights Out size must be a positive integer, got ${size}`);
  }
  if (lights.length !== size * size) {
    throw new Error(
      `Lights Out board of size ${size} needs ${size * size} cells, got ${lights.length}`,
    );
  }
}

/** Reduces [A | b] to reduced row echelon form; null when the board cannot be cleared. */
function solutionSpace(size: number, lights: readonly boolean[]): SolutionSpace | null {
  checkBoard(size, lights);
  const cells = size * size;
  // Bit `cells` of each row is the augmented column b.
  const rows: Uint32Array[] = [];
  for (let cell = 0; cell < cells; cell++) {
    const row = new Uint32Array(wordCount(cells + 1));
    // A is symmetric (j toggles i iff i toggles j), so row i lists i and its neighbours.
    const r = Math.floor(cell / size);
    const c = cell % size;
    setBit(row, cell);
    if (r > 0) setBit(row, cell - size);
    if (r < size - 1) setBit(row, cell + size);
    if (c > 0) setBit(row, cell - 1);
    if (c < size - 1) setBit(row, cell + 1);
    if (lights[cell]) setBit(row, cells);
    rows.push(row);
  }

  const pivotCols: number[] = [];
  const freeCols: number[] = [];
  for (let col = 0; col < cells; col++) {
    const rank = pivotCols.length;
    const found = rows.findIndex((row, i) => i >= rank && hasBit(row, col));
    if (found < 0) {
      freeCols.push(col);
      continue;
    }
    const pivot = rows[found] as Uint32Array;
    rows[found] = rows[rank] as Uint32Array;
    rows[rank] = pivot;
    for (const [i, row] of rows.entries()) {
      if (i !== rank && hasBit(row, col)) xorInto(row, pivot);
    }
    pivotCols.push(col);
  }

  // The rows below the rank read 0 = b-bit, so any lit b-bit there is a contradiction.
  if (rows.slice(pivotCols.length).some((row) => hasBit(row, cells))) return null;

  const particular = new Uint32Array(wordCount(cells));
  for (const [i, col] of pivotCols.entries()) {
    if (hasBit(rows[i] as Uint32Array, cells)) setBit(particular, col);
  }
  // Setting one free variable to 1 forces each pivot variable to that free column's entry.
  const nullBasis = freeCols.map((free) => {
    const vector = new Uint32Array(wordCount(cells));
    setBit(vector, free);
    for (const [i, col] of pivotCols.entries()) {
      if (hasBit(rows[i] as Uint32Array, free)) setBit(vector, col);
    }
    return vector;
  });
  return { particular, nullBasis };
}

/**
 * The presses (cell indices, ascending) of a solution with the fewest presses, or null when the
 * board cannot be turned all off.
 */
export function solve(size: number, lights: readonly boolean[]): number[] | null {
  const space = solutionSpace(size, lights);
  if (space === null) return null;
  const { particular, nullBasis } = space;

  // Gray code order changes one basis vector per step, so each candidate costs a single XOR.
  const current = particular.slice();
  let best = particular.slice();
  let bestCount = popCount(best);
  for (let step = 1; step < 2 ** nullBasis.length; step++) {
    const flipped = 31 - Math.clz32(step & -step);
    xorInto(current, nullBasis[flipped] as Uint32Array);
    const count = popCount(current);
    if (count < bestCount || (count === bestCount && isLexSmaller(current, best))) {
      best = current.slice();
      bestCount = count;
    }
  }

  const presses: number[] = [];
  for (let cell = 0; cell < size * size; cell++) {
    if (hasBit(best, cell)) presses.push(cell);
  }
  return presses;
}

/**
 * How many distinct press sets turn the board off (0 when unsolvable): 2^(nullity) for solvable
 * boards.
 */
export function countSolutions(size: number, lights: readonly boolean[]): number {
  const space = solutionSpace(size, lights);
  return space === null ? 0 : 2 ** space.nullBasis.length;
}
