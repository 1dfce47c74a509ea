import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../core/game.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { CELLS, findRuns, legalSwaps, SIDE } from './board.ts';
import type { JewelParams } from './info.ts';
import {
  decayAt,
  type JewelMove,
  type JewelState,
  jewel,
  newGame,
  START_LIFE,
  settled,
  swapMoves,
  ticksLeft,
} from './rules.ts';

const params = (p: Partial<JewelParams> = {}): JewelParams => ({
  difficulty: 'beginner',
  start: 'free',
  ...p,
});

const swap = (state: JewelState, i = 0): JewelMove => swapMoves(state)[i] as JewelMove;
const wait = (ticks: number): JewelMove => ({ kind: 'tick', ticks });

/** Plays `moves` from `state`, each as its text, as a replay would. */
const replay = (state: JewelState, texts: string[]) =>
  texts.reduce((s, t) => jewel.play(s, unwrap(jewel.parseMove(t, s))), state);

describe('a new game', () => {
  it('is a settled 8×8 board of 7 types with a move, full life, level 0', () => {
    for (let seed = 0; seed < 20; seed++) {
      const s = newGame(params(), seed, 0);
      expect(s.board).toHaveLength(CELLS);
      expect(s.board.every((t) => t >= 0 && t < 7)).toBe(true);
      expect(findRuns(s.board)).toEqual([]);
      expect(legalSwaps(s.board).length).toBeGreaterThan(0);
      expect([s.score, s.level, s.life, s.time]).toEqual([0, 0, START_LIFE, 0]);
    }
  });

  it("scores the first board's runs only under PLT's start rule; the boards are the same", () => {
    let differ = 0;
    for (let seed = 0; seed < 30; seed++) {
      const free = newGame(params(), seed, 0);
      const plt = newGame(params({ start: 'plt' }), seed, 0);
      expect(plt.board).toEqual(free.board);
      expect(free.score).toBe(0);
      if (plt.score > 0) {
        differ++;
        expect(plt.life).toBe(START_LIFE + plt.score * 1000);
      }
    }
    expect(differ, 'some first boards hold runs').toBeGreaterThan(0);
  });
});

describe('swaps and cascades', () => {
  it('scores L − 1 a run, cascades included, and refills from the seed', () => {
    const s = newGame(params(), 7, 0);
    const after = jewel.play(s, swap(s));
    expect(after.score).toBeGreaterThanOrEqual(2);
    expect(after.life).toBe(s.life + after.score * 1000);
    expect(after.draws).toBeGreaterThanOrEqual(s.draws + 3);
    expect(after.swaps).toBe(1);
    expect(findRuns(after.board)).toEqual([]);
  });

  it('gives the same refills for the same seed and swaps, whatever the waits between', () => {
    const s = newGame(params(), 11, 0);
    let fast = s;
    let slow = s;
    for (let k = 0; k < 15; k++) {
      fast = jewel.play(fast, swap(fast));
      slow = jewel.play(jewel.play(slow, wait(1 + ((k * 37) % 99))), swap(slow));
      expect(slow.board).toEqual(fast.board);
    }
    expect(slow.score).toBe(fast.score);
    expect(slow.life).toBeLessThan(fast.life);
  });

  it('redraws a board with no move left, whole', () => {
    const s = newGame(params(), 3, 0);
    const dead = Array.from({ length: CELLS }, (_, i) => (Math.floor(i / SIDE) + (i % SIDE)) % 7);
    expect(legalSwaps(dead)).toEqual([]);
    const after = settled({ ...s, board: dead });
    expect(after.draws).toBeGreaterThanOrEqual(s.draws + CELLS);
    expect(legalSwaps(after.board).length).toBeGreaterThan(0);
    expect(after.board).not.toEqual(dead);
  });

  it('refuses swaps that make no run, far swaps and swaps off the board', () => {
    const s = newGame(params(), 5, 0);
    const legal = new Set(swapMoves(s).map((m) => jewel.moveToString(m)));
    for (let a = 0; a < CELLS - 1; a++) {
      const move: JewelMove = { kind: 'swap', a, b: a + 1 };
      if (Math.floor(a / SIDE) !== Math.floor((a + 1) / SIDE)) {
        expect(() => jewel.play(s, move)).toThrow(/not neighbours/);
      } else if (!legal.has(jewel.moveToString(move))) {
        expect(() => jewel.play(s, move)).toThrow(IllegalMoveError);
      }
    }
    expect(jewel.parseMove('a1-c1', s)).toEqual({
      ok: false,
      error: 'move "a1-c1": a1 and c1 are not neighbours',
    });
    expect(jewel.parseMove('i1-h1', s).ok).toBe(false);
  });
});

