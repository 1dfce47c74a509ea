import { type AnyGame, CHANCE, observe } from '../core/game.ts';
import type { History } from '../core/history.ts';
import { paramsToText } from '../core/params.ts';
import { chanceMove } from '../core/ply-seeds.ts';
import { movesToText, recordOf, replayRecord } from '../core/record.ts';
import { unwrap } from '../core/result.ts';
import { createRng, deriveSeed } from '../core/rng.ts';
import { quickTask } from '../core/task.ts';
import type { AnyEngine, AnyGameDescriptor } from '../games/descriptor.ts';
import { findGame, registry } from '../games/registry.ts';
import { checkObservation, checkState, randomMove, same, sampleParams } from './checks.ts';

/**
 * One seeded random playout of a game through every check of checks.ts, shared by the
 * conformance suite (a count set per game, in CI) and `npm run soak` (thousands, by hand).
 * A failed check throws, naming what went wrong.
 */

export const MAX_PLIES = 200;
/** The last positions of a playout kept for asking the AIs. */
export const AI_POSITIONS = 3;

export interface Loaded {
  descriptor: AnyGameDescriptor;
  rules: AnyGame;
  engine: AnyEngine;
}

/** A registered turn game with its rules and engine, by id. */
export async function loadGame(id: string): Promise<Loaded> {
  const descriptor = findGame(id);
  const [rules, engine] = await Promise.all([descriptor.rules(), descriptor.engine()]);
  return { descriptor, rules, engine };
}

/** Every registered turn game with its rules and engine; apps have neither. */
export function loadGames(): Promise<Loaded[]> {
  return Promise.all(
    registry.flatMap((descriptor) =>
      descriptor.kind === 'game' ? [loadGame(descriptor.info.id)] : [],
    ),
  );
}

/**
 * The hint's first move for a one-player game, or undefined. Puzzles that a random walk rarely
 * finishes follow it in half the playouts, so terminal states are met; a two-player game ends
 * by itself, and its hint may be a deep search, unless its descriptor asks for it
 * (`playoutsFollowHint`: Rummy, where random discards never make gin).
 */
export function puzzleHint({ descriptor, rules, engine }: Loaded, state: unknown, params: object) {
  if (!descriptor.hint || !engine.hint) return undefined;
  if (rules.players(params) !== 1 && !descriptor.playoutsFollowHint) return undefined;
  // A puzzle's hint looks at its one player; a game's at the player to move, never at chance.
  const viewer = rules.players(params) === 1 ? 0 : rules.toMove(state);
  if (viewer === CHANCE) return undefined;
  return engine.hint(observe(rules, state, viewer), quickTask)?.moves[0];
}

export interface Playout {
  players: number;
  finished: boolean;
  plies: number;
  /** Seats that had a turn. */
  movers: Set<number>;
  /** The last positions where a player was to move, for asking the AIs. */
  late: unknown[];
  /** Redeals from an observation that changed the state (hidden-information games). */
  redeals: number;
}

/**
 * Playout `index` from the seeds of `base`: checks every position, then that the move text
 * replays the game, the move list reads back, and the game saved as a record (with a cursor
 * somewhere along it, for redo) and read back from JSON gives the same history.
 * `seenMoves` gathers moves across playouts, to offer where they are not legal.
 */
export function playout(
  game: Loaded,
  base: number,
  index: number,
  seenMoves: Map<string, unknown>,
): Playout {
  const { rules } = game;
  const rng = createRng(deriveSeed(base, index));
  const params = sampleParams(rules, rng);
  const players = rules.players(params);
  const seed = rng.int(0, 2 ** 31);
  const followHint = index % 2 === 1;
  const initial = rules.setup(params, createRng(seed));
  same(rules.setup(params, createRng(seed)), initial, 'setup replays from the seed');
  const out: Playout = {
    players,
    finished: false,
    plies: 0,
    movers: new Set(),
    late: [],
    redeals: 0,
  };
  const states = [initial];
  const played: unknown[] = [];
  for (let ply = 0; ; ply++) {
    const state = states[states.length - 1];
    const { moves, result } = checkState(rules, players, state, seenMoves, rng);
    if (result) break;
    const mover = rules.toMove(state);
    // A playout stops at a player's turn, as a host's line always does: it settles chance first.
    if (ply > MAX_PLIES && mover !== CHANCE) break;
    if (mover !== CHANCE) {
      out.movers.add(mover);
      out.late = [...out.late.slice(1 - AI_POSITIONS), state];
      if (rules.hiddenInformation && checkObservation(rules, state, mover, rng)) out.redeals++;
    }
    const hinted = followHint ? puzzleHint(game, state, params) : undefined;
    // Chance as every host draws it, from the seed and the ply, so the saved record (which
    // keeps only the players' moves) replays the same outcomes.
    const move =
      mover === CHANCE
        ? chanceMove(rules, state, seed, ply)
        : hinted !== undefined
          ? hinted
          : randomMove(rules, state, moves, rng);
    states.push(rules.play(state, move));
    played.push(move);
  }
  const final = states[states.length - 1];
  let replayed = initial;
  for (const text of movesToText(rules, played).split(' ').filter(Boolean)) {
    replayed = rules.play(replayed, unwrap(rules.parseMove(text, replayed)));
  }
  same(replayed, final, 'replaying the move text gives the same state');
  if (rules.moveList) {
    const line = rules.moveList.format(played);
    same(unwrap(rules.moveList.parse(initial, line)), played, `move list "${line}" reads back`);
  }
  // A host's cursor never rests where chance is to move: it settles chance first.
  let cursor = rng.int(0, played.length);
  while (cursor < played.length && rules.toMove(states[cursor]) === CHANCE) cursor++;
  const history: History<unknown, unknown> = { states, moves: played, index: cursor };
  const saved = JSON.stringify(recordOf(rules, paramsToText(rules.params, params), seed, history));
  same(unwrap(replayRecord(rules, JSON.parse(saved))), history, 'the saved record replays');
  out.plies = played.length;
  out.finished = rules.result(final) !== null;
  return out;
}
