import { type Game, IllegalMoveError } from '../../core/game.ts';
import { err, ok } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';

/**
 * Kuhn poker, the smallest poker, for the hidden-information tests. Each player antes one chip
 * and gets one of J, Q, K; the third card stays hidden. Player 0 acts first; `p` passes (checks,
 * or folds to a bet) and `b` bets one chip (or calls). Betting ends at pp, bp, bb, pbp or pbb;
 * a fold loses, otherwise the higher card wins. The result is a win; the chips go in the detail.
 */
export interface KuhnState {
  /** Each player's card; `?` in an observation for a card its viewer cannot see. */
  readonly cards: readonly [KuhnCard, KuhnCard];
  /** The betting so far, `p` and `b`. */
  readonly bets: string;
}

export type KuhnCard = 'J' | 'Q' | 'K' | '?';
const DECK: readonly KuhnCard[] = ['J', 'Q', 'K'];
const ENDS = new Set(['pp', 'bp', 'bb', 'pbp', 'pbb']);

export const kuhnPoker: Game<KuhnState, string> = {
  id: 'kuhn-poker',
  title: 'Kuhn poker',
  set: 'Card Games',
  params: {},
  players: () => 2,
  chance: false,
  hiddenInformation: true,
  setup(_params, rng) {
    const [a, b] = rng.shuffle(DECK);
    return { cards: [a as KuhnCard, b as KuhnCard], bets: '' };
  },
  toMove: (state) => state.bets.length % 2,
  legalMoves: (state) => (ENDS.has(state.bets) ? [] : ['p', 'b']),
  play(state, move) {
    if (!kuhnPoker.legalMoves(state).includes(move)) throw new IllegalMoveError(`no ${move} now`);
    return { ...state, bets: state.bets + move };
  },
  result({ cards, bets }) {
    if (!ENDS.has(bets)) return null;
    if (bets === 'bp') return { kind: 'win', winner: 0, detail: 'player 1 folds' };
    if (bets === 'pbp') return { kind: 'win', winner: 1, detail: 'player 0 folds' };
    const winner = DECK.indexOf(cards[0]) > DECK.indexOf(cards[1]) ? 0 : 1;
    return { kind: 'win', winner, detail: `showdown for ${bets.includes('b') ? 2 : 1}` };
  },
  observe: (state, viewer) =>
    viewer === 'all'
      ? state
      : { ...state, cards: viewer === 0 ? [state.cards[0], '?'] : ['?', state.cards[1]] },
  determinize(observation, player, rng: Rng) {
    const own = observation.cards[player] as KuhnCard;
    const theirs = rng.pick(DECK.filter((c) => c !== own));
    return { ...observation, cards: player === 0 ? [own, theirs] : [theirs, own] };
  },
  moveToString: (move) => move,
  parseMove: (text, state) =>
    kuhnPoker.legalMoves(state).includes(text) ? ok(text) : err(`"${text}" is not legal now`),
  /** The cards and the betting: "KJ pb". */
  stateToString: (state) => `${state.cards.join('')} ${state.bets}`,
  parseState(text) {
    const m = /^([JQK?])([JQK?]) ([pb]*)$/.exec(text);
    if (!m) return err(`Kuhn state "${text}": expected two cards and the bets, like "KJ pb"`);
    return ok({ cards: [m[1] as KuhnCard, m[2] as KuhnCard], bets: m[3] as string });
  },
};
