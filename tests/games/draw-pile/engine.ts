import type { AiPlayer } from '../../../src/core/ai.ts';
import type { GameEngine } from '../../../src/games/descriptor.ts';
import { AI_NAMES } from './ai-names.ts';
import {
  type DrawPileMove,
  type DrawPileObservation,
  type DrawPileState,
  drawPile,
  movesSeen,
} from './rules.ts';

type DrawPileAi = AiPlayer<DrawPileObservation, DrawPileMove>;

const labelOf = (id: string) => AI_NAMES.find((ai) => ai.id === id)?.label ?? id;

/** The moves of the seat's own observation; an AI asked out of turn is a caller's mistake. */
function ownMoves(o: DrawPileObservation): DrawPileMove[] {
  const moves = movesSeen(o);
  if (moves.length === 0) throw new Error('Draw Pile: no move to choose in this observation');
  return moves;
}

const random: DrawPileAi = {
  id: 'random',
  label: labelOf('random'),
  choose: (o, context) => context.rng.pick(ownMoves(o)),
};

/**
 * Plays its lowest playable card, keeping the high ones for a high pile; draws only when it
 * cannot play. The moves list playable cards first, ascending, then draw or pass.
 */
const greedy: DrawPileAi = {
  id: 'greedy',
  label: labelOf('greedy'),
  choose: (o) => ownMoves(o)[0] as DrawPileMove,
};

/** Draw Pile's computing half: two players that see only their own observation. */
const engine: GameEngine<DrawPileState, DrawPileMove, DrawPileObservation> = {
  rules: drawPile,
  ais: [random, greedy],
};

export default engine;
