import { type AiContext, type AiPlayer, aiContext } from './ai.ts';
import { type AnyGame, type Game, observe, sampleChance } from './game.ts';
import type { ParamValues } from './params.ts';
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

/**
 * The move of `ai` for `seat` at `ply`. It is given the seat's observation and the moves so far
 * as that seat read them (`history`), never the state.
 */
export function aiMove<S, M, O>(
  game: Pick<Game<S, M, ParamValues, O>, 'observe'>,
  ai: AiPlayer<O, M>,
  turn: {
    readonly state: S;
    readonly seat: number;
    readonly players: number;
    readonly history: readonly string[];
    readonly gameSeed: number;
    readonly ply: number;
  },
  more: Partial<Pick<AiContext, 'progress' | 'stopped'>> = {},
): M {
  const rng = createRng(aiSeed(turn.gameSeed, turn.ply));
  const { seat, players, history } = turn;
  const context = aiContext(rng, seat, { players, history: history.slice(), ...more });
  return ai.choose(observe(game, turn.state, seat), context);
}
