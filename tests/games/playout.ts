import { CHANCE, type Game, sampleChance } from '../../src/core/game.ts';
import type { ParamValues } from '../../src/core/params.ts';
import { createRng, deriveSeed, type Rng } from '../../src/core/rng.ts';

export interface Ply<S, M> {
  readonly state: S;
  readonly move: M;
}

/** Picks a player's move; the default is uniform over the legal moves. */
export type Chooser<S, M> = (state: S, player: number, rng: Rng) => M;

/**
 * One seeded game for the test games' unit tests: chance sampled with its probabilities from
 * the seed, the players' moves from `choose`. Stops once the game is over or after `maxPlies`.
 */
export function playout<S, M, P extends ParamValues, O>(
  game: Game<S, M, P, O>,
  params: P,
  seed: number,
  maxPlies: number,
  choose: Chooser<S, M> = (state, _player, rng) => rng.pick(game.legalMoves(state)),
): { plies: Ply<S, M>[]; final: S } {
  const rng = createRng(seed);
  let state = game.setup(params, createRng(deriveSeed(seed, 1)));
  const plies: Ply<S, M>[] = [];
  while (game.result(state) === null && plies.length < maxPlies) {
    const mover = game.toMove(state);
    const move =
      mover === CHANCE ? sampleChance<S, M>(game, state, rng) : choose(state, mover, rng);
    plies.push({ state, move });
    state = game.play(state, move);
  }
  return { plies, final: state };
}
