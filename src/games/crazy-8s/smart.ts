import {
  DRAW,
  eightNo,
  playableNo,
  playMove,
  suitNo,
  type Table,
  type TableMove,
  type TablePolicy,
  valueNo,
} from './table.ts';

/**
 * Our heuristic player, on a table (table.ts), seeing only its own hand and what is public: the
 * target, the discards, and what each player drew or passed against (it lacked that suit, that
 * value and the eights). Eights are kept for last; of the other playable cards it plays the one
 * whose suit and value leave it the most cards to follow with, preferring a suit the next
 * player showed it lacks, and one whose other cards are mostly gone already (fewer left for the
 * next player). An eight calls its longest suit, again preferring one the next player lacks.
 */

/** The weights, by name, for tuning by matches. */
export const SMART_WEIGHTS = {
  /** Per own card that follows the played card's suit. */
  followSuit: 1,
  /** Per own card that follows the played card's value. */
  followValue: 0.6,
  /** When the next player showed it lacks the suit played. */
  nextLacksSuit: 2.5,
  /** When the next player showed it lacks the value played. */
  nextLacksValue: 0.8,
  /** Per card of the suit played already discarded (fewer left for the others). */
  discardedSuit: 0.15,
};

type Weights = typeof SMART_WEIGHTS;

/** The suit an eight calls: the most held, the next player's lack counting as cards. */
function callSuit(t: Table, hand: readonly number[], w: Weights): number {
  const next = (t.turn + 1) % t.hands.length;
  let best = 0;
  let bestScore = -Infinity;
  for (let s = 0; s < 4; s++) {
    let score =
      (t.lackSuit[next] === s ? w.nextLacksSuit : 0) + w.discardedSuit * (t.discarded[s] as number);
    for (const c of hand) if (!eightNo(c) && suitNo(c) === s) score += w.followSuit;
    if (score > bestScore) [best, bestScore] = [s, score];
  }
  return best;
}

function cardScore(t: Table, hand: readonly number[], card: number, w: Weights): number {
  const s = suitNo(card);
  const v = valueNo(card);
  const next = (t.turn + 1) % t.hands.length;
  let score = w.discardedSuit * (t.discarded[s] as number);
  if (t.lackSuit[next] === s) score += w.nextLacksSuit;
  if (t.lackValue[next] === v) score += w.nextLacksValue;
  for (const c of hand) {
    if (c === card || eightNo(c)) continue;
    if (suitNo(c) === s) score += w.followSuit;
    else if (valueNo(c) === v) score += w.followValue;
  }
  return score;
}

export function smartMove(t: Table, w: Weights = SMART_WEIGHTS): TableMove {
  const hand = t.hands[t.turn] as number[];
  let best = -1;
  let bestScore = -Infinity;
  let eight = -1;
  for (const c of hand) {
    if (!playableNo(t, c)) continue;
    if (eightNo(c)) {
      eight = c;
      continue;
    }
    const score = cardScore(t, hand, c, w);
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  if (best >= 0) return best;
  if (eight < 0) return DRAW;
  if (hand.length === 1) return eight;
  return playMove(eight, callSuit(t, hand, w));
}

export const smartTablePolicy: TablePolicy = (t) => smartMove(t);
