import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../cli/run-for-test.ts';

const run = (...args: string[]) => runCli('onitama', ...args);
const dir = mkdtempSync(join(tmpdir(), 'onitama-cli-'));

afterEach(() => vi.restoreAllMocks());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('games onitama search', () => {
  it('prints the move, score and nodes as one JSON object', async () => {
    const { code, out } = await run('search', '--algo', 'alphabeta', '--depth', '3', '--json');
    expect(code).toBe(0);
    expect(out).toBe('{"move":"tiger:a1a3","score":6,"nodes":495}');
    const mm = await run('search', '--algo', 'minimax', '--depth', '5', '--eval', 'seed', '--json');
    expect(JSON.parse(mm.out)).toEqual({ move: 'tiger:a1a3', score: 6, nodes: 171478 });
  });

  it('prints one line for people, for any position and chromosome', async () => {
    const { out } = await run(
      'search',
      '--position',
      'rrRrr/...../...../...../bbBbb ox,boar horse,elephant crab r',
      '--algo',
      'alphabeta',
      '--depth',
      '2',
      '--chromosome',
      '0,0,0,0,0',
    );
    expect(out).toMatch(/^(horse|elephant):[a-e][1-5][a-e][1-5] {2}score -?\d+ {2}nodes \d+$/);
  });

  it("prints the engine's line for each depth, then its move", async () => {
    const { code, out } = await run('search', '--depth', '5');
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines).toHaveLength(6);
    for (const [i, line] of lines.slice(0, 5).entries()) {
      expect(line).toMatch(
        new RegExp(
          `^info depth ${i + 1} seldepth \\d+ score [+-]\\d+\\.\\d\\d nodes \\d+ time \\d+ nps \\d+ pv( [a-z]+:[a-e][1-5][a-e][1-5])+$`,
        ),
      );
    }
    expect(lines[5]).toMatch(/^bestmove [a-z]+:[a-e][1-5][a-e][1-5] {2}depth 5 {2}score /);
  });

  it("prints the engine's result as JSON, and finds a win in one", async () => {
    const position = '..R../..b../...../...../..B.. boar,ox horse,crab eel b';
    const { out } = await run('search', '--position', position, '--movetime', '200', '--json');
    const result = JSON.parse(out);
    expect(result).toMatchObject({ move: 'boar:c4c5', scoreText: 'win in 1', pv: ['boar:c4c5'] });
    expect(result.iterations[0]).toMatchObject({ depth: 1, pv: ['boar:c4c5'] });
  });
});

describe('games onitama perft', () => {
  it('counts as perft.md does', async () => {
    const position = 'rrRrr/...../...../...../bbBbb ox,boar horse,elephant crab b';
    const { out } = await run('perft', '--position', position, '--depth', '4', '--json');
    expect(JSON.parse(out)).toMatchObject({ depth: 4, nodes: 28509 });
  });

  it('divides the count among the first moves', async () => {
    const position = 'rrRrr/...../...../...../bbBbb goose,dragon mantis,eel crane b';
    const { out } = await run('perft', '--position', position, '--depth', '3', '--divide');
    const lines = out.split('\n');
    expect(lines).toHaveLength(11);
    const sum = lines.slice(0, 10).reduce((n, l) => n + Number(l.split(': ')[1]), 0);
    expect(sum).toBe(1272);
    expect(lines[10]).toMatch(/^perft\(3\) = 1272 {2}\(\d+ ms, \d+ leaves\/s\)$/);
  });
});

describe('games onitama compare', () => {
  it('prints the table with ratios and writes the chart', async () => {
    const chart = join(dir, 'ratio.svg');
    const { code, out, err } = await run(
      'compare',
      '--depths',
      '2-3',
      '--plays',
      '2',
      '--seed',
      '5',
      '--chart',
      chart,
    );
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^game from \S+ \S+ \S+ \S+ b, played by seed alpha-beta depth 3$/);
    expect(lines[1]?.split(/\s{2,}/)).toEqual([
      'play',
      'd2 minimax',
      'd2 alpha-beta',
      'd2 ratio',
      'd3 minimax',
      'd3 alpha-beta',
      'd3 ratio',
    ]);
    expect(lines.slice(3)).toHaveLength(2);
    expect(lines[3]).toMatch(/^1 +\d+ +\d+ +\d+\.\d\d +\d+ +\d+ +\d+\.\d\d$/);
    expect(err).toBe('');
    expect(readFileSync(chart, 'utf8')).toContain('<title>Ratio by depth</title>');
  });

  it('prints JSON with the cards chosen', async () => {
    const { out } = await run(
      'compare',
      '--depths',
      '2,4',
      '--plays',
      '1',
      '--cards',
      'tiger,crab,horse,eel,frog',
      '--json',
    );
    const result = JSON.parse(out);
    expect(result.start).toBe('rrRrr/...../...../...../bbBbb tiger,crab horse,eel frog b');
    expect(result.rows).toEqual([
      {
        play: 1,
        position: result.start,
        move: 'tiger:a1a3',
        cells: [
          { depth: 2, minimax: 100, alphabeta: 100, ratio: 1 },
          { depth: 4, minimax: 13154, alphabeta: 2158, ratio: 13154 / 2158 },
        ],
      },
    ]);
  });
});

