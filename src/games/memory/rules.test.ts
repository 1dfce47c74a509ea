import { describe, expect, it } from 'vitest';
import { createRng } from '../../core/rng.ts';
import { compare, fraction, toDecimal, toText } from './fraction.ts';
import { optimalNext } from './hint.ts';
import { expectedMoves, optimalSecond } from './optimal.ts';
import { type MemoryObservation, type MemoryState, memory } from './rules.ts';

const PLT = { pairs: 10, kids: false };
const seen = (s: MemoryState) => memory.observe?.(s, 0) as MemoryObservation;

describe('memory rules', () => {
  it("deals PLT's 10 pairs on 20 places, each picture twice, the same from the same seed", () => {
    const s = memory.setup(PLT, createRng(2));
    expect(s.layout).toHaveLength(20);
    expect([...s.layout].sort((a, b) => a - b)).toEqual(
      [...Array(10).keys()].flatMap((p) => [p, p]),
    );
    expect(memory.setup(PLT, createRng(2))).toEqual(s);
    expect(seen(s).faces.every((f) => f === null)).toBe(true);
  });

  it('takes a pair, turns a mismatch back at the next click, and cancels a card clicked twice', () => {
    const s = memory.setup({ pairs: 3, kids: true }, createRng(1));
    const a = 0;
    const twin = s.layout.findIndex((pic, p) => p !== a && pic === s.layout[a]);
    const other = s.layout.findIndex((pic) => pic !== s.layout[a]);
    // A card clicked twice turns back down and counts no move.
    const cancelled = memory.play(memory.play(s, a), a);
    expect([cancelled.up, cancelled.moves]).toEqual([null, 0]);
    // A mismatch stays shown until the next click, then is face down again.
    const miss = memory.play(memory.play(s, a), other);
    expect(miss.shown).toEqual([a, other]);
    expect(seen(miss).faces[other]).toBe(s.layout[other]);
    const next = memory.play(miss, twin);
    expect(seen(next).faces[other]).toBeNull();
    expect(seen(next).known[other]).toBe(s.layout[other]);
    // A pair goes to the pile.
    const pair = memory.play(memory.play(s, a), twin);
    expect(pair.matched).toEqual([a, twin]);
    expect(pair.moves).toBe(1);
    expect(() => memory.play(pair, a)).toThrow('already on the pile');
  });

  it('ends when every pair is found, giving the moves against the optimum', () => {
    let s = memory.setup({ pairs: 2, kids: false }, createRng(3));
    for (let pic = 0; pic < 2; pic++) {
      for (const p of s.layout.flatMap((x, i) => (x === pic ? [i] : []))) s = memory.play(s, p);
    }
    expect(memory.result(s)).toEqual({
      kind: 'solved',
      detail: 'All 2 pairs in 2 moves; the best player with a perfect memory averages 2.67',
    });
  });
});

describe('the optimal perfect-memory player', () => {
  it('expects exactly 227287744/14549535 moves for 10 pairs', () => {
    expect(toText(expectedMoves(10))).toBe('227287744/14549535');
    expect(toDecimal(expectedMoves(10), 4)).toBe('15.6217');
  });

  it('agrees with small cases worked by hand', () => {
    // One pair: one move. Two pairs: the first move finds a pair with chance 1/3 (1 + 1);
    // else all four cards are... known after it, with (1 + 2) moves: 1/3·2 + 2/3·3 = 8/3.
    expect(toText(expectedMoves(1))).toBe('1');
    expect(toText(expectedMoves(2))).toBe('8/3');
    // More pairs never take fewer moves.
    for (let n = 2; n <= 26; n++) expect(compare(expectedMoves(n), expectedMoves(n - 1))).toBe(1);
    expect(compare(expectedMoves(26), fraction(52n))).toBe(-1);
  });

  it('finds a second unseen card always better than a known one, alone at the table', () => {
    // Worth checking, not assuming: against an opponent a known card can be the better second;
    // playing alone, the programme never prefers it, for any size offered.
    const choices = new Set<string>();
    for (let n = 2; n <= 26; n++) for (let k = 1; k < n; k++) choices.add(optimalSecond(n, k));
    expect(choices).toEqual(new Set(['unseen']));
  });

  it('averages about the optimum over seeded games, from the observation alone', () => {
    const rng = createRng(5);
    let total = 0;
    const games = 400;
    for (let seed = 0; seed < games; seed++) {
      let s = memory.setup(PLT, createRng(seed));
      while (!memory.result(s)) {
        const o = seen(s);
        const move = optimalNext(o) as number;
        // Fair: a redeal of what it has not seen changes nothing.
        expect(optimalNext(seen(memory.determinize?.(o, 0, rng) as MemoryState))).toBe(move);
        s = memory.play(s, move);
      }
      total += s.moves;
    }
    // The mean of 400 games: the optimum 15.62, with a standard error near 0.1.
    expect(Math.abs(total / games - 15.6217)).toBeLessThan(0.5);
  });
});
