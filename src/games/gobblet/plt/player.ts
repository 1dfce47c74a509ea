import type { AiPlayer } from '../../../core/ai.ts';
import type { GobbletMove, GobbletState } from '../rules.ts';
import { legalMoves } from '../rules.ts';
import { lcg } from './lcg.ts';
import { PltSearch, STAGES } from './search.ts';

/**
 * PLT's auto-player as a seat: "Ok" plans with its staged search; "Smart" is Ok with the 74
 * canned 3×3 plays (the same as Ok on 4×4). It thinks `ms` milliseconds, or the game's think
 * time when `ms` is not given, and plays the last stage finished, as PLT's thread does. PLT's
 * `(random)` is an LCG seeded from the seat's rng. Quick runs (the conformance suite) stop after
 * the first stage, so the answer does not depend on the clock.
 */
export function pltPlayer(smart: boolean, ms?: number): AiPlayer<GobbletState, GobbletMove> {
  const mode = smart ? 'Smart' : 'Ok';
  return {
    id: `plt-${mode.toLowerCase()}${ms === undefined ? '' : `:${ms}`}`,
    label: `PLT ${mode}${ms === undefined ? ' (think time from the settings)' : `, ${ms / 1000} s a move`}`,
    choose(state, context) {
      const deadline = performance.now() + (ms ?? state.think * 1000);
      const search = new PltSearch(state.size, smart, {
        random: lcg(context.rng.int(0, 0x7fffffff)),
        stopped: () => context.stopped() || performance.now() >= deadline,
      });
      const stages = context.quick ? STAGES.slice(0, 1) : STAGES;
      const play = search.search(state.board, state.toMove, stages);
      const n = state.size;
      // PLT's search finds no move only when every move repeats a position; take the first.
      if (!play) return legalMoves(state)[0] as GobbletMove;
      return { n, size: play.size, from: play.from, to: play.to };
    },
  };
}
