import { describe, expect, it } from 'vitest';
import { aiContext } from '../../core/ai.ts';
import { IllegalMoveError } from '../../core/game.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import engine from './engine.ts';
import { tallyMazeInfo } from './info.ts';
import { mazeCount, wallsOf, wallsToString } from './maze.ts';
import { pickBoard, type TallyMazeMove, type TallyMazeState, tallyMaze } from './rules.ts';
import { solve } from './solver.ts';

const state = (text: string) => unwrap(tallyMaze.parseState(text));
const text = (s: TallyMazeState) => tallyMaze.stateToString(s);
const pumpkin = engine.ais[0] as (typeof engine.ais)[number];
/** Your move, then the pumpkins' answers by PLT's rule. */
function turn(s: TallyMazeState, move: TallyMazeMove): TallyMazeState {
  let t = tallyMaze.play(s, move);
  while (t.turn !== 0) t = tallyMaze.play(t, pumpkin.choose(t, aiContext(createRng(1), t.turn)));
  return t;
}

/** The first board of the size, from 0 up, that can be won, with its shortest line. */
function firstWinnable(width: number, height: number) {
  for (let b = 0; ; b++) {
    const s = tallyMaze.setup({ width, height, board: String(b) }, createRng(1));
    const { moves } = solve(s, { depth: 60, nodes: 200_000, next: true });
    if (moves) return { s, moves };
  }
}

