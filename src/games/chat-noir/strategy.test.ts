import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { type ChatNoirState, cellOf, chatNoir, distancesFrom } from './rules.ts';
import { solve } from './solver.ts';
import { bitsOf, Strategy } from './strategy.ts';

const parse = (text: string): ChatNoirState => unwrap(chatNoir.parseState(text));
/** Two ways out of d4, c4 and d5 (to d6, then the edge): no single block closes both. */
const TWO = '-....../......./..xxx../...Cx../..x.x../......./-...... p 8';

describe('chat noir strategy', () => {
  it("answers the positions a trap's strategy leads to, counts falling, and no others", () => {
    const two = parse(TWO);
    const verdict = solve(two, { strategy: true });
    const strategy = verdict.strategy as Strategy;
    expect(strategy.at(two)).toEqual(verdict.trap);
    const blocks = verdict.trap?.blocks as number;
    const after = chatNoir.play(two, cellOf(7, verdict.trap?.block as number));
    for (const step of chatNoir.legalMoves(after)) {
      const next = chatNoir.play(after, step);
      if (chatNoir.result(next)) continue;
      expect(strategy.at(next)?.blocks).toBeLessThanOrEqual(blocks - 1);
    }
    // Another block than the strategy's: not on it, so a hint there searches afresh.
    const other = chatNoir.legalMoves(two).find((m) => m.row === 0 && m.col === 3);
    const off = chatNoir.play(two, other as { row: number; col: number });
    for (const step of chatNoir.legalMoves(off))
      expect(strategy.at(chatNoir.play(off, step))).toBeNull();
    // Verdicts asked without it carry none.
    expect(solve(two).strategy).toBeUndefined();
  });

  it('follows a wall closed in order: its next circle while the cat is no further than the blocks placed', () => {
    const open = parse('-....../......./......./...C.../......./......./-...... p 0');
    const fromCat = Int32Array.from(distancesFrom(7, open.blocked, open.cat), (d) =>
      Number.isFinite(d) ? d : 0x3fff_ffff,
    );
    // b4, b3, a3: two, three and four steps from the cat on d4 (the i-th at least i + 1 away).
    const wall = [3 * 7 + 1, 2 * 7 + 1, 2 * 7 + 0];
    const strategy = new Strategy(7);
    strategy.addWall(bitsOf(7, open.blocked), wall, fromCat);
    const at = (blocked: number[], cat: number) =>
      strategy.at({ ...open, blocked: open.blocked.map((b, i) => b || blocked.includes(i)), cat });
    expect(at([], open.cat)).toEqual({ block: wall[0], blocks: 3 });
    // One block placed, the cat one step on (c4): the second circle, two blocks left.
    expect(at([wall[0] as number], 3 * 7 + 2)).toEqual({ block: wall[1], blocks: 2 });
    expect(at([wall[0] as number, wall[1] as number], 3 * 7 + 2)).toEqual({
      block: wall[2],
      blocks: 1,
    });
    // The cat two steps on after one block, the circles out of order, or another block: no.
    expect(at([wall[0] as number], 3 * 7 + 5)).toBeNull();
    expect(at([wall[1] as number], 3 * 7 + 2)).toBeNull();
    expect(at([wall[0] as number, 0 * 7 + 3], 3 * 7 + 2)).toBeNull();
  });
});
