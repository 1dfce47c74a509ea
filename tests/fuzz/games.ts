import { randomMove, sampleParams } from '../../src/conformance/checks.ts';
import type { AnyGame } from '../../src/core/game.ts';
import type { ParamValue } from '../../src/core/params.ts';
import { createRng } from '../../src/core/rng.ts';
import { registry } from '../../src/games/registry.ts';

/** The rules of every registered turn game: what the fuzz tests read real texts from. */
export function registeredGames(): Promise<AnyGame[]> {
  return Promise.all(registry.flatMap((d) => (d.kind === 'game' ? [d.rules()] : [])));
}

export interface RandomGame {
  params: Record<string, ParamValue>;
  /** The seed the game was dealt from. */
  seed: number;
  /** Every position, the first dealt, the last after the last move. */
  states: unknown[];
  moves: unknown[];
}

/** A seeded random game: parameters within their specs, up to `plies` moves, chance by its odds. */
export function randomGame(rules: AnyGame, seed: number, plies: number): RandomGame {
  const rng = createRng(seed);
  const params = sampleParams(rules, rng);
  const dealt = rng.int(0, 2 ** 31);
  const states = [rules.setup(params, createRng(dealt))];
  const moves: unknown[] = [];
  for (let state = states[0]; moves.length < plies && !rules.result(state); states.push(state)) {
    const move = randomMove(rules, state, rules.legalMoves(state), rng);
    moves.push(move);
    state = rules.play(state, move);
  }
  return { params, seed: dealt, states, moves };
}
