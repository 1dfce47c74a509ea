import { describe, expect, it } from 'vitest';
import type { GameInfo } from '../../core/game.ts';
import { connect4Info } from '../../games/connect4/info.ts';
import { lightsOutInfo } from '../../games/lights-out/info.ts';
import { minesInfo } from '../../games/mines/info.ts';
import { pbnInfo } from '../../games/pbn/info.ts';
import { readAddress } from './address-query.ts';

const nothingSaved = async (_key: string) => false;
const read = (
  info: GameInfo,
  query: Record<string, string>,
  notices: string[] = [],
  saved = nothingSaved,
) => readAddress(info, false, { query, notices }, saved);

describe('reading the parameters of an address', () => {
  it('leaves an address without parameters as it is, so the last game resumes', async () => {
    expect(await read(lightsOutInfo, {})).toEqual({ query: {}, notices: [] });
    expect(await read(lightsOutInfo, { seed: 'x' })).toEqual({ query: { seed: 'x' }, notices: [] });
  });

  it('names every parameter once any is given, and keeps the seed and the moves', async () => {
    expect(
      await readAddress(
        connect4Info,
        true,
        { query: { seed: '3', moves: '44', first: 'yellow' }, notices: [] },
        nothingSaved,
      ),
    ).toEqual({
      query: { width: '7', height: '6', first: 'yellow', seed: '3', moves: '44' },
      notices: [],
    });
  });

  it('puts the default in place of a bad value and names both', async () => {
    expect(await read(connect4Info, { width: '10' })).toEqual({
      query: { width: '7', height: '6', first: 'red' },
      notices: ['URL: width="10": must be from 4 to 9; using the default, width=7.'],
    });
  });

  it('drops an unknown parameter, and one named by the route, without resuming', async () => {
    const defaults = { size: '5', board: 'random' };
    expect(await read(lightsOutInfo, { zoom: '2' })).toEqual({
      query: defaults,
      notices: ['URL: unknown parameter "zoom" (known: size, board); ignored.'],
    });
    const twice = 'URL: "size" is given twice; neither is used.';
    expect(await read(lightsOutInfo, {}, [twice])).toEqual({ query: defaults, notices: [twice] });
  });

  it('ends a clash by putting back the fewest defaults, the last declared first', async () => {
    expect(await read(pbnInfo, { set: 'misc', puzzle: '5' })).toEqual({
      query: { set: 'misc', puzzle: '1', clues: 'none' },
      notices: [
        'URL: set Misc has 2 puzzles; board 5 is not one of them; using the default, puzzle=1.',
      ],
    });
    expect((await read(lightsOutInfo, { size: '7', board: '1' })).query).toEqual({
      size: '7',
      board: 'random',
    });
    // No single default ends this one: all go back.
    const pair: GameInfo = {
      id: 'pair',
      title: 'Pair',
      set: 'Other Games',
      players: () => 1,
      chance: false,
      hiddenInformation: false,
      params: {
        a: { kind: 'int', label: 'A', min: 0, max: 9, default: 1 },
        b: { kind: 'int', label: 'B', min: 0, max: 9, default: 1 },
      },
      checkParams: (p) =>
        Number(p.a) + Number(p.b) > 5 ? 'a and b add up to more than 5' : undefined,
    };
    expect(await read(pair, { a: '5', b: '5' })).toEqual({
      query: { a: '1', b: '1' },
      notices: ['URL: a and b add up to more than 5; using the defaults, a=1, b=1.'],
    });
  });

  it('writes what a game decides itself, naming what the address said otherwise', async () => {
    expect(await read(minesInfo, { mode: 'expert' })).toEqual({
      query: {
        mode: 'expert',
        width: '30',
        height: '16',
        mines: '99',
        safe: 'true',
        noguess: 'false',
      },
      notices: [],
    });
    expect(
      await read(minesInfo, { mode: 'beginner', width: '20', height: '99', mines: '50' }),
    ).toEqual({
      query: {
        mode: 'beginner',
        width: '9',
        height: '9',
        mines: '10',
        safe: 'true',
        noguess: 'false',
      },
      notices: [
        'URL: height="99": must be from 4 to 24; using height=9.',
        'URL: width="20", mines="50": mode=beginner deals 9×9 with 10 mines; using width=9, mines=10.',
      ],
    });
  });

  it('opens a save under its own address, written before the game said what it decides', async () => {
    const old = {
      mode: 'expert',
      width: '16',
      height: '16',
      mines: '30',
      safe: 'true',
      noguess: 'false',
    };
    const keys: string[] = [];
    const saved = async (key: string) => {
      keys.push(key);
      return key === 'mines?mode=expert&width=16&height=16&mines=30&safe=true&noguess=false&seed=5';
    };
    expect(await read(minesInfo, { ...old, seed: '5' }, [], saved)).toEqual({
      query: { ...old, seed: '5' },
      notices: [],
    });
    expect((await read(minesInfo, { ...old, seed: '6' }, [], saved)).query.width).toBe('30');
    expect(keys).toHaveLength(2);
  });
});
