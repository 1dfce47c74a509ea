import { type AnyGame, sampleChance } from './game.ts';
import { createRng, deriveSeed } from './rng.ts';

/**
 * Where the randomness of a game in progress comes from, shared by the page's session, the
 * match runner and `games play`, so that a game with the same seed and the same choices plays
 * out the same everywhere. The deal comes from `createRng(seed)`; then each ply has its own
 * seed, derived from the game's seed and the ply, for the chance outcome or the AI to move.
 */

/** Salts the seed of a chance outcome apart from the AI's seed at the same ply. */
const CHANCE_SALT = 0xc4a9ce;

/** The seed of the computer player that moves at `ply`. */
export const aiSeed = (gameSeed: number, ply: number): number => deriveSeed(gameSeed, ply);

/** The chance outcome at `ply` (a die, a draw), drawn with its probability. */
export const chanceMove = <S, M>(game: AnyGame, state: S, gameSeed: number, ply: number): M =>
  sampleChance<S, M>(game, state, createRng(deriveSeed(gameSeed, ply, CHANCE_SALT)));
