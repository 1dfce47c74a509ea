import type { Card } from '../../cards/card.ts';
import type { AiContext, AiPlayer } from '../../core/ai.ts';
import type { GameEngine } from '../descriptor.ts';
import type { Advice } from './advice.ts';
import { bestTotal } from './hand.ts';
import { adviceList, evHint } from './hint.ts';
import {
  actionsOf,
  adviceAt,
  type BlackjackMove,
  type BlackjackState,
  type BlackjackView,
  blackjack,
  judgeAt,
} from './rules.ts';

type BlackjackAi = AiPlayer<BlackjackView, BlackjackMove>;

function only(view: BlackjackView): BlackjackMove[] {
  const moves = actionsOf(view);
  if (moves.length === 0) throw new Error('Blackjack: no action to choose here');
  return moves;
}

/**
 * The house's seat also judges the player's decisions when the trainer is on (trainer.ts): the
 * exact EVs are computed here, in the engine worker, never on the page.
 */
const houseOr =
  (rule: (view: BlackjackView) => BlackjackMove) => (view: BlackjackView, context: AiContext) =>
    view.pending ? judgeAt(view, context) : rule(view);

/** The house: hit below 17, stand from 17 (soft 17 too); the rules leave it one move. */
const dealer: BlackjackAi = {
  id: 'dealer',
  label: 'Dealer (house rule)',
  choose: houseOr((view) => only(view)[0] as BlackjackMove),
};

/** Plays the player's seat as the dealer plays: hit below 17, never double or split. */
const mimic: BlackjackAi = {
  id: 'plt-dealer-mimic',
  label: 'Dealer mimic',
  choose: houseOr((view) => {
    const moves = only(view);
    if (view.phase !== 'player') return moves[0] as BlackjackMove;
    const hand = view.hands[view.active] as Card[];
    return { kind: bestTotal(hand) < 17 ? 'hit' : 'stand' };
  }),
};

const engine: GameEngine<BlackjackState, BlackjackMove, BlackjackView, Advice | null> = {
  rules: blackjack,
  ais: [dealer, mimic],
  /** The action of highest exact EV for the hand; after a round, the next one. */
  hint: evHint,
  /** Each legal action's exact EV for the hand and the unseen cards (advice.ts). */
  analyze: (view, context) => adviceAt(view, context),
  analysisList: adviceList,
};

export default engine;
