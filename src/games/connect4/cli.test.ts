import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../cli/main.ts';
import { runCli } from '../../cli/run-for-test.ts';
import { unwrap } from '../../core/result.ts';
import {
  applyActions,
  DRAW,
  initState,
  isGameOver,
  parseMoveString,
  RED,
  stateToString,
} from './rules.ts';

const run = (...args: string[]) => runCli('connect4', ...args);

afterEach(() => vi.restoreAllMocks());

describe('games connect4 play', () => {
  it('prints the final board under the column numbers, the result and the moves', async () => {
    const { code, out } = await run('play', '--first', 'negamax:4', '--second', 'random');
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toBe('1 2 3 4 5 6 7');
    for (const row of lines.slice(1, 7)) expect(row).toMatch(/^([.ryRY] ){6}[.ryRY]$/);
    expect(lines[7]).toMatch(/^(red \(negamax:4\)|yellow \(random\)) wins in \d+ moves$/);
    expect(lines[8]).toMatch(/^moves [1-7]+$/);
    expect(out.match(/[RY]/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it('prints JSON that replays to the same end', async () => {
    const args = ['play', '--first', 'heuristic', '--second', 'random', '--seed', '9'];
    const { out } = await run(...args, '--width', '5', '--height', '4', '--json');
    const game = JSON.parse(out);
    expect(game).toMatchObject({
      width: 5,
      height: 4,
      seed: 9,
      red: 'heuristic',
      yellow: 'random',
    });
    const start = initState(5, 4, RED);
    const end = applyActions(start, unwrap(parseMoveString(start, game.moves)));
    expect(game.state).toBe(stateToString(end));
    const over = isGameOver(end);
    expect(game.result).toBe(over === DRAW ? 'draw' : over === RED ? 'red' : 'yellow');
    if (game.result !== 'draw') expect(game.line.length).toBeGreaterThanOrEqual(4);
    expect((await run(...args, '--width', '5', '--height', '4', '--json')).out).toBe(out);
  });
});

describe('games connect4 match', () => {
  it('prints one JSON object with the score and its interval', async () => {
    const { code, out } = await run(
      'match',
      '--a',
      'negamax:2',
      '--b',
      'random',
      '--games',
      '10',
      '--seed',
      '3',
      '--json',
    );
    expect(code).toBe(0);
    const match = JSON.parse(out);
    expect(Object.keys(match)).toEqual([
      'games',
      'a',
      'b',
      'score',
      'ci95',
      'interval',
      'seed',
      'width',
      'height',
    ]);
    const { wins, draws, losses } = match.a;
    expect(wins + draws + losses).toBe(10);
    expect(match.score).toBeCloseTo((wins + draws / 2) / 10);
    expect(match.ci95[0]).toBeLessThanOrEqual(match.score);
    expect(match.ci95[1]).toBeGreaterThanOrEqual(match.score);
  });

  it('prints wins, draws and losses for people, and no progress when stderr is no terminal', async () => {
    const { out, err } = await run('match', '--a', 'heuristic', '--b', 'random', '--games', '4');
    expect(out).toMatch(/^heuristic vs random: 4 paired games, seed 1, 7×6\n/);
    expect(out).toMatch(
      /\nheuristic: \d wins, \d draws, \d losses\nscore [\d.]+% \(95% Wilson interval/,
    );
    expect(err).toBe('');
  });
});

const dir = mkdtempSync(join(tmpdir(), 'connect4-cli-'));

/** A file of positions in Pons' format; returns its path. */
function positionsFile(name: string, lines: readonly string[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.map((line) => `${line}\n`).join(''));
  return path;
}

const PONS_LINES = ['2252576253462244111563365343671351441 -1', '6146 18', '24657443354 -9'];

describe('games connect4 solve', () => {
  it('prints each position, its score, nodes and microseconds, then the summary', async () => {
    const { code, out } = await run('solve', positionsFile('pons.txt', PONS_LINES));
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines).toHaveLength(4);
    for (const [i, line] of lines.slice(0, 3).entries()) {
      const [moves, score] = (PONS_LINES[i] as string).split(' ');
      expect(line).toMatch(new RegExp(`^${moves} ${score} \\d+ \\d+$`));
    }
    expect(lines[3]).toMatch(
      /^positions 3 correct 3 wrong 0 mean_nodes \d+(\.\d)? mean_us \d+(\.\d)?$/,
    );
  });

  it('marks a wrong expected score and counts it', async () => {
    const { out } = await run('solve', positionsFile('wrong.txt', ['6146 17', '24657443354']));
    expect(out).toMatch(
      /^6146 18 \d+ \d+ expected 17\n24657443354 -9 \d+ \d+\npositions 2 correct 0 wrong 1 /,
    );
  });

  it('reads standard input without a file, and prints no summary without expected scores', async () => {
    vi.spyOn(process, 'stdin', 'get').mockReturnValue(
      Readable.from(['6146\n', '2465744', '3354\n']) as unknown as typeof process.stdin,
    );
    const { code, out } = await run('solve', '--weak');
    expect(code).toBe(0);
    expect(out).toMatch(/^6146 1 \d+ \d+\n24657443354 -1 \d+ \d+$/);
  });

  it('prints JSON with the summary, and compares signs in a weak solve', async () => {
    const path = positionsFile('weak.txt', PONS_LINES);
    const { out } = await run('solve', path, '--weak', '--json', '--tt', '18');
    const result = JSON.parse(out);
    expect(result.weak).toBe(true);
    expect(result.positions.map((p: { score: number }) => p.score)).toEqual([-1, 1, -1]);
    expect(result.positions[1]).toEqual({
      moves: '6146',
      score: 1,
      nodes: expect.any(Number),
      us: expect.any(Number),
      expected: 18,
    });
    expect(result.summary).toMatchObject({ positions: 3, correct: 3, wrong: 0 });
  });
});

/**
 * Runs `games connect4 solve` with stderr taken for a terminal or not, and returns what it wrote
 * to stdout and stderr as one sequence, so a test sees which came first.
 */
async function solveInOrder(tty: boolean, ...args: string[]) {
  const events: { to: 'out' | 'err'; text: string }[] = [];
  vi.spyOn(console, 'log').mockImplementation((text: string) => events.push({ to: 'out', text }));
  vi.spyOn(process.stderr, 'write').mockImplementation(
    (text) => events.push({ to: 'err', text: String(text) }) > 0,
  );
  const wasTTY = process.stderr.isTTY;
  process.stderr.isTTY = tty;
  try {
    const code = await main(['node', 'games', 'connect4', 'solve', ...args]);
    return { code, events };
  } finally {
    process.stderr.isTTY = wasTTY;
  }
}

describe('games connect4 solve, as it goes', () => {
  it('prints each line once its position is solved, before the next one starts', async () => {
    const { code, events } = await solveInOrder(true, positionsFile('stream.txt', PONS_LINES));
    expect(code).toBe(0);
    const index = (to: 'out' | 'err', pattern: RegExp) =>
      events.findIndex((e) => e.to === to && pattern.test(e.text));
    for (const [i, line] of PONS_LINES.entries()) {
      const [moves = ''] = line.split(' ');
      const solving = index('err', new RegExp(`\\] ${i}/3 positions, solving ${moves}$`));
      const printed = index('out', new RegExp(`^${moves} `));
      expect(solving).toBeGreaterThanOrEqual(0);
      expect(printed).toBeGreaterThan(solving);
      const next = PONS_LINES[i + 1]?.split(' ')[0];
      if (next !== undefined) {
        expect(printed).toBeLessThan(index('err', new RegExp(`solving ${next}$`)));
      }
    }
    expect(index('err', /\[#{8}\.{16}\] 1\/3 positions/)).toBeGreaterThanOrEqual(0);
    // The bar is wiped before every printed line and at the end, so none is left on screen.
    const last = events.filter((e) => e.to === 'err').at(-1);
    expect(last?.text).toBe('\r\x1b[K');
    expect(events.at(-1)?.text).toMatch(/^positions 3 correct 3 wrong 0 /);
  });

  it('writes nothing to stderr when it is no terminal', async () => {
    const { events } = await solveInOrder(false, positionsFile('quiet.txt', PONS_LINES));
    expect(events.filter((e) => e.to === 'err')).toEqual([]);
    expect(events.map((e) => e.text.split(' ')[0])).toEqual([
      '2252576253462244111563365343671351441',
      '6146',
      '24657443354',
      'positions',
    ]);
  });

  it('with --json prints one object at the end, and the bar still goes to a terminal', async () => {
    const { events } = await solveInOrder(true, positionsFile('json.txt', PONS_LINES), '--json');
    const out = events.filter((e) => e.to === 'out');
    expect(out).toHaveLength(1);
    expect(JSON.parse(out[0]?.text ?? '').positions).toHaveLength(3);
    expect(events.some((e) => e.to === 'err' && /1\/3 positions, solving 6146$/.test(e.text))).toBe(
      true,
    );
  });
});

describe('games connect4 analyze', () => {
  it('prints every column’s score and what it means', async () => {
    const { code, out } = await run('analyze', '41416453222527221644');
    expect(code).toBe(0);
    expect(out.split('\n')).toEqual([
      'column  score  outcome',
      '------  -----  ----------------',
      '1       10     win with disc 12',
      '2       full',
      '3       10     win with disc 12',
      '4       2      win with disc 20',
      '5       8      win with disc 14',
      '6       4      win with disc 18',
      '7       4      win with disc 18',
    ]);
  });

  it('writes each column as it is settled, centre first, and the bounds on its search to stderr with --progress, the output the same', async () => {
    const { code, out, err } = await run('analyze', '4453112266', '--progress');
    expect(code).toBe(0);
    expect(out).toBe((await run('analyze', '4453112266')).out);
    const lines = err.trimEnd().split('\n');
    const settled = lines.filter((l) => /^column \d: -?\d+ \(/.test(l));
    expect(settled.map((l) => l.slice(0, 8))).toEqual(
      [4, 3, 5, 2, 6, 1, 7].map((c) => `column ${c}`),
    );
    expect(settled.at(-1)).toBe(
      'column 7: 16 (win with disc 6); 7 of 7 settled; best so far: column 7, 16',
    );
    // Column 3 is searched: its bounds come between the column before it and itself.
    const bounds = lines.filter((l) => l.startsWith('column 3: score'));
    expect(bounds.length).toBeGreaterThan(2);
    expect(lines.indexOf(bounds[0] as string)).toBeGreaterThan(lines.indexOf(settled[0] as string));
    expect(lines.indexOf(bounds.at(-1) as string)).toBeLessThan(
      lines.indexOf(settled[1] as string),
    );
  });

  it('prints JSON with null for a full column', async () => {
    const { out } = await run('analyze', '24657443354', '--json');
    expect(JSON.parse(out)).toEqual({
      moves: '24657443354',
      scores: [-14, -14, -14, -14, -15, -9, -14],
    });
  });
});

describe('bad input', () => {
  it.each([
    [['play', '--first', 'minimax', '--second', 'random'], 'strategy "minimax": expected'],
    [['play', '--first', 'negamax:40', '--second', 'random'], 'negamax needs a depth from 1 to 12'],
    [['play', '--first', 'random'], 'required option "--second <strategy>" not specified'],
    [['play', '--first', 'random', '--second', 'random', '--width', '12'], 'width="12"'],
    [['play', '--first', 'random', '--second', 'random', '--seed', '-1'], 'seed "-1"'],
    [['match', '--a', 'random', '--b', 'random', '--games', '0'], 'games "0"'],
    [['match', '--a', 'random', '--b', 'random', '--height', 'x'], 'height="x"'],
    [['solve', positionsFile('bad-moves.txt', ['4453', '4x53'])], 'line 2: "4x53": expected'],
    [['solve', positionsFile('full.txt', ['4444444'])], 'line 1: moves "4444444", move 7'],
    [
      ['solve', positionsFile('over.txt', ['44', '1212121'])],
      'line 2: moves "1212121": the game is over',
    ],
    [['solve', positionsFile('score.txt', ['44 30'])], 'line 1: score "30": scores are -21 to 21'],
    [['solve', positionsFile('empty.txt', [])], 'no positions'],
    [['solve', join(dir, 'missing.txt')], 'missing.txt": no such file or folder'],
    // Node's own message named the path a second time, in full.
    [['solve', dir], `${dir}": is a folder`],
    [['solve', positionsFile('tt.txt', ['44']), '--tt', '17'], 'tt "17": the table size is 2^18'],
    [['analyze', '48'], 'expected a column number from 1 to 7'],
    [['analyze', '1212121'], 'the game is over, there is nothing to analyze'],
  ])('%j exits with 2 and says why', async (args, message) => {
    const { code, err } = await run(...args);
    expect(code).toBe(2);
    expect(err).toContain(message);
  });
});

describe('long input', () => {
  it('is quoted by an excerpt around the fault and its place, not in full', async () => {
    // 4,000 legal moves cannot exist, so the list fails at its 7th move, in column 4.
    const moves = '4'.repeat(10_000);
    const { code, err } = await run('analyze', moves);
    expect(code).toBe(2);
    expect(err).toBe(
      `error: moves "${'4'.repeat(79)}…" (character 7 of 10000 characters), move 7: move "4": column 4 is full`,
    );
  });

  it('quotes a score too large to read exactly by an excerpt', async () => {
    const score = '9'.repeat(400);
    const { code, err } = await run('solve', positionsFile('huge.txt', [`44 ${score}`]));
    expect(code).toBe(2);
    expect(err).toBe(
      `error: line 1: score "${'9'.repeat(79)}…" (400 characters): scores are -21 to 21`,
    );
  });
});
