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
 * matched against PLT's Smart (bench/pousse.md, "Evaluations").
 */
export const ENGINE_WEIGHTS: Weights = { ...PLT_LIKE, threat: 100 };

/** The evaluations `engine:<ms>:<name>` can use, for matches between them. */
export const ENGINE_EVALS: Readonly<Record<string, Weights>> = {
  engine: ENGINE_WEIGHTS,
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
