import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AiContext, AiPlayer } from '../core/ai.ts';
import { unwrap } from '../core/result.ts';
import { genericAis } from '../search/generic-ais.ts';
import { genericPlayer } from '../search/generic-players.ts';
import { playMatchGame } from '../search/match.ts';
import { findAi, loadGame } from './load-game.ts';
import { findPlayer, resolvePlayer } from './players.ts';
import { findGame, registry } from './registry.ts';

const engineOf = (id: string) => findGame(id).engine();

describe('resolvePlayer', () => {
  it("takes the game's own player first, then a generic one its flags allow", async () => {
    const goFish = await engineOf('go-fish');
    // Go Fish's own IS-MCTS lays its forced moves without searching: it is the one named so.
    expect(resolvePlayer(goFish, 'ismcts:200')).toBe(goFish.ais.find((a) => a.id === 'ismcts:200'));
    expect(resolvePlayer(goFish, 'ismcts:30')).toMatchObject({
      id: 'ismcts:30',
      label: 'IS-MCTS, 30 iterations',
    });
    const connect4 = await engineOf('connect4');
    expect(resolvePlayer(connect4, 'random')).toBe(connect4.ais.find((a) => a.id === 'random'));
    expect(resolvePlayer(connect4, 'mcts:1000')?.label).toBe('MCTS, 1000 iterations');
  });

  it('has none for unknown names, bad sizes, or what the flags rule out', async () => {
    const goFish = await engineOf('go-fish');
    expect(resolvePlayer(goFish, 'random:3')?.label).toBe('Random moves, stream 3');
    for (const id of ['minimax', 'mcts:100', 'ismcts:0', 'ismcts:', 'expectimax:2', 'random:0']) {
      expect(resolvePlayer(goFish, id), id).toBeUndefined();
    }
    expect(findPlayer(goFish, 'ismcts:1e3')).toEqual({
      ok: false,
      error: 'computer player "ismcts:1e3": ismcts:<iterations> takes iterations from 1 to 100000',
    });
    expect(findPlayer(goFish, 'expectimax:2')).toEqual({
      ok: false,
      error:
        'expectimax:2 cannot play go-fish: the game has hidden information (use information-set MCTS)',
    });
  });

  it('checks the seat count where it knows it: expectimax is for two players', async () => {
    const race3 = unwrap(await loadGame('dice-race(players=3)'));
    expect(findAi(race3, 'expectimax:2')).toEqual({
      ok: false,
      error: 'expectimax:2 cannot play dice-race: it needs 2 players, not 3',
    });
    const race2 = unwrap(await loadGame('dice-race'));
    expect(findAi(race2, 'expectimax:2').ok).toBe(true);
  });
});