describe('games onitama learn', () => {
  const args = ['--gen-size', '3', '--ai-depth', '1', '--eval-depth', '1', '--seed', '4'];

  it('prints each generation and writes the history and the curve', async () => {
    const out = join(dir, 'history.json');
    const chart = join(dir, 'curve.svg');
    const result = await run(
      'learn',
      '--generations',
      '2',
      ...args,
      '--workers',
      '0',
      '--out',
      out,
      '--chart',
      chart,
    );
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      /^generation #0: (\d,\d,\d,\d,\d ?){3}\n {2}fitness \d+ \d+ \d+\n {2}best \d,\d,\d,\d,\d - \d+\/240, [\d.]+%\ngeneration #1: /,
    );
    expect(result.out).toMatch(/\n2 generations in [\d.]+ s with 0 worker threads$/);
    expect(result.err).toBe('');
    const history = JSON.parse(readFileSync(out, 'utf8'));
    expect(history.config).toMatchObject({ genSize: 3, geneRange: 7, mutRate: 20, aiDepth: 1 });
    expect(history.history).toHaveLength(2);
    expect(readFileSync(chart, 'utf8')).toContain('<title>Learning curve</title>');
  });

  it('prints the same history as JSON on worker threads', async () => {
    const inThread = JSON.parse(
      (await run('learn', '--generations', '1', ...args, '--workers', '0', '--json')).out,
    );
    const onWorkers = JSON.parse(
      (await run('learn', '--generations', '1', ...args, '--workers', '2', '--json')).out,
    );
    expect(onWorkers.history).toEqual(inThread.history);
    expect(onWorkers.workers).toBe(2);
  });
});

describe('bad input', () => {
  it.each([
    [['search', '--position', 'rrRrr/bbBbb tiger,crab horse,eel frog b'], 'the board has 5 rows'],
    [
      ['search', '--position', 'rr.rr/...../...../...../bbBbb tiger,crab horse,eel frog r'],
      'the game is over',
    ],
    [['search', '--algo', 'negamax'], 'algo "negamax": must be engine, alphabeta, minimax'],
    [['search', '--eval', 'material'], `eval "material": the engine's are texel, tuned, hand`],
    [['search', '--algo', 'minimax', '--eval', 'hand'], 'the only evaluation of the seed search'],
    [
      ['search', '--algo', 'alphabeta', '--depth', '0'],
      'depth "0": must be a whole number from 1 to 9',
    ],
    [['search', '--depth', '65'], 'depth "65": must be a whole number from 1 to 64'],
    [['search', '--movetime', 'soon'], 'movetime "soon"'],
    [['search', '--table-mb', '0'], 'table-mb "0"'],
    [['search', '--chromosome', '1,2,3,4,5'], 'chromosome: only the seed search'],
    [
      ['search', '--algo', 'alphabeta', '--chromosome', '1,2,3'],
      'chromosome "1,2,3": expected 5 whole numbers',
    ],
    [['perft', '--depth', 'x'], 'depth "x"'],
    [['compare', '--depths', '5-2'], 'depths "5-2"'],
    [['compare', '--plays', '0'], 'plays "0"'],
    [['compare', '--cards', 'tiger,crab'], 'cards "tiger,crab"'],
    [['compare', '--seed', '-3'], 'seed "-3"'],
    [['learn', '--gen-size', '1'], 'gen-size "1"'],
    [['learn', '--gene-range', '1'], 'fewer than gen-size'],
    [['learn', '--workers', 'many'], 'workers "many"'],
    [['search', '--depth', '9007199254740993'], 'depth "9007199254740993": must be a whole number'],
    [
      ['match', '--a', 'engine:100:constructor', '--b', 'random'],
      'the evaluations are texel, tuned',
    ],
  ])('%j exits with 2 and says why', async (args, message) => {
    const { code, err } = await run(...args);
    expect(code).toBe(2);
    expect(err).toContain(message);
  });
});

describe('names of Object.prototype', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'are no evaluation: --eval %s exits with 2 and one line',
    async (name) => {
      const { code, out, err } = await run('search', '--eval', name, '--depth', '1');
      expect(code).toBe(2);
      expect(out).toBe('');
      expect(err).toBe(`error: eval "${name}": the engine's are texel, tuned, hand, run3`);
    },
  );
});

describe('late failures', () => {
  const lost = 'rrRrr/...../...../...../bb.bb tiger,crab horse,eel frog b';

  it('perft refuses a position whose side to move has lost, as search does', async () => {
    for (const command of ['perft', 'search']) {
      const { code, out, err } = await run(command, '--position', lost, '--depth', '1');
      expect(code).toBe(2);
      expect(out).toBe('');
      expect(err).toBe(`error: position "${lost}": the game is over`);
    }
  });

  it('learn refuses an output path it cannot write before running a generation', async () => {
    const missing = join(dir, 'missing', 'history.json');
    const { code, out, err } = await run('learn', '--workers', '0', '--out', missing);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toBe(
      `error: out "${missing}": cannot write there: its folder ${join(dir, 'missing')} does not exist`,
    );
    const chart = await run('learn', '--workers', '0', '--chart', dir);
    expect(chart.code).toBe(2);
    expect(chart.out).toBe('');
    expect(chart.err).toBe(`error: chart "${dir}": cannot write there: is a directory`);
  });

  it('compare refuses a chart path it cannot write before searching', async () => {
    const { code, out, err } = await run('compare', '--chart', dir);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toBe(`error: chart "${dir}": cannot write there: is a directory`);
  });
});
