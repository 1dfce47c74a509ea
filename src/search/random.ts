import type { AiPlayer } from '../core/ai.ts';
import type { Game } from '../core/game.ts';
import type { ParamValues } from '../core/params.ts';
import { createRng, deriveSeed, MAX_SEED } from '../core/rng.ts';
import { requireGame } from './requirements.ts';

/**
 * Uniformly random legal moves from `context.rng`: the baseline every AI should beat. Where
 * information is hidden it reads the moves off a deal consistent with its observation, which
 * gives the true moves as long as a player can see their own options, as in every game here.
 * With a `stream`, it draws from an rng seeded by the context's and the stream instead, so two
 * random players of different streams at the same seeds are not clones (a reference's noise).
 */
export function randomPlayer<S, M, P extends ParamValues, O>(
  game: Game<S, M, P, O>,
  stream?: number,
): AiPlayer<O, M> {
  return {
    id: 'random',
    label: 'Random moves',
    choose(observation, given) {
      const context =
        stream === undefined
          ? given
          : { ...given, rng: createRng(deriveSeed(given.rng.int(0, MAX_SEED), stream)) };
      let state = observation as unknown as S;
      if (game.hiddenInformation) {
        requireGame('the random player', game, { chance: true, hiddenInformation: true });
        state = game.determinize?.(observation, context.seat, context.rng) as S;
      }
      const moves = game.legalMoves(state);
      if (moves.length === 0) throw new RangeError('the game is over: there is no move to choose');
      return context.rng.pick(moves);
    },
  };
}