describe('life and time', () => {
  it('decays 0.4 a tick at level 0 and 0.02 more a level', () => {
    expect([decayAt(0), decayAt(5)]).toEqual([40, 50]);
    const s = newGame(params(), 1, 0);
    expect(jewel.play(s, wait(33)).life).toBe(START_LIFE - 33 * 40);
    const high = { ...s, level: 10 };
    expect(jewel.play(high, wait(10)).life).toBe(START_LIFE - 10 * 60);
  });

  it('levels up every 10 points, and decays faster from then on', () => {
    let s = newGame(params(), 2, 0);
    while (s.level === 0) s = jewel.play(s, swap(s));
    expect(s.score).toBeGreaterThanOrEqual(10);
    expect(s.stage).toBe(s.score - 10 * s.level);
    expect(jewel.play(s, wait(1)).life).toBe(s.life - decayAt(s.level));
  });

  it('ends the game once life drops below zero, with the score as the result', () => {
    let s = newGame(params(), 4, 0);
    s = jewel.play(s, swap(s));
    const left = ticksLeft(s);
    let t = s;
    while (ticksLeft(t) > 99) t = jewel.play(t, wait(99));
    const almost = jewel.play(t, wait(ticksLeft(t) - 1));
    expect(almost.end).toBe('playing');
    const over = jewel.play(almost, wait(1));
    expect(over.end).toBe('out');
    expect(over.life).toBe(0);
    expect(over.waited - s.waited).toBe(left);
    expect(jewel.result(over)).toEqual({
      kind: 'scores',
      scores: [s.score],
      detail: `Out of life at level ${s.level}: ${s.score} points`,
    });
    expect(jewel.legalMoves(over)).toEqual([]);
    expect(() => jewel.play(over, wait(1))).toThrow(/over/);
  });

  it('quits at once (Esc), the score kept', () => {
    const s = newGame(params(), 4, 0);
    const q = jewel.play(s, { kind: 'quit' });
    expect(q.end).toBe('quit');
    expect(jewel.result(q)?.detail).toBe('Ended at level 0: 0 points');
  });

  it('counts animation time in the clock but not in the waits', () => {
    const s = newGame(params(), 6, 0);
    const after = jewel.play(s, swap(s));
    expect(after.waited).toBe(0);
    expect(after.time).toBeGreaterThan(40);
  });
});

describe('text forms and what the player sees', () => {
  it('reads back states, moves and move lists; refuses bad ones with the reason', () => {
    const s = jewel.setup(params({ difficulty: 'extreme' }), createRng(9));
    const line = ['t33', jewel.moveToString(swap(s))];
    const end = replay(s, line);
    expect(unwrap(jewel.parseState(jewel.stateToString(end)))).toEqual(end);
    const list = jewel.moveList;
    if (!list) throw new Error('no move list');
    const played = unwrap(list.parse(s, line.join('.')));
    expect(list.format(played)).toBe(line.join('.'));
    expect(list.parse(s, 't33.a1-c1')).toEqual({
      ok: false,
      error: 'moves, move 2: move "a1-c1": a1 and c1 are not neighbours',
    });
    expect(jewel.parseMove('t0', s).ok).toBe(false);
    expect(jewel.parseMove('t100', s).ok).toBe(false);
    expect(jewel.parseState('beginner free look=9').ok).toBe(false);
    const bad = jewel.stateToString(s).replace(/board=\S+/, 'board=0123/45');
    expect(jewel.parseState(bad)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/8 rows of 8 digits/),
    });
  });

  it('hides the seed from the player, and a redeal looks the same', () => {
    const s = jewel.setup(params(), createRng(3));
    const seen = jewel.observe?.(s, 0) as JewelState;
    expect(seen.seed).toBe(-1);
    expect(jewel.stateToString(seen)).toContain('seed=?');
    expect(() => jewel.play(seen, swap(seen))).toThrow(/hidden/);
    const other = jewel.determinize?.(seen, 0, createRng(1)) as JewelState;
    expect(jewel.observe?.(other, 0)).toEqual(seen);
    expect(jewel.observe?.(s, 'all')).toEqual(s);
  });
});
