import type { AiPlayer } from '../../../src/core/ai.ts';
import type { GameEngine } from '../../../src/games/descriptor.ts';
import { AI_NAMES } from './ai-names.ts';
import { type DiceRaceMove, type DiceRaceState, diceRace } from './rules.ts';

type DiceRaceAi = AiPlayer<DiceRaceState, DiceRaceMove>;

const labelOf = (id: string) => AI_NAMES.find((ai) => ai.id === id)?.label ?? id;

/** The run at which `cautious` stops: near Pig's break-even, scaled down to short tracks. */
export const CAUTIOUS_RUN = 8;

function movesOf(s: DiceRaceState): DiceRaceMove[] {
  const moves = diceRace.legalMoves(s);
  if (moves.length === 0 || s.rolling) throw new Error('Dice Race: no move to choose here');
  return moves;
}

const random: DiceRaceAi = {
  id: 'random',
  label: labelOf('random'),
  choose: (s, context) => context.rng.pick(movesOf(s)),
};

const cautious: DiceRaceAi = {
  id: 'cautious',
  label: labelOf('cautious'),
  choose: (s) => {
    const moves = movesOf(s);
    return s.run >= CAUTIOUS_RUN ? { kind: 'stop' } : (moves[0] as DiceRaceMove);
  },
};

/** Dice Race's computing half: nothing is hidden, so an observation is the state. */
const engine: GameEngine<DiceRaceState, DiceRaceMove> = {
  rules: diceRace,
  ais: [random, cautious],
};

export default engine;