// 3×3 maze 0: rows 130/312/010 (1 right open, 2 bottom open).
//   (0,0)→(1,0) open, (1,0)↓, (2,0)... see plt-walls.txt
describe('Tally Maze rules', () => {
  it('starts you top left and both pumpkins on the exit', () => {
    const s = tallyMaze.setup({ width: 12, height: 12, board: '5' }, createRng(1));
    expect(text(s)).toBe('12x12 #5 you=0,0 pumpkin1=11,11 pumpkin2=11,11 next=you');
  });

  it("draws the first board as PLT's pick-a-maze: from 0 or the middle, plus two quarters", () => {
    const count = mazeCount(12, 12);
    const picks = Array.from({ length: 200 }, (_, i) => pickBoard(12, 12, createRng(i)));
    expect(picks.every((b) => b >= 0n && b < count)).toBe(true);
    const low = picks.filter((b) => b < count / 2n).length;
    expect(low).toBeGreaterThan(60);
    expect(low).toBeLessThan(140);
    // Two quarters from 0 rarely stay in the first sixteenth, and never pass three quarters.
    expect(picks.filter((b) => b < count / 16n).length).toBeLessThan(10);
    expect(pickBoard(12, 12, createRng(7))).toBe(pickBoard(12, 12, createRng(7)));
  });

  it('lists only the open directions, then stay and next; a wall is not a move', () => {
    expect(wallsToString(3, wallsOf(3, 3, 0n))).toBe('130/312/010');
    const s = state('3x3 #0 you=0,0 pumpkin1=2,2 pumpkin2=2,2 next=you');
    expect(tallyMaze.legalMoves(s)).toEqual(['right', 'stay', 'next']);
    expect(() => tallyMaze.play(s, 'down')).toThrow(IllegalMoveError);
    expect(() => tallyMaze.play(s, 'down')).toThrow('a wall is in the way down');
    expect(tallyMaze.parseMove('left', s)).toEqual({
      ok: false,
      error: 'move "left": a wall is in the way to the left',
    });
  });

  it('lets the pumpkins answer every action, the closer chasing, ties to pumpkin 1', () => {
    // 3x3 #0: you step right to (1,0); pumpkins on the exit (2,2).
    const s = tallyMaze.play(state('3x3 #0 you=0,0 pumpkin1=2,2 pumpkin2=2,2 next=you'), 'right');
    expect(text(s)).toBe('3x3 #0 you=1,0 pumpkin1=2,2 pumpkin2=2,2 next=pumpkin1');
    expect(tallyMaze.legalMoves(s)).not.toContain('next');
    const chase = pumpkin.choose(s, aiContext(createRng(1), 1));
    const after1 = tallyMaze.play(s, chase);
    expect(after1.was).toBe(8);
    // Pumpkin 2 decides on the cells before pumpkin 1 moved.
    const both = tallyMaze.play(after1, pumpkin.choose(after1, aiContext(createRng(1), 2)));
    expect(both.turn).toBe(0);
    expect(both.was).toBe(-1);
  });

  it('changes the walls and not the pieces with next, and the number wraps', () => {
    const s = state('2x2 #3 you=0,0 pumpkin1=1,1 pumpkin2=1,1 next=you');
    const t = tallyMaze.play(s, 'next');
    expect(t.board).toBe('0');
    expect(t.player).toBe(0);
    expect(t.pumpkins).toEqual([3, 3]);
  });

  it('wins on the exit, even when a pumpkin is there; loses when caught', () => {
    // The first 3×3 board the solver can win from; playing its line wins.
    const { s, moves } = firstWinnable(3, 3);
    let t = s;
    for (const m of moves ?? []) {
      expect(tallyMaze.result(t)).toBeNull();
      t = turn(t, m);
    }
    expect(tallyMaze.result(t)).toEqual({
      kind: 'solved',
      detail: `You escaped from board #${t.board}`,
    });
    expect(tallyMaze.legalMoves(t)).toEqual([]);
    expect(() => tallyMaze.play(t, 'stay')).toThrow('the game is over');
    const onPumpkin = state('3x3 #0 you=1,1 pumpkin1=2,1 pumpkin2=2,2 next=you');
    expect(tallyMaze.result(onPumpkin)).toBeNull();
    expect(tallyMaze.legalMoves(onPumpkin)).toContain('right');
    // Stepping onto a pumpkin ends the game at once: the pumpkins do not answer.
    const stepped = tallyMaze.play(onPumpkin, 'right');
    expect(stepped.turn).toBe(0);
    expect(tallyMaze.result(stepped)).toEqual({
      kind: 'failed',
      detail: 'A pumpkin caught you on board #0',
    });
    const exitWithPumpkin = state('3x3 #0 you=2,2 pumpkin1=2,2 pumpkin2=2,1 next=you');
    expect(tallyMaze.result(exitWithPumpkin)?.kind).toBe('solved');
  });

  it('cannot win maze #0 of 12×12 without n, by exhaustive search (PLT’s own test)', () => {
    const s = tallyMaze.setup({ width: 12, height: 12, board: '0' }, createRng(1));
    const without = solve(s, { depth: 10_000, nodes: 5_000_000, next: false });
    expect(without.moves).toBeNull();
    expect(without.unwinnable).toBe(true);
    // With n it can be won: the test would pass for a search that never wins.
    expect(solve(s, { depth: 200, nodes: 2_000_000, next: true }).moves).not.toBeNull();
  });

  it('finds the shortest line: no shorter one wins', () => {
    const { s, moves } = firstWinnable(5, 5);
    const n = moves.length;
    expect(n).toBeGreaterThan(8);
    const shorter = solve(s, { depth: n - 1, nodes: 500_000, next: true });
    expect(shorter.moves).toBeNull();
    expect(shorter.cut).toBe(false);
  });

  it('finds lines as short as a plain breadth-first search over the rules finds', () => {
    // The rules and the engine's pumpkin, not the solver's own inlined rule.
    const bfs = (start: TallyMazeState, limit: number): number | null => {
      let level = [start];
      const seen = new Set([text(start)]);
      for (let depth = 1; depth <= limit; depth++) {
        const next: TallyMazeState[] = [];
        for (const s of level) {
          for (const m of tallyMaze.legalMoves(s)) {
            const t = turn(s, m);
            const r = tallyMaze.result(t);
            if (r?.kind === 'solved') return depth;
            if (r || seen.has(text(t))) continue;
            seen.add(text(t));
            next.push(t);
          }
        }
        level = next;
      }
      return null;
    };
    let wins = 0;
    for (let b = 0; b < 192; b += 3) {
      const s = tallyMaze.setup({ width: 3, height: 3, board: String(b) }, createRng(1));
      const expected = bfs(s, 14);
      const found = solve(s, { depth: 14, nodes: 1_000_000, next: true }).moves;
      expect(found?.length ?? null, `board ${b}`).toBe(expected);
      if (expected !== null) wins++;
    }
    expect(wins).toBeGreaterThan(5);
  });
});

