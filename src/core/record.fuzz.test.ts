import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomGame, registeredGames } from '../../tests/fuzz/games.ts';
import { anyText, expectShortError, mutated } from '../../tests/fuzz/strings.ts';
import type { AnyGame } from './game.ts';
import { paramsToText } from './params.ts';
import { type GameRecord, readRecord, recordOf, replayRecord } from './record.ts';

/**
 * Saves fuzzed (fixed seed): arbitrary JSON and real saves with a field replaced, dropped,
 * or a move, parameter or number mutated, read back from JSON. Reading never throws; an error
 * starts by saying which part of the save is wrong and is short whatever the input; a save that
 * replays is written back as the same record.
 */
const games = await registeredGames();

/** A save of a seeded random game, its cursor anywhere along it, as stored: through JSON. */
const realRecord = fc
  .tuple(fc.constantFrom(...games), fc.nat(), fc.nat(30), fc.nat())
  .map(([rules, seed, plies, at]): [AnyGame, GameRecord] => {
    const game = randomGame(rules, seed, plies);
    const history = { ...game, index: at % (game.moves.length + 1) };
    const params = paramsToText(rules.params, game.params);
    return [rules, recordOf(rules, params, game.seed, history)];
  });

const FIELDS = ['format', 'game', 'params', 'seed', 'rng', 'moves', 'index'] as const;

type Change =
  | { field: (typeof FIELDS)[number]; value: unknown }
  | { move: number; text: string }
  | { param: string; text: string };

/** One change to `record`: a field replaced or dropped, one of its moves mutated, a parameter. */
const changeOf = (record: GameRecord): fc.Arbitrary<Change> =>
  fc.oneof(
    fc.record({ field: fc.constantFrom(...FIELDS), value: fc.jsonValue() }),
    fc.record({ field: fc.constantFrom(...FIELDS), value: fc.constant(undefined) }),
    fc.record({ field: fc.constantFrom('seed', 'index'), value: fc.integer() }),
    fc.record({
      move: fc.nat(),
      text: record.moves.length ? mutated(fc.constantFrom(...record.moves)) : anyText,
    }),
    fc.record({ param: anyText, text: anyText }),
    // Many parameters, each wrong: the error must not grow with their number.
    fc.record({
      field: fc.constant('params' as const),
      value: fc.dictionary(anyText, anyText, { minKeys: 2, maxKeys: 40 }),
    }),
  );

/** The record's JSON with the changes made, as a save read back from storage. */
function changed(record: GameRecord, changes: readonly Change[]): unknown {
  const data = JSON.parse(JSON.stringify(record));
  for (const c of changes) {
    if ('field' in c) data[c.field] = c.value;
    // An earlier change may have replaced the moves or parameters with something else.
    else if ('move' in c && Array.isArray(data.moves)) {
      data.moves[c.move % Math.max(1, data.moves.length)] = c.text;
    } else if ('param' in c && data.params instanceof Object) data.params[c.param] = c.text;
  }
  return JSON.parse(JSON.stringify(data));
}

const saves: fc.Arbitrary<[AnyGame, unknown]> = fc.oneof(
  fc.tuple(fc.constantFrom(...games), fc.jsonValue()),
  realRecord.chain(([rules, record]) =>
    fc
      .array(changeOf(record), { minLength: 1, maxLength: 3 })
      .map((changes): [AnyGame, unknown] => [rules, changed(record, changes)]),
  ),
  realRecord,
);

describe('saves, fuzzed', () => {
  it('read without throwing, name what is wrong in short, and replay to the same record', () => {
    fc.assert(
      fc.property(saves, ([rules, data]) => {
        const input = JSON.stringify(data) ?? '';
        const read = readRecord(rules, data);
        expectShortError(read, input);
        if (!read.ok) expect(read.error).toMatch(/^saved game /);
        const replayed = replayRecord(rules, data);
        expectShortError(replayed, input);
        if (!replayed.ok) expect(replayed.error).toMatch(/^saved (game |move \d+[: ])/);
        if (replayed.ok) {
          if (!read.ok) expect.fail(`replays but does not read: ${read.error}`);
          const { params, seed } = read.value;
          expect(recordOf(rules, params, seed, replayed.value)).toEqual(read.value);
        }
      }),
      { seed: 0x5a, numRuns: 500 },
    );
  });
});
