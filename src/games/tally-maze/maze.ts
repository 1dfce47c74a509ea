/**
 * PLT Tally Maze's numbering of mazes: an exact bijection between the integers below
 * `mazeCount(W, H)` and W×H mazes, as PLT builds it with Racket's `data/enumerate` (spec §19), so
 * that "Board #N" here is the same maze as PLT's board N.
 *
 * A maze of a rectangle wider and taller than one cell is a split point (ulW, ulH), the arm of
 * the wall cross that has no door (`missing`: 0 left, 1 top, 2 right, 3 bottom), a door position
 * in each other arm, and four sub-mazes (upper left, upper right, lower left, lower right).
 * Racket decodes it as a dependent pair whose head is the list [missing, ulH − 1, ulW − 1] and
 * whose tail is the list [arms, UL, UR, LL, LR]; lists split in halves and join by the finite
 * pair, which puts the smaller component in the low digits.
 */

export interface MazeNode {
  readonly ulW: number;
  readonly ulH: number;
  /** The arm with no door: 0 left, 1 top, 2 right, 3 bottom. */
  readonly missing: number;
  /** Door position in the left, top, right and bottom arms; null for the missing arm. */
  readonly doors: readonly (number | null)[];
  /** Upper left, upper right, lower left, lower right; null for one-cell-wide rectangles. */
  readonly parts: readonly (MazeNode | null)[];
}

/** Mazes of one cell's width or height have no inner walls: exactly one, no structure. */
export type Maze = MazeNode | null;

/** The widest and tallest mazes the game offers (PLT: 12×12 only). */
export const MAX_SIDE = 30;

const counts = new Map<number, bigint>();
const key = (w: number, h: number) => w * 1024 + h;

/** e3 of four numbers: the sum of the products of three, one per choice of the missing arm. */
const e3 = (a: bigint, b: bigint, c: bigint, d: bigint) =>
  a * b * c + a * b * d + a * c * d + b * c * d;

/** The number of W×H mazes, memoised per size. */
export function mazeCount(w: number, h: number): bigint {
  checkSize(w, h);
  return count(w, h);
}

function count(w: number, h: number): bigint {
  if (w === 1 || h === 1) return 1n;
  const known = counts.get(key(w, h));
  if (known !== undefined) return known;
  let total = 0n;
  for (let ulW = 1; ulW < w; ulW++) {
    for (let ulH = 1; ulH < h; ulH++) {
      const lrW = w - ulW;
      const lrH = h - ulH;
      const subs = count(ulW, ulH) * count(lrW, ulH) * count(ulW, lrH) * count(lrW, lrH);
      total += subs * e3(BigInt(ulW), BigInt(ulH), BigInt(lrW), BigInt(lrH));
    }
  }
  counts.set(key(w, h), total);
  return total;
}

export function checkSize(w: number, h: number): void {
  for (const [name, v] of [
    ['width', w],
    ['height', h],
  ] as const) {
    if (!Number.isInteger(v) || v < 1 || v > MAX_SIDE) {
      throw new RangeError(`the ${name} must be a whole number from 1 to ${MAX_SIDE}, not ${v}`);
    }
  }
}

const product = (sizes: readonly bigint[]) => sizes.reduce((a, b) => a * b, 1n);

/**
 * Racket's list of finite enumerations: split at ⌊k/2⌋, each half a list, joined by the finite
 * pair; returns each component's index.
 */
export function decodeList(sizes: readonly bigint[], n: bigint): bigint[] {
  if (sizes.length === 0) return [];
  if (sizes.length === 1) return [n];
  const half = sizes.length >> 1;
  const left = sizes.slice(0, half);
  const right = sizes.slice(half);
  const [l, r] = decodePair(product(left), product(right), n);
  return [...decodeList(left, l), ...decodeList(right, r)];
}

export function encodeList(sizes: readonly bigint[], parts: readonly bigint[]): bigint {
  if (sizes.length === 0) return 0n;
  if (sizes.length === 1) return parts[0] as bigint;
  const half = sizes.length >> 1;
  const left = sizes.slice(0, half);
  const right = sizes.slice(half);
  return encodePair(
    product(left),
    product(right),
    encodeList(left, parts.slice(0, half)),
    encodeList(right, parts.slice(half)),
  );
}

