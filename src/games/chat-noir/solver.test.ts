import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { quietTask, StoppedError } from '../../core/task.ts';
import { edgeDistances as boardDistances, boardOf, catDistances, has } from './board.ts';
import { carriers } from './carriers.ts';
import engine, { type ChatNoirAnalysis } from './engine.ts';
import { wallProbe } from './probe.ts';
import { raceWin } from './race.ts';
import {
  type ChatNoirState,
  catSteps,
  cellOf,
  cells,
  chatNoir,
  edgeDistances,
  isEdge,
  neighbours,
} from './rules.ts';
import { solve } from './solver.ts';

const parse = (text: string): ChatNoirState => unwrap(chatNoir.parseState(text));
const name = (size: number, i: number) => chatNoir.moveToString(cellOf(size, i));
/** The cat at d4 walled in but for one way out, through c4 then b4. */
const ROOM = '-....../......./..xxx../...Cx../..xxx../......./-...... p 8';
/** Two ways out, c4 and d5 (to d6, then the edge): no single block closes both. */
const TWO = '-....../......./..xxx../...Cx../..x.x../......./-...... p 8';

/**
 * The reference: every block against every best step of the cat, to the end of the game, with
 * nothing pruned. `within` limits the blocks (the strategy must trap the cat in that many).
 */
