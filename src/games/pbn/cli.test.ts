import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/run-for-test.ts';
import { PUZZLE_DATA } from './data/index.ts';
import { satisfies } from './puzzle.ts';

describe('games pbn', () => {
  it('solves a PLT puzzle by set and number, and its solution shows the clues', async () => {
    const { code, out } = await runCli('pbn', 'solve', 'games:1', '--json');
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect(report).toMatchObject({ name: 'Izay (1)', status: 'unique', lineSolvable: true });
    const izay = PUZZLE_DATA.games?.puzzles[0];
    if (!izay) throw new Error('no puzzle');
    expect(satisfies(izay, report.solution.join(''))).toBe(true);
  });

  it("names a set that is one of Object's members as no set, in one line", async () => {
    for (const name of ['toString', 'constructor', 'hasOwnProperty']) {
      for (const command of [['solve'], ['convert', '--to', 'non']]) {
        const [verb, ...rest] = command as [string, ...string[]];
        const { code, out, err } = await runCli('pbn', verb, `${name}:1`, ...rest);
        expect(code).toBe(2);
        expect(out).toBe('');
        expect(err).toMatch(new RegExp(`^error: no set "${name}" \\(sets: [^\\n]*\\)\\n?$`));
        expect(err).not.toContain('TypeError');
      }
    }
  });

  it('converts to .non, and solves the file it wrote', async () => {
    const converted = await runCli('pbn', 'convert', 'misc:Solver Breaker', '--to', 'non');
    expect(converted.err).toBe('');
    expect(converted.code).toBe(0);
    const file = join(mkdtempSync(join(tmpdir(), 'pbn-')), 'breaker.non');
    writeFileSync(file, converted.out);
    const { code, out } = await runCli('pbn', 'solve', file, '--json');
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ name: 'Solver Breaker', lineSolvable: false });
  });

  it('checks a set: every puzzle solved, unique and agreeing with PLT', async () => {
    const { code, out } = await runCli('pbn', 'check', 'k15x20', '--json');
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual([
      expect.objectContaining({
        set: 'k15x20',
        puzzles: 3,
        solved: 3,
        unique: 3,
        agree: 3,
        stored: 3,
      }),
    ]);
  });

  it('names what is wrong in a bad puzzle name', async () => {
    const { code, err } = await runCli('pbn', 'solve', 'games:99');
    expect(code).not.toBe(0);
    expect(err).toContain('no puzzle');
  });

  it('refuses a set named with --all, which solved every set and ignored the name', async () => {
    const { code, err } = await runCli('pbn', 'check', 'games', '--all');
    expect(code).toBe(2);
    expect(err).toBe('error: name a set ("games") or give --all, not both');
  });
});
