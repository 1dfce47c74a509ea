import type { TaskContext } from '../../core/task.ts';
import type { GameEngine } from '../descriptor.ts';
import { autoMove, bestSwap, DEFAULT_PACE, HINT_LOOK, observationSeed } from './player.ts';
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

const engine: GameEngine<JewelState, JewelMove> = {
  rules: jewel,
  ais: [auto],
  hint(seen, context: TaskContext) {
    if (jewel.result(seen)) return null;
    const choice = bestSwap(
      seen,
      context.quick ? QUICK_LOOK : HINT_LOOK,
      observationSeed(seen),
      context,
    );
    return choice ? [choice.move] : null;
  },
};

export default engine;
