import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from './run-for-test.ts';

afterEach(() => vi.restoreAllMocks());

const MATCH = ['match', 'connect4(width=5,height=4)', '--players', 'heuristic,random'];
const journalPath = () => join(mkdtempSync(join(tmpdir(), 'journal-')), 'match.jsonl');
const gameLines = (path: string) => readFileSync(path, 'utf8').trim().split('\n').slice(1);

describe('games match --journal', () => {
  it('plays a match in parts that add up to the whole match played at once', async () => {
    const whole = await runCli(...MATCH, '--games', '12', '--seed', '5', '--json');
    const path = journalPath();
    const part = await runCli(...MATCH, '--games', '4', '--seed', '5', '--journal', path, '--json');
    expect(part.code).toBe(0);
    expect(JSON.parse(part.out).games).toBe(4);
    expect(gameLines(path)).toHaveLength(4);
    const rest = await runCli(
      ...MATCH,
      '--games',
      '12',
      '--seed',
      '5',
      '--journal',
      path,
      '--json',
    );
    expect(rest.out).toBe(whole.out);
    // The second run played only the eight games the journal lacked.
    expect(gameLines(path)).toHaveLength(12);
  });

  it('plays again a game whose line a killed run left half written', async () => {
    const path = journalPath();
    await runCli(...MATCH, '--games', '4', '--journal', path);
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, text.slice(0, text.length - 10));
    const again = await runCli(...MATCH, '--games', '4', '--journal', path, '--json');
    expect(again.code).toBe(0);
    expect(JSON.parse(again.out).games).toBe(4);
    expect(gameLines(path)).toHaveLength(4);
  });

  it('keeps the games of players alone, the fixed seats null', async () => {
    const alone = ['match', 'tally-maze(width=4,height=4)', '--players', 'random,mcts:20'];
    const whole = await runCli(...alone, '--games', '6', '--json');
    const path = journalPath();
    await runCli(...alone, '--games', '2', '--journal', path);
    const rest = await runCli(...alone, '--games', '6', '--journal', path, '--json');
    expect(rest.out).toBe(whole.out);
    const seats = gameLines(path).map((line) => JSON.parse(line).seats);
    expect(seats.slice(0, 2)).toEqual([
      [0, null, null],
      [1, null, null],
    ]);
  });

  it('names a journal that cannot be written, a folder or a missing folder, in one line', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'journal-'));
    for (const [path, why] of [
      [folder, 'is a directory'],
      [join(folder, 'none', 'match.jsonl'), 'does not exist'],
    ] as const) {
      const { code, out, err } = await runCli(...MATCH, '--games', '2', '--journal', path);
      expect(code).toBe(2);
      expect(out).toBe('');
      expect(err).toMatch(new RegExp(`^error: --journal .*: cannot write there: .*${why}\\n?$`));
    }
  });

  it("refuses another match's journal and a damaged one, and names the problem", async () => {
    const path = journalPath();
    await runCli(...MATCH, '--games', '2', '--seed', '1', '--journal', path);
    const other = await runCli(...MATCH, '--games', '2', '--seed', '2', '--journal', path);
    expect(other.code).toBe(2);
    expect(other.err).toContain('is of another match: seed is 1 there, 2 here');
    const lines = readFileSync(path, 'utf8').split('\n');
    writeFileSync(path, [lines[0], '{"deal":-1}', ''].join('\n'));
    const damaged = await runCli(...MATCH, '--games', '2', '--seed', '1', '--journal', path);
    expect(damaged.code).toBe(2);
    expect(damaged.err).toMatch(/line 2: deal: /);
  });
});
