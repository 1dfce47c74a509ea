import type { TaskContext } from '../../core/task.ts';
import type { GameEngine } from '../descriptor.ts';
import {
  autoMove,
  bestSwap,
  type Choice,
  DEFAULT_PACE,
  HINT_LOOK,
  type LookAhead,
  observationSeed,
} from './player.ts';
import { type JewelMove, type JewelState, jewel } from './rules.ts';

/** A quick hint (the conformance suite, which follows it by the thousand) looks one swap deep on one board. */
const QUICK_LOOK = { depth: 1, samples: 1 };

/** The automatic player, a seat of its own: one swap a second, chosen as the hint chooses. */
const auto = {
  id: 'auto',
  label: 'Automatic player (one swap a second)',
  choose: (seen: JewelState, context: { rng: { int(a: number, b: number): number } }): JewelMove =>
    autoMove(seen, HINT_LOOK, DEFAULT_PACE, context.rng.int(0, 0xffff_ffff)),
};

/** What the look-ahead found, in words: the points the swap is worth on average, and how it looked. */
function swapWhy(choice: Choice, look: LookAhead): string {
  const points = Math.round(choice.value);
  const worth = look.depth >= 2 ? 'this swap and the best one after it' : 'this swap alone';
  const boards = look.samples === 1 ? 'one board' : `${look.samples} boards`;
  return `The best swap on the board: worth about ${points} points on average (${worth}), tried on ${boards} drawn for the jewels still hidden.`;
}

const engine: GameEngine<JewelState, JewelMove> = {
  rules: jewel,
  ais: [auto],
  hint(seen, context: TaskContext) {
    if (jewel.result(seen)) return null;
    const look = context.quick ? QUICK_LOOK : HINT_LOOK;
    const choice = bestSwap(seen, look, observationSeed(seen), context);
    return choice && { moves: [choice.move], why: swapWhy(choice, look) };
  },
};

export default engine;