describe('Tally Maze hint', () => {
  it('gives the shortest line, or null where no line wins at all', () => {
    const quiet = { progress: () => {}, stopped: () => false };
    const { s, moves } = firstWinnable(3, 3);
    const hint = engine.hint?.(s, quiet);
    expect(hint?.moves).toEqual(moves);
    expect(hint?.why).toContain(`${moves.length} actions`);
    // 3×3 board 0 cannot be won: its 192 mazes wrap, so the search sees every position.
    const lost = tallyMaze.setup({ width: 3, height: 3, board: '0' }, createRng(1));
    expect(solve(lost, { depth: 80, nodes: 1_000_000, next: true }).unwinnable).toBe(true);
    expect(engine.hint?.(lost, quiet)).toBeNull();
    // Not for the pumpkins' turn, nor after the end.
    expect(engine.hint?.(tallyMaze.play(s, moves[0] as TallyMazeMove), quiet)).toBeNull();
  });

  it('stops when asked, through the task context', () => {
    const s = tallyMaze.setup({ width: 12, height: 12, board: 'random' }, createRng(3));
    let polls = 0;
    const stopping = { progress: () => {}, stopped: () => ++polls > 2 };
    expect(() => engine.hint?.(s, stopping)).toThrow('stopped');
  });
});

describe('Tally Maze text', () => {
  it('round-trips states and rejects bad ones, saying why', () => {
    for (const t of [
      '12x12 #0 you=0,0 pumpkin1=11,11 pumpkin2=11,11 next=you',
      '3x3 #191 you=1,0 pumpkin1=2,2 pumpkin2=2,2 next=pumpkin1',
    ]) {
      expect(text(state(t))).toBe(t);
    }
    const bad: [string, string][] = [
      ['3x3 #192 you=0,0 pumpkin1=2,2 pumpkin2=2,2 next=you', 'past the last 3×3 maze'],
      ['3x3 #01 you=0,0 pumpkin1=2,2 pumpkin2=2,2 next=you', 'expected like'],
      ['31x3 #0 you=0,0 pumpkin1=2,2 pumpkin2=2,2 next=you', 'sizes go from'],
      ['3x3 #0 you=3,0 pumpkin1=2,2 pumpkin2=2,2 next=you', 'off the 3x3 maze'],
      ['3x3 #0 you=0,0 pumpkin1=2,2 pumpkin2=2,2 next=pumpkin2', 'was=x,y'],
      ['3x3 #0 you=2,2 pumpkin1=2,2 pumpkin2=2,1 next=pumpkin1', 'caught'],
    ];
    for (const [t, why] of bad) {
      const parsed = tallyMaze.parseState(t);
      expect(parsed.ok, t).toBe(false);
      if (!parsed.ok) expect(parsed.error).toContain(why);
    }
  });

  it('checks the board parameter', () => {
    expect(tallyMazeInfo.checkParams?.({ width: 3, height: 3, board: '191' })).toBeUndefined();
    expect(tallyMazeInfo.checkParams?.({ width: 3, height: 3, board: '192' })).toContain(
      'number 191',
    );
    expect(tallyMazeInfo.checkParams?.({ width: 3, height: 3, board: 'x' })).toContain('digits');
  });
});
