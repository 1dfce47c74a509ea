import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomGame, registeredGames } from '../../tests/fuzz/games.ts';
import { mutated, renumbered } from '../../tests/fuzz/strings.ts';
import type { AnyGame } from '../core/game.ts';
import { deriveSeed } from '../core/rng.ts';
import { expectIllegal } from './checks.ts';

/**
 * A position text that reads is a position the game can go on from: mutations of real position
 * texts that `parseState` accepts either are over or list moves, and `play` takes every move
 * listed (a die of 0 read into Parcheesi's dice, a misspelled key in Blackjack's JSON, once
 * gave positions with moves that `play` refused, or none and no result). Fixed seeds, and a new
 * game is covered by being registered. Moves from other positions that are not listed are
 * refused as illegal, never by a crash deep in the rules.
 */
const RUNS = 800;
const WALKS = 6;
const PLIES = 40;
/** Listed moves played per position read: enough to meet a bad one, few enough for big boards. */
const MOVES_TRIED = 12;
/** Moves of other positions offered to each position read. */
const FOREIGN = 6;

const games = await registeredGames();

/** The position texts along seeded random games, and the moves played in them. */
function known(rules: AnyGame) {
  const games = Array.from({ length: WALKS }, (_, k) =>
    randomGame(rules, deriveSeed(0x5a7e, k), PLIES),
  );
  const texts = new Set(games.flatMap((g) => g.states.map((s) => rules.stateToString(s))));
  const moves = new Map(games.flatMap((g) => g.moves.map((m) => [rules.moveToString(m), m])));
  return { texts: [...texts], moves: [...moves.values()] };
}

/** Spread over the list, first and last included: where a bad die or card tends to sit. */
function sampleOf<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  return Array.from(
    { length: count },
    (_, k) => list[Math.round((k * (list.length - 1)) / (count - 1))] as T,
  );
}

describe.each(games)('positions read by $id', (rules) => {
  it('are over, or list moves that play takes', { timeout: 60_000 }, () => {
    const { texts, moves } = known(rules);
    const real = fc.constantFrom(...texts);
    // Moves of other positions, which the position read must refuse with an IllegalMoveError.
    const foreign = sampleOf(moves, FOREIGN);
    fc.assert(
      fc.property(fc.oneof(mutated(real), renumbered(real)), (text) => {
        const read = rules.parseState(text);
        if (!read.ok) return;
        const state = read.value;
        const where = `"${text.slice(0, 200)}"`;
        const moves: unknown[] = rules.legalMoves(state);
        const listed = new Set(moves.map((m) => rules.moveToString(m)));
        for (const move of foreign) {
          if (!listed.has(rules.moveToString(move))) expectIllegal(rules, state, move);
        }
        if (rules.result(state) !== null) return;
        expect(moves.length, `${where} is not over and lists no move`).toBeGreaterThan(0);
        for (const move of sampleOf(moves, MOVES_TRIED)) {
          try {
            rules.play(state, move);
          } catch (e) {
            expect.fail(`${where}: listed move ${rules.moveToString(move)} is refused: ${e}`);
          }
        }
      }),
      { seed: 0x5a7e, numRuns: RUNS },
    );
  });
});