describe('genericAis', () => {
  it('loads no search: its module and requirements.ts import only core and each other', () => {
    for (const file of ['generic-ais.ts', 'requirements.ts']) {
      const source = readFileSync(new URL(`../search/${file}`, import.meta.url), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      expect(imports.length, file).toBeGreaterThan(0);
      for (const path of imports)
        expect(path, file).toMatch(/^(\.\.\/core\/|\.\/requirements\.ts$)/);
    }
  });

  it('offers random, one sized tree search and expectimax where each fits', () => {
    const ids = (id: string, players: number) =>
      genericAis(findGame(id).info, players).map((ai) => ai.id);
    expect(ids('connect4', 2)).toEqual(['random', 'mcts:1000']);
    expect(ids('go-fish', 3)).toEqual(['random', 'ismcts:1000']);
    expect(ids('lights-out', 1)).toEqual(['random', 'mcts:1000']);
    expect(ids('dice-race', 2)).toEqual(['random', 'mcts:1000', 'expectimax:3']);
    expect(ids('dice-race', 3)).toEqual(['random', 'mcts:1000']);
    expect(genericAis(findGame('mines').info, 1)).toEqual([
      { id: 'random', label: 'Random moves' },
      { id: 'ismcts:1000', label: 'IS-MCTS, 1000 iterations' },
    ]);
  });
});

/**
 * One game of every turn game for each search its flags allow, against random moves (or alone),
 * with the game's fixed seats at their own AIs. Budgets: 200 iterations unless named, and small
 * boards and a ply cap where a game is long or random play seldom ends it, so this stays quick.
 */
const SETTINGS: Readonly<
  Record<string, { game?: string; iterations?: number; maxPlies?: number }>
> = {
  aces: { iterations: 50 },
  'go-fish': { iterations: 30 },
  'crazy-8s': { iterations: 50 },
  blackjack: { iterations: 50, maxPlies: 40 },
  rummy: { iterations: 10, maxPlies: 10 },
  spider: { iterations: 10, maxPlies: 10 },
  memory: { game: 'memory(pairs=4)' },
  slidey: { game: 'slidey(width=3,height=3)', maxPlies: 40 },
  same: { game: 'same(width=5,height=5,colours=3)' },
  mines: { game: 'mines(mode=beginner)', iterations: 50 },
  pbn: { game: 'pbn(clues=2-1/1-2)', maxPlies: 20 },
  'lights-out': { game: 'lights-out(size=3)', maxPlies: 40 },
  jewel: { iterations: 20, maxPlies: 20 },
  parcheesi: { iterations: 10, maxPlies: 20 },
  'tally-maze': { game: 'tally-maze(width=4,height=4)' },
  'chat-noir': { game: 'chat-noir(size=7)' },
};

const cases = registry.flatMap((d) => {
  if (d.kind !== 'game') return [];
  const kinds = [
    ...(d.info.hiddenInformation ? [] : ['mcts']),
    ...(d.info.hiddenInformation || d.info.chance ? ['ismcts'] : []),
  ];
  const { game = d.info.id, iterations = 200, maxPlies = 400 } = SETTINGS[d.info.id] ?? {};
  return kinds.map((kind) => ({ name: `${kind}:${iterations}`, game, maxPlies }));
});

describe('the generic tree searches', () => {
  it.each(cases)(
    '$name plays a game of $game',
    async ({ name, game: text, maxPlies }) => {
      const game = unwrap(await loadGame(text));
      const search = unwrap(
        genericPlayer(game.rules, name, game.players) ?? { ok: false, error: name },
      );
      let asked = 0;
      const counted: AiPlayer<unknown, unknown> = {
        ...search,
        choose(observation: unknown, context: AiContext) {
          asked++;
          return search.choose(observation, context);
        },
      };
      const fixed = Array.from({ length: game.players }, (_, seat) => {
        const spec = game.descriptor.seats?.[seat];
        return spec?.fixed && spec.ai ? unwrap(findAi(game, spec.ai)) : undefined;
      });
      const random = unwrap(findAi(game, 'random'));
      const options = { game: game.rules, params: game.params, deals: 1, seed: 1, maxPlies, fixed };
      // `play` throws on an illegal move: a game that ends, or stops at the cap, had legal moves only.
      const played = playMatchGame(
        { ...options, players: [counted, random] },
        { deal: 0, rotation: 0 },
      );
      expect(asked).toBeGreaterThan(0);
      expect(played.outcome !== null || played.plies === maxPlies).toBe(true);
      // A bound on a loaded machine, not a timing: the work is fixed by the budgets above.
    },
    30_000,
  );

  it('expectimax:3 plays a game of Dice Race, the two-player game with dice', async () => {
    const game = unwrap(await loadGame('dice-race'));
    const players = [unwrap(findAi(game, 'expectimax:3')), unwrap(findAi(game, 'random'))];
    const fixed = [undefined, unwrap(findAi(game, 'cautious'))];
    const played = playMatchGame(
      { game: game.rules, params: game.params, players, deals: 1, seed: 2, fixed },
      { deal: 0, rotation: 0 },
    );
    expect(played.outcome?.kind).toBe('win');
  });
});