/** The finite pair: the smaller component varies fastest (ties: the first). */
function decodePair(s1: bigint, s2: bigint, n: bigint): [bigint, bigint] {
  const m = s1 < s2 ? s1 : s2;
  const q = n / m;
  const r = n % m;
  return s1 <= s2 ? [r, q] : [q, r];
}

function encodePair(s1: bigint, s2: bigint, a: bigint, b: bigint): bigint {
  return s1 <= s2 ? b * s1 + a : a * s2 + b;
}

/** One head value of the dependent pair, in Racket's order of head indices. */
interface Head {
  readonly ulW: number;
  readonly ulH: number;
  readonly missing: number;
  readonly armSizes: readonly bigint[];
  readonly tailSizes: readonly bigint[];
}

interface Blocks {
  readonly heads: readonly Head[];
  /** `starts[i]`: the first index of head i's block; `starts[heads.length]` the count. */
  readonly starts: readonly bigint[];
}

const blockCache = new Map<number, Blocks>();

function headOf(w: number, h: number, i: number): Head {
  const [missing, ulH1, ulW1] = decodeList([4n, BigInt(h - 1), BigInt(w - 1)], BigInt(i)).map(
    Number,
  ) as [number, number, number];
  const ulW = ulW1 + 1;
  const ulH = ulH1 + 1;
  const lrW = w - ulW;
  const lrH = h - ulH;
  const armSizes = [ulW, ulH, lrW, lrH].map((s, arm) => (arm === missing ? 1n : BigInt(s)));
  const tailSizes = [
    product(armSizes),
    count(ulW, ulH),
    count(lrW, ulH),
    count(ulW, lrH),
    count(lrW, lrH),
  ];
  return { ulW, ulH, missing, armSizes, tailSizes };
}

function blocksOf(w: number, h: number): Blocks {
  const known = blockCache.get(key(w, h));
  if (known) return known;
  const heads: Head[] = [];
  const starts: bigint[] = [0n];
  for (let i = 0; i < 4 * (w - 1) * (h - 1); i++) {
    const head = headOf(w, h, i);
    heads.push(head);
    starts.push((starts[i] as bigint) + product(head.tailSizes));
  }
  const blocks = { heads, starts };
  blockCache.set(key(w, h), blocks);
  return blocks;
}

/** Maze number `n` of the W×H mazes, as PLT's `decode-maze`. */
export function decodeMaze(w: number, h: number, n: bigint): Maze {
  checkIndex(w, h, n);
  return decode(w, h, n);
}

export function checkIndex(w: number, h: number, n: bigint): void {
  const total = mazeCount(w, h);
  if (n < 0n || n >= total) {
    throw new RangeError(
      `maze number ${n} is out of range: ${w}×${h} mazes are numbered 0 to ${total - 1n}`,
    );
  }
}

function decode(w: number, h: number, n: bigint): Maze {
  if (w === 1 || h === 1) return null;
  const { heads, starts } = blocksOf(w, h);
  // The last block whose start is at most n.
  let lo = 0;
  let hi = heads.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as bigint) <= n) lo = mid;
    else hi = mid - 1;
  }
  const head = heads[lo] as Head;
  const [arms, ...subs] = decodeList(head.tailSizes, n - (starts[lo] as bigint));
  const doors = decodeList(head.armSizes, arms as bigint).map((d, arm) =>
    arm === head.missing ? null : Number(d),
  );
  const { ulW, ulH } = head;
  const sides: [number, number][] = [
    [ulW, ulH],
    [w - ulW, ulH],
    [ulW, h - ulH],
    [w - ulW, h - ulH],
  ];
  const parts = sides.map(([sw, sh], i) => decode(sw, sh, subs[i] as bigint));
  return { ulW, ulH, missing: head.missing, doors, parts };
}

/** The number of a maze: the inverse of `decodeMaze`. */
export function encodeMaze(w: number, h: number, maze: Maze): bigint {
  checkSize(w, h);
  return encode(w, h, maze);
}

