import { describe, expect, it } from 'vitest';
import { PUZZLE_DATA } from './data/index.ts';
import { checkPuzzle, cluesOf, colOf, sameClue } from './puzzle.ts';
import { PUZZLE_SETS } from './sets.ts';
import { solvePuzzle } from './solver/solve.ts';

const all = PUZZLE_SETS.flatMap((s) =>
  (PUZZLE_DATA[s.id]?.puzzles ?? []).map((p, i) => ({ set: s.id, n: i + 1, p })),
);

/** Whether a solution agrees with PLT's stored one on every cell PLT knows (not `?`). */
function agrees(stored: readonly string[], found: readonly string[]): boolean {
  return stored.every((row, r) => [...row].every((ch, c) => ch === '?' || ch === found[r]?.[c]));
}

describe("PLT's puzzles as converted", () => {
  it('are 385 in 31 sets, 47 of them without a stored solution, as the spec counts', () => {
    expect(PUZZLE_SETS).toHaveLength(31);
    expect(all).toHaveLength(385);
    expect(all.filter(({ p }) => p.solution === null)).toHaveLength(47);
    for (const s of PUZZLE_SETS) expect(PUZZLE_DATA[s.id]?.puzzles.length).toBe(s.count);
  });

  it('each has a sound shape, and each stored solution shows its clues on every line PLT knows', () => {
    for (const { set, n, p } of all) {
      const where = `${set}/${n} ${p.name}`;
      expect(checkPuzzle(p).ok, where).toBe(true);
      if (!p.solution) continue;
      const cells = p.solution.join('');
      const w = p.cols.length;
      p.rows.forEach((clue, r) => {
        const row = p.solution?.[r] as string;
        if (!row.includes('?'))
          expect(sameClue(cluesOf(row), clue), `${where} row ${r + 1}`).toBe(true);
      });
      p.cols.forEach((clue, c) => {
        const col = colOf(cells, w, c);
        if (!col.includes('?'))
          expect(sameClue(cluesOf(col), clue), `${where} column ${c + 1}`).toBe(true);
      });
    }
  });

  it('each is solved by the solver, in agreement with the stored solution where there is one', () => {
    const unique: string[] = [];
    for (const { set, n, p } of all) {
      const report = solvePuzzle(p, { limit: 2 });
      const where = `${set}/${n} ${p.name}`;
      expect(report.solutions.length, where).toBeGreaterThan(0);
      if (p.solution) expect(agrees(p.solution, report.solutions[0] as string[]), where).toBe(true);
      if (report.status === 'unique') unique.push(where);
    }
    // Every puzzle but the one of Hattori 91-120 whose stored solution has unknown cells.
    expect(unique.length).toBe(384);
  });
});
