import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomGame, registeredGames } from '../../../tests/fuzz/games.ts';
import { anyText, MAX_ERROR, mutated } from '../../../tests/fuzz/strings.ts';
import { paramsToText } from '../../core/params.ts';
import { gameHash, parseRoute } from './game-url.ts';

/**
 * Addresses fuzzed (fixed seed): whatever follows the `#`, from arbitrary text or a mutated
 * real address, parseRoute returns a route without throwing, names what it could not read in a
 * short reason, and a game's route written back as an address reads the same.
 */
const games = await registeredGames();

/** A real address, as a session writes it: parameters, seed, and moves where the game keeps them. */
const realHash = fc
  .tuple(fc.constantFrom(...games), fc.nat(), fc.nat(12))
  .map(([rules, seed, plies]) => {
    const game = randomGame(rules, seed, plies);
    const moves = rules.moveList?.format(game.moves);
    return gameHash(rules.id, paramsToText(rules.params, game.params), game.seed, moves);
  });

const anyHash = fc.oneof(
  anyText,
  anyText.map((t) => `#/${t}`),
  mutated(realHash),
);

describe('addresses, fuzzed', () => {
  it('always give a route, and a game route writes back to itself', () => {
    fc.assert(
      fc.property(anyHash, (hash) => {
        const route = parseRoute(hash);
        if (route.kind === 'unknown') {
          expect(route.reason).toMatch(/\S/);
          expect(route.reason.length).toBeLessThanOrEqual(MAX_ERROR);
        }
        if (route.kind === 'game') {
          for (const notice of route.notices) expect(notice.length).toBeLessThanOrEqual(MAX_ERROR);
          // Written back, a parameter given twice is gone, and so is its notice.
          const query = new URLSearchParams(route.query).toString();
          const again = parseRoute(`#/${route.id}${query ? `?${query}` : ''}`);
          expect(again).toEqual({ ...route, notices: [] });
        }
        if (route.kind === 'lab') expect(parseRoute(`#/${route.id}/lab`)).toEqual(route);
      }),
      { seed: 0x75, numRuns: 1000 },
    );
  });

  it('read every real address as its game', () => {
    fc.assert(
      fc.property(realHash, (hash) => parseRoute(hash).kind === 'game'),
      { seed: 0x76, numRuns: 200 },
    );
  });
});
