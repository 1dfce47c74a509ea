import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomGame, registeredGames } from '../../tests/fuzz/games.ts';
import { anyText, expectShortError, mutated } from '../../tests/fuzz/strings.ts';
import type { AnyGame } from '../core/game.ts';
import { deriveSeed } from '../core/rng.ts';
import { same } from './checks.ts';

/**
 * Every registered game's move and position texts, fuzzed: arbitrary strings and mutations of
 * real ones never make a parser throw; a move reads only if it is legal where it is read, and a
 * position that reads writes back to the same position. Fixed seeds, so CI sees the same
 * inputs each run; a new game is fuzzed by being registered.
 */
const RUNS = 300;
/** Seeded random games per game, and their longest, whose positions moves are read in. */
const WALKS = 6;
const PLIES = 40;

const games = await registeredGames();

/** Positions along seeded random games, finished ones too, with their legal moves by text. */
function positions(rules: AnyGame) {
  return Array.from({ length: WALKS }, (_, k) => randomGame(rules, deriveSeed(0xf022, k), PLIES))
    .flatMap((game) => game.states)
    .map((state) => {
      const legal = new Map<string, unknown>(
        rules.legalMoves(state).map((m: unknown) => [rules.moveToString(m), m]),
      );
      return { state, text: rules.stateToString(state), legal };
    });
}

describe.each(games)('fuzzing the texts of $id', (rules) => {
  const known = positions(rules);
  // Distinct texts: a board game lists the same cell moves in every position (and a spread of
  // tens of thousands of arguments overflows the stack).
  const moveTexts = [...new Set(known.flatMap(({ legal }) => [...legal.keys()]))];
  const stateTexts = known.map((p) => p.text);

  it('reads a move only where it is legal, and never throws', () => {
    const input = fc.tuple(
      fc.nat(known.length - 1),
      fc.oneof(anyText, mutated(fc.constantFrom(...moveTexts))),
    );
    fc.assert(
      fc.property(input, ([k, text]) => {
        const { state, legal } = known[k] as (typeof known)[number];
        const read = rules.parseMove(text, state);
        expectShortError(read, text);
        if (read.ok) {
          const written = rules.moveToString(read.value);
          expect([...legal.keys()], `"${text}" read as ${written}`).toContain(written);
          same(read.value, legal.get(written), `"${text}" reads as the legal move`);
        }
      }),
      { seed: 0xf1, numRuns: RUNS },
    );
  });

  it('reads a position only if it writes back to the same position, and never throws', () => {
    const input = fc.oneof(anyText, mutated(fc.constantFrom(...stateTexts)));
    fc.assert(
      fc.property(input, (text) => {
        const read = rules.parseState(text);
        expectShortError(read, text);
        if (read.ok) {
          const written = rules.stateToString(read.value);
          const again = rules.parseState(written);
          if (!again.ok) expect.fail(`"${text}" reads, but "${written}" does not: ${again.error}`);
          same(again.value, read.value, `"${text}" round trip through "${written}"`);
        }
      }),
      { seed: 0xf2, numRuns: RUNS },
    );
  });

  it('has fuzz inputs worth the name: some mutated moves and positions still read', () => {
    // Long position texts (Spider's 104 cards) read again after few mutations, nearly all of
    // them swaps of two like characters: a sample of a few hundred can miss them all.
    const reads = (arb: fc.Arbitrary<boolean>) => fc.sample(arb, { seed: 0xf3, numRuns: 4 * RUNS });
    const moves = reads(
      mutated(fc.constantFrom(...moveTexts)).map((t) =>
        known.some(({ state }) => rules.parseMove(t, state).ok),
      ),
    );
    const states = reads(
      mutated(fc.constantFrom(...stateTexts)).map((t) => rules.parseState(t).ok),
    );
    expect(moves.filter(Boolean).length, 'mutated moves that read').toBeGreaterThan(0);
    expect(states.filter(Boolean).length, 'mutated positions that read').toBeGreaterThan(0);
  });
});
