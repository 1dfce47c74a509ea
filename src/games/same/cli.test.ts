import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/run-for-test.ts';
import { createRng } from '../../core/rng.ts';
import { boardToString, same, totalScore } from './rules.ts';
import { standardBoard } from './standard-board.ts';

describe('games same', () => {
  it('deals the board a seed gives, rows from the top', async () => {
    const first = await runCli('same', 'deal', '--seed', '4', '--width', '6', '--height', '5');
    const again = await runCli('same', 'deal', '--seed', '4', '--width', '6', '--height', '5');
    expect(first.code).toBe(0);
    expect(first.out).toBe(again.out);
    const state = same.setup({ rules: 'plt', width: 6, height: 5, colours: 5 }, createRng(4));
    expect(first.out).toBe(boardToString(state).replaceAll('/', '\n'));
  });

  it('solves a dealt board: the moves it prints replay to the score it prints', async () => {
    const { code, out } = await runCli(
      'same',
      'solve',
      '--seed',
      '3',
      '--seconds',
      '0.3',
      '--width',
      '7',
      '--height',
      '6',
      '--rules',
      'standard',
      '--json',
    );
    expect(code).toBe(0);
    const answer = JSON.parse(out);
    expect(answer).toMatchObject({ rules: 'standard', width: 7, height: 6, seed: 3 });
    let state = same.setup({ rules: 'standard', width: 7, height: 6, colours: 5 }, createRng(3));
    for (const text of answer.moves as string[]) {
      const move = same.parseMove(text, state);
      if (!move.ok) throw new Error(move.error);
      state = same.play(state, move.value);
    }
    expect(same.result(state)).not.toBeNull();
    expect(totalScore(state)).toBe(answer.score);
  });

  it('prints the moves, then the score, for people', async () => {
    const { code, out } = await runCli(
      'same',
      'solve',
      '--seed',
      '1',
      '--seconds',
      '0.2',
      '--width',
      '5',
      '--height',
      '4',
    );
    expect(code).toBe(0);
    const [moves, summary] = out.split('\n');
    expect(moves).toMatch(/^([a-e][1-4] ?)+$/);
    expect(summary).toMatch(/^score \d+ in \d+ moves, \d+ cells? left/);
  });

  it('plays a board of the standard test set: the printed moves replay on it to the printed score', async () => {
    const args = ['same', 'solve', '--standard-board', '7', '--seconds', '0.2', '--json'];
    const { code, out } = await runCli(...args);
    expect(code).toBe(0);
    const answer = JSON.parse(out);
    expect(answer).toMatchObject({ rules: 'standard', width: 15, height: 15 });
    let state = standardBoard(7);
    for (const text of answer.moves as string[]) {
      const move = same.parseMove(text, state);
      if (!move.ok) throw new Error(move.error);
      state = same.play(state, move.value);
    }
    expect(totalScore(state)).toBe(answer.score);
    const dealt = await runCli('same', 'deal', '--standard-board', '7');
    expect(dealt.out).toBe(boardToString(standardBoard(7)).replaceAll('/', '\n'));
  });

  it('refuses a standard board out of range or with other rules or sizes', async () => {
    const far = await runCli('same', 'solve', '--standard-board', '21');
    expect(far.code).toBe(2);
    expect(far.err).toContain('--standard-board "21": must be a whole number from 1 to 20');
    for (const extra of [
      ['--rules', 'plt'],
      ['--width', '10'],
    ]) {
      const mixed = await runCli('same', 'deal', '--standard-board', '2', ...extra);
      expect(mixed.code).toBe(2);
      expect(mixed.err).toContain('--standard-board: the test set is 15×15');
    }
  });

  it('names a bad option and exits with 2', async () => {
    const time = await runCli('same', 'solve', '--seconds', 'soon');
    expect(time.code).toBe(2);
    expect(time.err).toContain('--seconds "soon"');
    const rules = await runCli('same', 'solve', '--rules', 'chess', '--seconds', '1');
    expect(rules.code).toBe(2);
    expect(rules.err).toContain('rules="chess": must be one of plt, standard');
  });
});
