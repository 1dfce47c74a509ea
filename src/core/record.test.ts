import { describe, expect, it } from 'vitest';
import { lightsOut } from '../games/lights-out/rules.ts';
import { currentState, pushMove, startHistory, undo } from './history.ts';
import { recordOf, replayRecord, startGame } from './record.ts';
import { unwrap } from './result.ts';

const params = { size: '5', board: 'random' };

function playedRecord() {
  const start = unwrap(startGame<ReturnType<typeof lightsOut.setup>>(lightsOut, params, 42));
  let h = startHistory<typeof start.state, { row: number; col: number }>(start.state);
  for (const move of [
    { row: 0, col: 0 },
    { row: 2, col: 3 },
    { row: 4, col: 4 },
  ]) {
    h = pushMove(h, move, lightsOut.play(currentState(h), move));
  }
  return { history: undo(h), record: recordOf(lightsOut, params, 42, undo(h)) };
}

describe('records', () => {
  it('save the seed, the generator and the moves as text', () => {
    const { record } = playedRecord();
    expect(record).toEqual({
      format: 2,
      game: 'lights-out',
      params,
      seed: 42,
      rng: 'xoroshiro128plus/lowbias32',
      moves: ['a1', 'd3', 'e5'],
      index: 2,
    });
  });

  it('replay to the same history, redo included', () => {
    const { history, record } = playedRecord();
    expect(unwrap(replayRecord(lightsOut, JSON.parse(JSON.stringify(record))))).toEqual(history);
  });

  it('name what is wrong with a bad save', () => {
    const { record } = playedRecord();
    expect(replayRecord(lightsOut, { ...record, moves: ['a1', 'q9'] })).toEqual({
      ok: false,
      error: 'saved move 2: move "q9": expected a cell like c2 (column letter, row number)',
    });
    expect(replayRecord(lightsOut, { ...record, rng: 'mersenne' }).ok).toBe(false);
    expect(replayRecord(lightsOut, { ...record, params: { size: '40' } })).toEqual({
      ok: false,
      error: 'saved game has bad parameters: size="40": must be from 3 to 10',
    });
    expect(replayRecord(lightsOut, { ...record, index: 9 })).toEqual({
      ok: false,
      error: 'saved game points past its last move',
    });
    expect(replayRecord(lightsOut, 'garbage')).toEqual({
      ok: false,
      error: 'saved game is malformed: record: Invalid input: expected object, received string',
    });
  });

  it('refuse a save whose parameters are named like members of Object.prototype', () => {
    const { record } = playedRecord();
    for (const name of ['constructor', 'toString', 'valueOf']) {
      const saved = JSON.parse(JSON.stringify({ ...record, params: { ...params, [name]: '1' } }));
      expect(replayRecord(lightsOut, saved)).toEqual({
        ok: false,
        error: `saved game has bad parameters: unknown parameter "${name}" (known: size, board)`,
      });
    }
  });

  it('quote a long bad move by an excerpt', () => {
    const { record } = playedRecord();
    const long = 'z'.repeat(5000);
    const replayed = replayRecord(lightsOut, { ...record, moves: ['a1', long] });
    expect(replayed.ok).toBe(false);
    if (!replayed.ok) {
      expect(replayed.error).toMatch(/^saved move 2: move "z{79}…" \(5000 characters\)/);
      expect(replayed.error.length).toBeLessThan(300);
    }
  });
});
