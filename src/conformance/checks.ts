import { expect } from 'vitest';
import { type AnyGame, CHANCE, IllegalMoveError, observe, sampleChance } from '../core/game.ts';
import { defaultParams, type ParamValue } from '../core/params.ts';
import type { Rng } from '../core/rng.ts';

/**
 * The checks every game's states and moves pass, whatever the game: used by the conformance
 * suite on every position of its random playouts.
 */

export const GARBAGE_MOVES = ['', ' ', 'zz99', '💥', 'a0', '-1', 'null', '()', 'x'.repeat(200)];

/** Round trips and foreign moves are checked on a sample per position, so big boards stay fast. */
const ROUND_TRIPS_PER_STATE = 12;

/** Random parameters within each spec, drawn again while the game rejects the combination. */
export function sampleParams(game: AnyGame, rng: Rng): Record<string, ParamValue> {
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

/** Deep equality without the cost of `expect` on the hot path; `expect` explains a mismatch. */
export function same(actual: unknown, expected: unknown, what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual, what).toEqual(expected);
}

export function expectIllegal(game: AnyGame, state: unknown, move: unknown) {
  try {
    game.play(state, move);
  } catch (e) {
    if (e instanceof IllegalMoveError) return;
    expect.fail(`play(${JSON.stringify(move)}) threw ${e} instead of an IllegalMoveError`);
  }
  expect.fail(`play(${JSON.stringify(move)}) accepted an illegal move`);
}

/** Chance outcomes are the legal moves, each with a probability, summing to 1. */
function checkChance(game: AnyGame, state: unknown, moves: unknown[]) {
  const outcomes = game.chanceOutcomes?.(state) ?? [];
  if (outcomes.length === 0) expect.fail('a chance node lists no outcomes');
  same(
    outcomes.map((o) => game.moveToString(o.move)),
    moves.map((m) => game.moveToString(m)),
    'chance outcomes are the legal moves, in order',
  );
  const total = outcomes.reduce((sum, o) => sum + o.probability, 0);
  if (outcomes.some((o) => !(o.probability > 0)) || Math.abs(total - 1) > 1e-9) {
    expect.fail(`chance probabilities ${outcomes.map((o) => o.probability)} do not sum to 1`);
  }
}

/**
 * Legality, text round trips, chance and results in one position; returns its legal moves.
 * `seenMoves` gathers moves from other positions, to offer where they are not legal.
 */
/** The texts of a map of seen moves, in the order first seen, so a random one is drawn at once. */
const seenTexts = new WeakMap<Map<string, unknown>, string[]>();

function textsOf(seen: Map<string, unknown>): string[] {
  let texts = seenTexts.get(seen);
  if (!texts) {
    texts = [...seen.keys()];
    seenTexts.set(seen, texts);
  }
  return texts;
}

function remember(seen: Map<string, unknown>, text: string, move: unknown): void {
  if (!seen.has(text)) textsOf(seen).push(text);
  seen.set(text, move);
}

export function checkState(
  game: AnyGame,
  players: number,
  state: unknown,
  seenMoves: Map<string, unknown>,
  rng: Rng,
) {
  const text = game.stateToString(state);
  const parsed = game.parseState(text);
  if (!parsed.ok) expect.fail(`state "${text}" does not parse back: ${parsed.error}`);
  same(parsed.value, state, `state round trip of "${text}"`);
  const moves = game.legalMoves(state);
  const result = game.result(state);
  const legal = new Set(moves.map((m) => game.moveToString(m)));
  if (legal.size !== moves.length) expect.fail('legal moves are not distinct');
  if (result) {
    expect(moves, 'no moves once the game is over').toEqual([]);
  } else {
    if (moves.length === 0) expect.fail('a game in progress has no moves');
    const mover = game.toMove(state);
    if (mover === CHANCE) checkChance(game, state, moves);
    else if (!(Number.isInteger(mover) && mover >= 0 && mover < players)) {
      expect.fail(`toMove ${mover} with ${players} players`);
    }
  }
  const sample =
    moves.length <= ROUND_TRIPS_PER_STATE
      ? moves
      : Array.from({ length: ROUND_TRIPS_PER_STATE }, () => rng.pick(moves));
  for (const move of sample) {
    const moveText = game.moveToString(move);
    const back = game.parseMove(moveText, state);
    if (!back.ok) expect.fail(`legal move "${moveText}" does not parse: ${back.error}`);
    same(back.value, move, `move round trip of "${moveText}"`);
    remember(seenMoves, moveText, move);
  }
  // One legality check serves parseMove and play: what is not legal here parses to nothing.
  // Drawn from the texts seen rather than filtered from them all: a game with thousands of
  // moves a position (Paint By Numbers) would otherwise spend its playouts copying the list.
  const texts = textsOf(seenMoves);
  for (let tries = 0, checked = 0; texts.length > 0 && tries < 4 * ROUND_TRIPS_PER_STATE; tries++) {
    const moveText = rng.pick(texts);
    if (legal.has(moveText)) continue;
    expectIllegal(game, state, seenMoves.get(moveText));
    if (game.parseMove(moveText, state).ok) expect.fail(`"${moveText}" parses where it is illegal`);
    if (++checked === ROUND_TRIPS_PER_STATE) break;
  }
  expectIllegal(game, state, null);
  expectIllegal(game, state, {});
  for (const garbage of GARBAGE_MOVES) {
    const read = game.parseMove(garbage, state);
    if (read.ok && !legal.has(game.moveToString(read.value))) {
      expect.fail(`garbage "${garbage.slice(0, 20)}" parsed as a move that is not legal`);
    }
  }
  return { moves, result };
}

/**
 * For games with hidden information: a state dealt again from `player`'s observation looks the
 * same to that player, so anything that sees only observations (the page, the AIs) cannot tell
 * the two apart. Returns whether the redeal changed the state, so the caller can check that
 * the property is not vacuous.
 */
export function checkObservation(game: AnyGame, state: unknown, player: number, rng: Rng) {
  const seen = observe(game, state, player);
  if (!game.determinize) expect.fail('a game with hidden information needs determinize');
  const other = game.determinize(seen, player, rng);
  same(observe(game, other, player), seen, `player ${player} sees a redeal as the same`);
  same(game.legalMoves(other).length > 0, game.legalMoves(state).length > 0, 'redeal is live');
  return JSON.stringify(other) !== JSON.stringify(state);
}

/** The next move of a random playout: chance by its probabilities, a player uniformly. */
export function randomMove(game: AnyGame, state: unknown, moves: unknown[], rng: Rng): unknown {
  return game.toMove(state) === CHANCE ? sampleChance(game, state, rng) : rng.pick(moves);
}
