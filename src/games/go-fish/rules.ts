import { type Card, cardName, RANKS, rankOf } from '../../cards/card.ts';
import { excerpt } from '../../core/excerpt.ts';
import { type Game, IllegalMoveError, type Viewer } from '../../core/game.ts';
import { err, ok } from '../../core/result.ts';
import { type GoFishParams, goFishInfo, PLAYER_NAMES } from './info.ts';
import { moveToString, parseState, readMove, stateToString } from './notation.ts';
import { determinize, type GoFishObservation, observe } from './observation.ts';
import { apply, deal, isOver, legalMoves, whyIllegal } from './play.ts';
import { findEquiv, type GoFishMove, type GoFishState, scoresOf } from './state.ts';

export type { GoFishObservation } from './observation.ts';
export type { GoFishMove, GoFishState } from './state.ts';

const RANK_WORDS = [
  'aces',
  'twos',
  'threes',
  'fours',
  'fives',
  'sixes',
  'sevens',
  'eights',
  'nines',
  'tens',
  'jacks',
  'queens',
  'kings',
];
/** "sevens" for 7H. */
export const rankWord = (c: Card): string => RANK_WORDS[RANKS.indexOf(rankOf(c))] as string;
const nameOf = (p: number) => PLAYER_NAMES[p] ?? `Player ${p}`;

/** The winner: the most pairs, PLT's rule in its docs; null on a tie for the most. */
export function leader(s: Pick<GoFishState, 'boxes'>): number | null {
  const scores = scoresOf(s.boxes);
  const best = Math.max(...scores);
  return scores.filter((x) => x === best).length === 1 ? scores.indexOf(best) : null;
}

/**
 * A move as `viewer` may read it. An ask shows the card asked with and what came of it; a draw
 * names the card only for the drawer, unless it made a pair, which is laid face up for all.
 */
function moveText(s: GoFishState, move: GoFishMove, viewer: Viewer): string {
  const p = s.turn;
  switch (move.kind) {
    case 'pair':
      return `lays the pair of ${rankWord(move.card)} (${move.card}, ${findEquiv(move.card, s.hands[p] ?? [])})`;
    case 'ask': {
      const found = findEquiv(move.card, s.hands[move.target] ?? []);
      const head = `asks ${nameOf(move.target)} for ${rankWord(move.card)} (shows ${move.card})`;
      if (found) return `${head}: gets ${found}, lays the pair`;
      return `${head}: "Go Fish!"${s.deck.length === 0 ? ' The pile is empty: turn passes' : ''}`;
    }
    case 'draw': {
      const card = s.deck[0] as Card;
      const pair = findEquiv(card, s.hands[p] ?? []);
      if (pair) return `draws ${card}, lays the pair with ${pair}`;
      return viewer === 'all' || viewer === p
        ? `draws ${card} (${cardName(card)})`
        : 'draws a card';
    }
  }
}

export const goFish: Game<GoFishState, GoFishMove, GoFishParams, GoFishObservation> = {
  ...goFishInfo,
  setup: (_params, rng) => deal(rng),
  toMove: (s) => s.turn,
  /** See `movesOf`: `draw` alone after "Go Fish!"; else seat 0's pairs, then every ask. */
  legalMoves,
  play(s, move) {
    const why = whyIllegal(s, move);
    if (why) throw new IllegalMoveError(`move ${JSON.stringify(move)}: ${why}`);
    return apply(s, move);
  },
  /** Over once a hand is empty; the most pairs wins (PLT only says "GAME OVER"). */
  result(s) {
    if (!isOver(s)) return null;
    const scores = scoresOf(s.boxes);
    const table = scores.map((n, p) => `${nameOf(p)} ${n}`).join(', ');
    const emptied = nameOf(s.hands.findIndex((h) => h.length === 0));
    const winner = leader(s);
    if (winner === null) return { kind: 'scores', scores, detail: `A tie on pairs: ${table}` };
    const verb = winner === 0 ? 'win' : 'wins';
    return {
      kind: 'win',
      winner,
      detail: `${nameOf(winner)} ${verb} with ${scores[winner]} pairs (${table}); ${emptied} ran out of cards`,
    };
  },
  observe,
  determinize: (o, _player, rng) => determinize(o, rng),
  moveText,
  moveToString,
  parseMove(text, s) {
    const move = readMove(text);
    if (!move.ok) return move;
    const why = whyIllegal(s, move.value);
    return why ? err(`move ${excerpt(text)}: ${why}`) : ok(move.value);
  },
  stateToString,
  parseState,
};
