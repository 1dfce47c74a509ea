import { EMPTY } from '../board.ts';

/**
 * The engine's evaluation, from the side to move: PLT's four counts (markers, closeness to the
 * middle, markers per line squared, same-colour neighbours) with weights of our own, plus the
 * lines one marker short of a straight, which PLT's robot does not see until they are full.
 */
export interface Weights {
  readonly piece: number;
  readonly middle: number;
  readonly line: number;
  readonly connect: number;
  /** A row or column holding n−1 of a colour and no marker of the other. */
  readonly nearStraight: number;
  /**
   * A line the side to move can fill with one push: n−1 of its markers and an empty cell, or
   * the other's one marker at an end, to push off. Counted once for the mover ("threat") and
   * for the other side ("against", worse when there are two, which cannot both be stopped).
   */
  readonly threat: number;
  readonly against: number;
  readonly doubleAgainst: number;
  /** For the side to move: it may complete such a line first. */
  readonly tempo: number;
}

export const PLT_LIKE: Weights = {
  piece: 10,
  middle: 1,
  line: 1,
  connect: 2,
  nearStraight: 0,
  threat: 0,
  against: 0,
  doubleAgainst: 0,
  tempo: 0,
};

/**
 * PLT's weights plus a bonus for a line the side to move can fill: the best of the variants
 * matched against PLT's Smart (bench/pousse/match.md, "Evaluations"), and the engine's on boards
 * other than 4×4.
 */
export const THREAT_WEIGHTS: Weights = { ...PLT_LIKE, threat: 100 };

/**
 * A Texel fit of every term to the results of 2,000 fast games on 4×4 (bench/pousse/texel.md):
 * as O against PLT Smart at node budgets it won 57 of 100 games where THREAT_WEIGHTS won 49,
 * and on a second set of openings (--seed 1000) 63 where those won 41 (bench/pousse/as-o-*.md).
 */
export const TEXEL_WEIGHTS: Weights = {
  piece: 27,
  middle: 5,
  line: -1,
  connect: 5,
  nearStraight: 28,
  threat: 203,
  against: -3,
  doubleAgainst: 14,
  tempo: 23,
};

/** The engine's evaluation: the Texel fit on 4×4, where it was fitted and measured. */
export const engineWeights = (n: number): Weights => (n === 4 ? TEXEL_WEIGHTS : THREAT_WEIGHTS);

/** The evaluations `engine:<ms>:<name>` can use, for matches between them. */
export const ENGINE_EVALS: Readonly<Record<string, Weights>> = {
  texel: TEXEL_WEIGHTS,
  threat: THREAT_WEIGHTS,
  plt: PLT_LIKE,
  line2: { ...PLT_LIKE, line: 2 },
  threats: { ...PLT_LIKE, line: 2, threat: 400, against: 60, doubleAgainst: 300, tempo: 5 },
};

/** `me` is the side to move (1 or 2). */
export function evaluate(cells: Uint8Array, n: number, me: number, w: Weights): number {
  let score = 0;
  let mine = 0;
  let theirs = 0;
  for (let line = 0; line < 2 * n; line++) {
    const byRow = line < n;
    const i = byRow ? line : line - n;
    const middle = Math.min(i, n - 1 - i);
    let a = 0;
    let b = 0;
    let conA = 0;
    let conB = 0;
    let prev = EMPTY;
    let first = EMPTY;
    for (let j = 0; j < n; j++) {
      const v = (byRow ? cells[i * n + j] : cells[j * n + i]) as number;
      if (j === 0) first = v;
      if (v === me) {
        a++;
        if (prev === v) conA++;
      } else if (v !== EMPTY) {
        b++;
        if (prev === v) conB++;
      }
      prev = v;
    }
    score +=
      w.middle * middle * (a - b) +
      w.line * (a * a - b * b) +
      w.connect * (conA - conB) +
      (byRow ? w.piece * (a - b) : 0);
    if (a === n - 1 && b === 0) score += w.nearStraight;
    else if (b === n - 1 && a === 0) score -= w.nearStraight;
    // `prev` is now the last cell: a lone enemy marker there or first can be pushed off.
    if (
      a === n - 1 &&
      (b === 0 || (first !== me && first !== EMPTY) || (prev !== me && prev !== EMPTY))
    )
      mine++;
    if (b === n - 1 && (a === 0 || first === me || prev === me)) theirs++;
  }
  if (mine > 0) score += w.threat;
  if (theirs > 0) score -= theirs > 1 ? w.doubleAgainst : w.against;
  return score + w.tempo;
}

