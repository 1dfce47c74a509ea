import { describe, expect, it } from 'vitest';
import { type AnyGame, IllegalMoveError } from '../core/game.ts';
import { defaultParams, type ParamValue } from '../core/params.ts';
import { movesToText } from '../core/record.ts';
import { unwrap } from '../core/result.ts';
import { createRng, deriveSeed, type Rng } from '../core/rng.ts';
import type { AnyDescriptor } from './descriptor.ts';
import { loadGames } from './registry.ts';

/**
 * The suite every registered game passes without writing a line of test: seeded random playouts
 * that check legality, text round trips, replay from the seed and results. Puzzles that a random
 * walk rarely finishes also follow their hint in half the playouts, so terminal states are met.
 * Only one-player games do: a two-player game ends by itself, and its hint may be a deep search.
 */
const PLAYOUTS = Number(process.env.CONFORMANCE_PLAYOUTS ?? 200);
const MAX_PLIES = 200;
const GARBAGE_MOVES = ['', ' ', 'zz99', '💥', 'a0', '-1', 'null', '()', 'x'.repeat(200)];

const games = await loadGames();

/** Random parameters within each spec, drawn again while the game rejects the combination. */
function sampleParams(game: AnyGame, rng: Rng): Record<string, ParamValue> {
  for (let tries = 0; tries < 50; tries++) {
    const params: Record<string, ParamValue> = {};
    for (const [name, spec] of Object.entries(game.params)) {
      params[name] =
        spec.kind === 'int'
          ? rng.int(spec.min, spec.max)
          : spec.kind === 'bool'
            ? rng.bool()
            : spec.kind === 'choice'
              ? rng.pick(spec.choices).value
              : spec.default;
    }
    if (!game.checkParams?.(params)) return params;
  }
  return defaultParams(game.params);
}

const keyOf = (game: AnyGame, move: unknown) => game.moveToString(move);

/** Deep equality without the cost of `expect` on the hot path; `expect` explains a mismatch. */
function same(actual: unknown, expected: unknown, what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual, what).toEqual(expected);
}

function expectIllegal(game: AnyGame, state: unknown, move: unknown) {
  try {
    game.play(state, move);
  } catch (e) {
    if (e instanceof IllegalMoveError) return;
    expect.fail(`play(${JSON.stringify(move)}) threw ${e} instead of an IllegalMoveError`);
  }
  expect.fail(`play(${JSON.stringify(move)}) accepted an illegal move`);
}

/** Round trips and foreign moves are checked on a sample per position, so big boards stay fast. */
const ROUND_TRIPS_PER_STATE = 12;

function checkState(game: AnyGame, state: unknown, seenMoves: Map<string, unknown>, rng: Rng) {
  const text = game.stateToString(state);
  same(unwrap(game.parseState(text)), state, `state round trip of "${text}"`);
  const moves = game.legalMoves(state);
  const result = game.result(state);
  const legal = new Set(moves.map((m) => keyOf(game, m)));
  if (legal.size !== moves.length) expect.fail('legal moves are not distinct');
  if (result) {
    expect(moves, 'no moves once the game is over').toEqual([]);
  } else {
    if (moves.length === 0) expect.fail('a game in progress has no moves');
    const player = game.toMove(state);
    if (!(player >= 0 && player < game.players)) expect.fail(`toMove ${player}`);
  }
  const sample =
    moves.length <= ROUND_TRIPS_PER_STATE
      ? moves
      : Array.from({ length: ROUND_TRIPS_PER_STATE }, () => rng.pick(moves));
  for (const move of sample) {
    const text = keyOf(game, move);
    same(unwrap(game.parseMove(text, state)), move, `move round trip of "${text}"`);
    seenMoves.set(text, move);
  }
  const elsewhere = [...seenMoves].filter(([text]) => !legal.has(text));
  for (let i = 0; i < Math.min(ROUND_TRIPS_PER_STATE, elsewhere.length); i++) {
    expectIllegal(game, state, rng.pick(elsewhere)[1]);
  }
  expectIllegal(game, state, null);
  expectIllegal(game, state, {});
  for (const text of GARBAGE_MOVES) {
    const parsed = game.parseMove(text, state);
    if (parsed.ok && !legal.has(keyOf(game, parsed.value)) && !result) {
      expect.fail(`garbage "${text}" parsed as a move that is not legal`);
    }
  }
  return { moves, result };
}

const puzzleHint = (d: AnyDescriptor) => (d.rules.players === 1 ? d.hint : undefined);

function playout(descriptor: AnyDescriptor, index: number, seenMoves: Map<string, unknown>) {
  const game = descriptor.rules;
  const rng = createRng(deriveSeed(0xc0ffee, index));
  const params = sampleParams(game, rng);
  const seed = rng.int(0, 2 ** 31);
  const followHint = puzzleHint(descriptor) !== undefined && index % 2 === 1;
  let state = game.setup(params, createRng(seed));
  same(game.setup(params, createRng(seed)), state, 'setup replays from the seed');
  const played: unknown[] = [];
  for (let ply = 0; ply <= MAX_PLIES; ply++) {
    const { moves, result } = checkState(game, state, seenMoves, rng);
    if (result) break;
    const move = (followHint && puzzleHint(descriptor)?.(state)?.[0]) || rng.pick(moves);
    state = game.play(state, move);
    played.push(move);
  }
  let replayed = game.setup(params, createRng(seed));
  for (const text of movesToText(game, played).split(' ').filter(Boolean)) {
    replayed = game.play(replayed, unwrap(game.parseMove(text, replayed)));
  }
  same(replayed, state, 'replaying the move text gives the same state');
  return game.result(state) !== null;
}

/** A short, readable trace of one seeded game, compared with the committed golden file. */
function playthrough(descriptor: AnyDescriptor): string {
  const game = descriptor.rules;
  const params = defaultParams(game.params);
  const rng = createRng(1);
  let state = game.setup(params, createRng(1));
  const lines = [`game ${game.id} params ${JSON.stringify(params)} seed 1`];
  for (let ply = 0; ply < 40 && !game.result(state); ply++) {
    const moves = game.legalMoves(state);
    const move = (ply >= 4 && puzzleHint(descriptor)?.(state)?.[0]) || rng.pick(moves);
    lines.push(
      `state ${game.stateToString(state)}`,
      `  ${moves.length} legal, play ${keyOf(game, move)}`,
    );
    state = game.play(state, move);
  }
  lines.push(`state ${game.stateToString(state)}`, `result ${JSON.stringify(game.result(state))}`);
  return `${lines.join('\n')}\n`;
}

describe.each(games)('conformance: $id', (entry) => {
  it('loads', () => {
    expect(entry.error).toBeUndefined();
  });
  if (!entry.descriptor) return;
  const descriptor = entry.descriptor;

  it(`passes ${PLAYOUTS} seeded random playouts`, { timeout: 120_000 }, () => {
    const seenMoves = new Map<string, unknown>();
    let finished = 0;
    for (let i = 0; i < PLAYOUTS; i++) if (playout(descriptor, i, seenMoves)) finished++;
    expect(finished, 'some playouts reach the end, so results are checked').toBeGreaterThan(0);
  });

  it('plays the golden playthrough', async () => {
    await expect(playthrough(descriptor)).toMatchFileSnapshot(
      `./${descriptor.rules.id}/playthrough.golden.txt`,
    );
  });
});
