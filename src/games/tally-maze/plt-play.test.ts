import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aiContext } from '../../core/ai.ts';
import { createRng } from '../../core/rng.ts';
import engine from './engine.ts';
import { initialState, type TallyMazeMove, type TallyMazeState, tallyMaze } from './rules.ts';

/**
 * plt-play.txt was written by racket (scripts/tally-maze-play.rkt) from PLT's state.rkt: random
 * key presses and PLT's state after each. Replayed here with the rules and the pumpkin seats'
 * AI, every position must be PLT's: your cell, both pumpkins' cells and the board number. A key
 * into a wall leaves PLT's state as it was; here it is not a legal move at all.
 */
interface Game {
  w: number;
  h: number;
  board: bigint;
  keys: { key: TallyMazeMove; board: string; you: string; p1: string; p2: string }[];
}

const games: Game[] = [];
for (const line of readFileSync(new URL('./plt-play.txt', import.meta.url), 'utf8').split('\n')) {
  const f = line.split(' ');
  if (f[0] === 'game')
    games.push({ w: Number(f[1]), h: Number(f[2]), board: BigInt(f[3] as string), keys: [] });
  else if (f.length === 5 && games.length > 0) {
    const [key, board, you, p1, p2] = f as [TallyMazeMove, string, string, string, string];
    games[games.length - 1]?.keys.push({ key, board, you, p1, p2 });
  }
}

const xy = (s: TallyMazeState, cell: number) => `${cell % s.width},${Math.floor(cell / s.width)}`;
const pumpkin = engine.ais[0] as (typeof engine.ais)[number];

describe("Tally Maze against PLT's state.rkt", () => {
  it('has games to replay, some won, some lost, with n pressed', () => {
    expect(games.length).toBeGreaterThan(30);
    expect(games.flatMap((g) => g.keys).filter((k) => k.key === 'next').length).toBeGreaterThan(50);
  });

  it("moves you and the pumpkins as PLT does after every key, to PLT's end", () => {
    let won = 0;
    let lost = 0;
    for (const game of games) {
      let s = initialState(game.w, game.h, game.board);
      for (const [i, k] of game.keys.entries()) {
        const where = `${game.w}x${game.h} #${game.board} key ${i + 1} ${k.key}`;
        if (tallyMaze.legalMoves(s).includes(k.key)) {
          s = tallyMaze.play(s, k.key);
          while (s.turn !== 0)
            s = tallyMaze.play(s, pumpkin.choose(s, aiContext(createRng(1), s.turn)));
        }
        expect(
          [s.board, xy(s, s.player), xy(s, s.pumpkins[0]), xy(s, s.pumpkins[1])],
          where,
        ).toEqual([k.board, k.you, k.p1, k.p2]);
      }
      const r = tallyMaze.result(s);
      if (r?.kind === 'solved') won++;
      if (r?.kind === 'failed') lost++;
    }
    expect(lost).toBeGreaterThan(5);
    expect(won + lost).toBeGreaterThan(10);
  });
});