function brute(state: ChatNoirState, within = Number.POSITIVE_INFINITY): boolean {
  const { size } = state;
  const memo = new Map<string, boolean>();
  const go = (blocked: boolean[], cat: number, k: number): boolean => {
    if (k === 0) return false;
    const key = `${blocked.map(Number).join('')}:${cat}:${k}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let win = false;
    for (const b of cells(size)) {
      if (blocked[b] || b === cat) continue;
      const next = blocked.slice();
      next[b] = true;
      if (edgeDistances(size, next)[cat] === Number.POSITIVE_INFINITY) win = true;
      else {
        win = catSteps(size, next, cat).every((s) => !isEdge(size, s) && go(next, s, k - 1));
      }
      if (win) break;
    }
    memo.set(key, win);
    return win;
  };
  return go(state.blocked.slice(), state.cat, within);
}

/** A 7×7 board with a share of its circles blocked at random, the cat somewhere inside. */
const randomPosition = (seed: number, percent: number): ChatNoirState | null => {
  const rng = createRng(seed);
  const base = parse(ROOM);
  const cat = rng.pick(cells(7).filter((i) => !isEdge(7, i)));
  const blocked = base.blocked.map((_, i) => i !== cat && rng.int(0, 99) < percent);
  const s = { ...base, blocked, cat };
  return chatNoir.result(s) ? null : s;
};

describe('chat noir solver', () => {
  it('finds a one-block trap, and a trap against every cat step when one block is not enough', () => {
    const one = solve(parse(ROOM));
    expect(one.win).toBe(true);
    expect(one.trap?.blocks).toBe(1);
    expect(['b4', 'c4']).toContain(name(7, one.trap?.block as number));
    expect(engine.hint?.(parse(ROOM), quietTask)?.moves).toEqual([
      cellOf(7, one.trap?.block as number),
    ]);
    const two = parse(TWO);
    const verdict = solve(two);
    expect(verdict.win).toBe(true);
    const block = verdict.trap?.block as number;
    // The block keeps a sure trap within the blocks it names, checked by brute force.
    const after = chatNoir.play(two, cellOf(7, block));
    expect(
      chatNoir
        .legalMoves(after)
        .every((step) => brute(chatNoir.play(after, step), (verdict.trap?.blocks as number) - 1)),
    ).toBe(true);
  });

  it('agrees with an exhaustive search on random positions, wins and losses alike', () => {
    const seen = { win: 0, loss: 0, staticWin: 0, staticLoss: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 30, max: 48 }), (seed, p) => {
        const s = randomPosition(seed, p);
        if (!s) return;
        const verdict = solve(s);
        expect(verdict.win).toBe(brute(s));
        seen[verdict.win ? 'win' : 'loss']++;
        // A verdict from one position is static (a race to close a wall, or the cat's
        // virtual connection to the edge): the exhaustive search above checks those too.
        if (verdict.nodes === 1) seen[verdict.win ? 'staticWin' : 'staticLoss']++;
        if (verdict.trap) {
          // The count is an upper bound the strategy keeps: a trap within that many blocks.
          expect(brute(s, verdict.trap.blocks)).toBe(true);
          const after = chatNoir.play(s, cellOf(7, verdict.trap.block));
          expect(
            chatNoir.result(after)?.kind === 'solved' ||
              chatNoir.legalMoves(after).every((step) => brute(chatNoir.play(after, step))),
          ).toBe(true);
        }
      }),
      { seed: 21, numRuns: 60 },
    );
    // Not vacuous: both verdicts occur.
    expect(seen.win).toBeGreaterThan(5);
    expect(seen.loss).toBeGreaterThan(5);
    expect(seen.staticWin).toBeGreaterThan(0);
    expect(seen.staticLoss).toBeGreaterThan(0);
  });

  it('settles ladders along the edge at once, as the exhaustive search does', () => {
    // The cat next to the edge with one open edge circle beside it: the block there is forced,
    // and the ladder is followed to its end in one position (solver.ts ladder).
    const seen = { win: 0, loss: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 25, max: 45 }), (seed, p) => {
        const s = randomPosition(seed, p);
        if (!s) return;
        const exits = neighbours(7, s.cat).filter((m) => isEdge(7, m) && !s.blocked[m]);
        if (edgeDistances(7, s.blocked)[s.cat] !== 1 || exits.length !== 1) return;
        const verdict = solve(s);
        expect(verdict.win).toBe(brute(s));
        if (verdict.nodes === 1) seen[verdict.win ? 'win' : 'loss']++;
        if (verdict.trap) expect(brute(s, verdict.trap.blocks)).toBe(true);
        if (verdict.win === false) {
          // Blocking every circle outside the support at once still lets the cat out.
          const support = new Set(verdict.support);
          const blocked = s.blocked.map((b, i) => b || (i !== s.cat && !support.has(i)));
          expect(edgeDistances(7, blocked)[s.cat]).toBeLessThan(Number.POSITIVE_INFINITY);
          expect(brute({ ...s, blocked })).toBe(false);
        }
      }),
      { seed: 7, numRuns: 400 },
    );
    expect(seen.win).toBeGreaterThan(3);
    expect(seen.loss).toBeGreaterThan(3);
  });

  it('gives the cat static escapes (carriers, ladders along the edge too) that hold when every circle outside is blocked', () => {
    const board = boardOf(7);
    const seen = { ladder: 0, checked: 0 };
    for (let seed = 1; seed <= 120; seed++) {
      const s = randomPosition(seed, 30);
      if (!s) continue;
      const blocked = new Uint8Array(board.n).fill(1);
      for (const c of cells(7)) blocked[c] = s.blocked[c] ? 1 : 0;
      const dist = new Int32Array(board.n);
      boardDistances(board, blocked, dist, new Int16Array(board.n));
      const carrier = carriers(board, blocked, dist);
      for (const v of cells(7)) {
        const c = carrier[v];
        if (!c || isEdge(7, v)) continue;
        const exits = neighbours(7, v).filter((m) => isEdge(7, m) && !blocked[m]);
        if (dist[v] === 1 && exits.length === 1) seen.ladder++;
        const walled = s.blocked.map((b, i) => b || (i !== v && !has(c, i)));
        expect(brute({ ...s, blocked: walled, cat: v })).toBe(false);
        seen.checked++;
      }
    }
    expect(seen.ladder).toBeGreaterThan(10);
    expect(seen.checked).toBeGreaterThan(100);
  });

  it('plays a wall out only to traps the exhaustive search confirms, within the blocks it names', () => {
    // The race's walls it cannot close by count alone, and random walls too: a play-out's win
    // must be a trap whatever the wall, its first block must keep it, its count must hold.
    const board = boardOf(7);
    const seen = { race: 0, random: 0 };
    for (let seed = 1; seed <= 400; seed++) {
      const s = randomPosition(seed, 10 + (seed % 25));
      if (!s || (edgeDistances(7, s.blocked)[s.cat] as number) < 2) continue;
      const blocked = new Uint8Array(board.n).fill(1);
      for (const c of cells(7)) blocked[c] = s.blocked[c] ? 1 : 0;
      const fromCat = new Int32Array(board.n);
      catDistances(board, blocked, s.cat, fromCat, new Int16Array(board.n));
      const check = (win: { blocks: number; block: number } | null, kind: 'race' | 'random') => {
        if (!win) return;
        seen[kind]++;
        expect(brute(s, win.blocks)).toBe(true);
        const after = chatNoir.play(s, cellOf(7, win.block));
        expect(
          chatNoir.result(after)?.kind === 'solved' ||
            chatNoir
              .legalMoves(after)
              .every((step) => brute(chatNoir.play(after, step), win.blocks - 1)),
        ).toBe(true);
      };
      raceWin(board, blocked, s.cat, fromCat, (wall) => {
        const win = wallProbe(board, blocked, s.cat, wall, 30);
        check(win, 'race');
        return win;
      });
      const rng = createRng(seed);
      const open = cells(7).filter((c) => !s.blocked[c] && c !== s.cat);
      check(wallProbe(board, blocked, s.cat, rng.shuffle(open).slice(0, 8), 30), 'random');
    }
    expect(seen.race).toBeGreaterThan(5);
    expect(seen.random).toBeGreaterThan(5);
  });

  it('proves a loss with a support: blocks outside it, any number of them, do not help', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), (seed) => {
        const s = randomPosition(seed, 25);
        if (!s) return;
        const verdict = solve(s);
        if (verdict.win !== false) return;
        const support = new Set(verdict.support);
        expect(support.size).toBeGreaterThan(0);
        const rng = createRng(seed + 1);
        const outside = cells(7).filter((i) => !s.blocked[i] && i !== s.cat && !support.has(i));
        // At least a third of them: the exhaustive check of a nearly open board takes minutes.
        const least = Math.max(1, Math.ceil(outside.length / 3));
        const extra = rng
          .shuffle(outside)
          .slice(0, rng.int(least, Math.max(least, outside.length)));
        const blocked = s.blocked.map((b, i) => b || extra.includes(i));
        expect(brute({ ...s, blocked })).toBe(false);
        checked++;
      }),
      { seed: 5, numRuns: 40 },
    );
    expect(checked).toBeGreaterThan(5);
  });

  it('says undecided when its budget runs out, and stops when asked', () => {
    const s = chatNoir.setup({ size: 11 }, createRng(1));
    const verdict = solve(s, { budget: 50 });
    expect(verdict).toMatchObject({ win: null, trap: null, support: null, nodes: 50 });
    let polls = 0;
    const context = { progress: () => {}, stopped: () => ++polls > 1 };
    expect(() => solve(s, { context })).toThrow(StoppedError);
  });

  it('hints nothing to block when the cat escapes whatever you do, and the analysis says why', () => {
    // The cat at d5 next to two open edge circles, c6 and d6 (row 6 is the last but one; rows
    // 7 is the edge): any single block leaves the other.
    const lost = parse('-....../......./......./......./...C.../......./-...... p 0');
    expect(solve(lost).win).toBe(false);
    expect(engine.hint?.(lost, quietTask)?.moves).toEqual([]);
    const analysis = engine.analyze?.(lost, quietTask) as ChatNoirAnalysis;
    expect(analysis.win).toBe(false);
    expect(analysis.support.length).toBeGreaterThan(0);
  });
});
