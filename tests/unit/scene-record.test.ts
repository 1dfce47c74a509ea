import { describe, expect, it } from 'vitest';
import { playScene } from '../../scripts/scene-record.ts';
import { CHANCE } from '../../src/core/game.ts';
import { currentState } from '../../src/core/history.ts';
import { replayRecord, startGame } from '../../src/core/record.ts';
import { findDescriptor } from '../../src/games/registry.ts';
import { parseRoute } from '../../src/ui/session/game-url.ts';
import { readSavesFile, savesFile } from '../../src/ui/session/saves-file.ts';

const game = (id: string) => {
  const descriptor = findDescriptor(id);
  if (descriptor.kind !== 'game') throw new Error(`${id} is an app`);
  return descriptor;
};

describe('playScene (the screenshots command)', () => {
  it('plays on to a person and saves a record the console imports and the rules replay', async () => {
    // Dice Race: seat 1 is a person, seat 2 always the house, dice are chance moves.
    const descriptor = game('dice-race');
    const rules = await descriptor.rules();
    const scene = await playScene(descriptor, { seed: 5, plies: 7, player: 'random' });
    const save = scene.save;
    if (!save) throw new Error('a game without a move list is handed over as a save');
    const replayed = replayRecord(rules, save.data);
    if (!replayed.ok) throw new Error(replayed.error);
    // The save keeps the players' moves; the dice come again from the seed and their plies.
    expect(replayed.value.moves.length).toBeGreaterThanOrEqual(7);
    expect(save.data.moves.every((m) => !/^[1-6]$/.test(m))).toBe(true);
    const last = currentState(replayed.value);
    expect(rules.result(last) !== null || rules.toMove(last) === 0).toBe(true);
    const counted = replayed.value.moves.filter((_, i) => {
      return rules.toMove(replayed.value.states[i]) !== CHANCE;
    }).length;
    expect(scene.moves).toBe(counted);
    expect(save.data.seats).toEqual([{ kind: 'human' }, { kind: 'ai', ai: 'cautious' }]);
    expect(readSavesFile(JSON.stringify(savesFile([save], []))).ok).toBe(true);
    expect(scene.hash).toBe(`#/${save.key}`);
  });

  it('hands a game with a move list over by its address', async () => {
    const descriptor = game('connect4');
    const rules = await descriptor.rules();
    const scene = await playScene(descriptor, { seed: 2, plies: 5, player: 'random' });
    expect(scene.save).toBeUndefined();
    const route = parseRoute(scene.hash);
    if (route.kind !== 'game') throw new Error(`not a game's address: ${scene.hash}`);
    const { moves = '', seed, ...params } = route.query;
    expect(seed).toBe('2');
    const start = startGame(rules, params, Number(seed));
    if (!start.ok) throw new Error(start.error);
    const parsed = rules.moveList?.parse(start.value.state, moves);
    expect(parsed?.ok && parsed.value.length).toBe(5);
    expect(params).toEqual({ width: '7', height: '6', first: 'red' });
    expect(scene.moves).toBe(5);
  });

  it('names a bad parameter or an unknown player', async () => {
    await expect(
      playScene(game('connect4'), { seed: 1, plies: 1, params: { width: 'x' } }),
    ).rejects.toThrow(/^the scene of connect4: width="x": /);
    await expect(
      playScene(game('dice-race'), { seed: 1, plies: 3, player: 'nobody' }),
    ).rejects.toThrow('the scene of dice-race: dice-race has no computer player "nobody"');
  });
});
