import { describe, expect, it } from 'vitest';
import lightsOut from './lights-out/index.ts';
import { loadGame, loadGames, registry } from './registry.ts';

describe('registry', () => {
  it('registers each game once, under the id its rules give', async () => {
    const ids = registry.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of await loadGames()) expect(entry.error).toBeUndefined();
  });

  it('turns a game that throws while loading into an error entry and loads the others', async () => {
    const entries = [
      { id: 'broken', load: () => Promise.reject(new Error('syntax error in rules')) },
      { id: 'lights-out', load: async () => lightsOut },
      { id: 'misnamed', load: async () => lightsOut },
    ];
    expect(await loadGames(entries)).toEqual([
      { id: 'broken', error: 'syntax error in rules' },
      { id: 'lights-out', descriptor: lightsOut },
      { id: 'misnamed', error: 'registered as "misnamed" but its rules say "lights-out"' },
    ]);
  });

  it('names the known games when asked for an unknown one', async () => {
    await expect(loadGame('chess')).rejects.toThrow(
      'no game "chess" (known: lights-out, connect4, mini-card, onitama)',
    );
  });
});