function encode(w: number, h: number, maze: Maze): bigint {
  if (w === 1 || h === 1) return 0n;
  if (!maze) throw new Error(`a ${w}×${h} maze needs a split`);
  const { ulW, ulH, missing } = maze;
  const i = encodeList(
    [4n, BigInt(h - 1), BigInt(w - 1)],
    [BigInt(missing), BigInt(ulH - 1), BigInt(ulW - 1)],
  );
  const { heads, starts } = blocksOf(w, h);
  const head = heads[Number(i)] as Head;
  const arms = encodeList(
    head.armSizes,
    maze.doors.map((d) => BigInt(d ?? 0)),
  );
  const sides: [number, number][] = [
    [ulW, ulH],
    [w - ulW, ulH],
    [ulW, h - ulH],
    [w - ulW, h - ulH],
  ];
  const subs = sides.map(([sw, sh], k) => encode(sw, sh, maze.parts[k] ?? null));
  return (starts[Number(i)] as bigint) + encodeList(head.tailSizes, [arms, ...subs]);
}

/** Open-edge bits of a cell: its right neighbour, its lower neighbour. */
export const RIGHT = 1;
export const DOWN = 2;

/**
 * The walls of a maze, one byte a cell (row-major, `y * w + x`): RIGHT when the edge to the
 * cell on the right is open, DOWN when the edge to the cell below is. PLT's `build-walls`: start
 * with every inner edge open, and let each node's wall cross close its arms but for the doors.
 */
export function mazeWalls(w: number, h: number, maze: Maze): Uint8Array {
  const cells = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      cells[y * w + x] = (x < w - 1 ? RIGHT : 0) | (y < h - 1 ? DOWN : 0);
    }
  }
  const close = (x: number, y: number, bit: number) => {
    cells[y * w + x] = (cells[y * w + x] as number) & ~bit;
  };
  const carve = (node: Maze, x: number, y: number, nw: number, nh: number) => {
    if (!node) return;
    const { ulW, ulH, doors } = node;
    const [left, top, right, bottom] = doors;
    for (let i = 0; i < ulW; i++) if (i !== left) close(x + i, y + ulH - 1, DOWN);
    for (let i = 0; i < nw - ulW; i++) if (i !== right) close(x + ulW + i, y + ulH - 1, DOWN);
    for (let j = 0; j < ulH; j++) if (j !== top) close(x + ulW - 1, y + j, RIGHT);
    for (let j = 0; j < nh - ulH; j++) if (j !== bottom) close(x + ulW - 1, y + ulH + j, RIGHT);
    const [ul, ur, ll, lr] = node.parts;
    carve(ul ?? null, x, y, ulW, ulH);
    carve(ur ?? null, x + ulW, y, nw - ulW, ulH);
    carve(ll ?? null, x, y + ulH, ulW, nh - ulH);
    carve(lr ?? null, x + ulW, y + ulH, nw - ulW, nh - ulH);
  };
  carve(maze, 0, 0, w, h);
  return cells;
}

/** Rows from the top joined by `/`, a digit a cell: 0 closed, 1 right open, 2 bottom open, 3 both. */
export function wallsToString(w: number, walls: Uint8Array): string {
  const rows: string[] = [];
  for (let y = 0; y * w < walls.length; y++) rows.push(walls.slice(y * w, (y + 1) * w).join(''));
  return rows.join('/');
}

const wallCache = new Map<string, Uint8Array>();
const WALL_CACHE_SIZE = 64;

/**
 * The walls of maze `n` (a BigInt, or its decimal text as states keep it), cached: the game asks
 * for the same few mazes again and again, and the text is the key, so a hit reads no BigInt.
 */
export function wallsOf(w: number, h: number, n: bigint | string): Uint8Array {
  const k = `${w}x${h}#${n}`;
  const known = wallCache.get(k);
  if (known) return known;
  const walls = mazeWalls(w, h, decodeMaze(w, h, BigInt(n)));
  if (wallCache.size >= WALL_CACHE_SIZE) wallCache.delete(wallCache.keys().next().value as string);
  wallCache.set(k, walls);
  return walls;
}