/** Boards up to this size rate lines from tables (3^n entries a side); larger ones loop. */
const MAX_TABLE_N = 7;

/**
 * `evaluate` by table lookup: every term but the threats is a sum over lines, and a line's
 * part depends only on its cells (a base-3 code) and its index, so each code's part is worked
 * out once. The leaves are most of the search's nodes, so this is where its time goes.
 */
export class Evaluator {
  private readonly pow3: Int32Array;
  /** By side to move and code: the terms that do not depend on the line's place. */
  private readonly base: Int32Array;
  /** By side to move and code: the mover's markers minus the other's. */
  private readonly diff: Int32Array;
  /** By side to move and code: 1 if the mover can fill the line, 2 if the other can. */
  private readonly fills: Uint8Array;
  /** Each line's weight of `diff`: the middle term, and the marker count on rows. */
  private readonly lineWeight: Int32Array;
  private readonly codes: number;

  constructor(
    private readonly n: number,
    private readonly w: Weights,
  ) {
    const tabled = n <= MAX_TABLE_N;
    this.codes = tabled ? 3 ** n : 0;
    this.pow3 = Int32Array.from({ length: n }, (_, j) => 3 ** j);
    this.base = new Int32Array(2 * this.codes);
    this.diff = new Int32Array(2 * this.codes);
    this.fills = new Uint8Array(2 * this.codes);
    this.lineWeight = Int32Array.from({ length: 2 * n }, (_, line) => {
      const i = line < n ? line : line - n;
      return w.middle * Math.min(i, n - 1 - i) + (line < n ? w.piece : 0);
    });
    const cells = new Uint8Array(n);
    for (let code = 0; code < this.codes; code++) {
      for (let j = 0, c = code; j < n; j++, c = Math.floor(c / 3)) cells[j] = c % 3;
      for (const me of [1, 2]) {
        const at = (me - 1) * this.codes + code;
        const { a, b, part, mine, theirs } = linePart(cells, n, me, w);
        this.diff[at] = a - b;
        this.base[at] = part;
        this.fills[at] = (mine ? 1 : 0) | (theirs ? 2 : 0);
      }
    }
  }

  /** From the side to move `me`; equal to `evaluate(cells, n, me, w)`. */
  evaluate(cells: Uint8Array, me: number): number {
    const { n, w } = this;
    if (this.codes === 0) return evaluate(cells, n, me, w);
    const off = (me - 1) * this.codes;
    const pow3 = this.pow3;
    let score = 0;
    let fills = 0;
    let theirs = 0;
    for (let line = 0; line < 2 * n; line++) {
      let code = 0;
      if (line < n) {
        for (let j = 0; j < n; j++) code += (cells[line * n + j] as number) * (pow3[j] as number);
      } else {
        const c = line - n;
        for (let j = 0; j < n; j++) code += (cells[j * n + c] as number) * (pow3[j] as number);
      }
      const at = off + code;
      score +=
        (this.base[at] as number) + (this.lineWeight[line] as number) * (this.diff[at] as number);
      const f = this.fills[at] as number;
      fills |= f;
      if (f & 2) theirs++;
    }
    if (fills & 1) score += w.threat;
    if (theirs > 0) score -= theirs > 1 ? w.doubleAgainst : w.against;
    return score + w.tempo;
  }
}

/** One line's terms (`cells[0..n)`) for `evaluate`, without those that depend on its place. */
export function linePart(cells: Uint8Array, n: number, me: number, w: Weights) {
  let a = 0;
  let b = 0;
  let conA = 0;
  let conB = 0;
  let prev = EMPTY;
  for (let j = 0; j < n; j++) {
    const v = cells[j] as number;
    if (v === me) {
      a++;
      if (prev === v) conA++;
    } else if (v !== EMPTY) {
      b++;
      if (prev === v) conB++;
    }
    prev = v;
  }
  const first = cells[0] as number;
  let part = w.line * (a * a - b * b) + w.connect * (conA - conB);
  if (a === n - 1 && b === 0) part += w.nearStraight;
  else if (b === n - 1 && a === 0) part -= w.nearStraight;
  const mine =
    a === n - 1 &&
    (b === 0 || (first !== me && first !== EMPTY) || (prev !== me && prev !== EMPTY));
  const theirs = b === n - 1 && (a === 0 || first === me || prev === me);
  return { a, b, part, mine, theirs };
}
