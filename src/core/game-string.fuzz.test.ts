import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registeredGames } from '../../tests/fuzz/games.ts';
import { anyText, expectShortError, mutated } from '../../tests/fuzz/strings.ts';
import { sampleParams } from '../conformance/checks.ts';
import { formatGameString, parseGameString, splitGameString } from './game-string.ts';
import { createRng } from './rng.ts';

/**
 * Game strings fuzzed (fixed seed): arbitrary text and mutations of every registered game's
 * strings never make the parser throw, errors are short, and a string that reads names a game
 * and parameters that write back to a string reading the same.
 */
const games = await registeredGames();

/** A real game string: a registered game with parameters drawn within its specs. */
const realString = fc
  .tuple(fc.constantFrom(...games), fc.nat())
  .map(([game, seed]) => formatGameString(game, sampleParams(game, createRng(seed))));

/** Well formed, with any number of parameters, known or not, valid or not. */
const formedString = fc
  .tuple(
    fc.constantFrom(...games),
    fc.uniqueArray(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(...games.flatMap((g) => Object.keys(g.params))),
          fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/),
        ),
        fc.stringMatching(/^[^,()=\s]{1,12}$/),
      ),
      { selector: ([name]) => name, maxLength: 40 },
    ),
  )
  .map(([game, pairs]) => `${game.id}(${pairs.map(([n, v]) => `${n}=${v}`).join(',')})`);

describe('game strings, fuzzed', () => {
  it('read only what writes back the same, and never throw', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyText, formedString, { weight: 3, arbitrary: mutated(realString) }),
        (text) => {
          expectShortError(splitGameString(text), text);
          const read = parseGameString(text, games);
          expectShortError(read, text);
          if (read.ok) {
            const again = parseGameString(
              formatGameString(read.value.game, read.value.params),
              games,
            );
            expect(again).toEqual(read);
          }
        },
      ),
      { seed: 0x65, numRuns: 1000 },
    );
  });

  it('read every real game string', () => {
    fc.assert(
      fc.property(realString, (text) => parseGameString(text, games).ok),
      { seed: 0x66, numRuns: 200 },
    );
  });
});
