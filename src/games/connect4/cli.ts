import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { fsProblem } from '../../cli/fs-problem.ts';
import { bar, progressLine, wholeNumber } from '../../cli/options.ts';
import { formatTable } from '../../cli/table.ts';
import { UsageError } from '../../cli/usage-error.ts';
import { excerpt } from '../../core/excerpt.ts';
import { parseParams } from '../../core/params.ts';
import { createRng, parseSeed } from '../../core/rng.ts';
import { type PlayedGame, playGame, playMatch } from './play-game.ts';
import {
  applyActions,
  type Connect4State,
  connect4,
  DRAW,
  EMPTY,
  getDisc,
  initState,
  isGameOver,
  movesToString,
  parseMoveString,
  playerName,
  RED,
  stateToString,
  winningLine,
} from './rules.ts';
import { Position } from './solver/bitboard.ts';
import { openingBook } from './solver/book.ts';
import { useCommittedBook } from './solver/book-file.ts';
import { type ListedPosition, parsePositionList } from './solver/position-list.ts';
import { type AnalyzeOptions, analyze, solve } from './solver/solve.ts';
import { DEFAULT_TT_LOG2, MAX_TT_LOG2, MIN_TT_LOG2 } from './solver/transposition-table.ts';
import { parseStrategy, type Strategy, strategyToString } from './strategies.ts';

const STRATEGY_HELP = 'random, heuristic, perfect or negamax:<depth 1-12>';

const SCORE_HELP =
  "\nScores are Pons': for the player to move, 0 a draw, 22 - k a win with that player's k-th" +
  "\ndisc, -(22 - k) a loss to the opponent's k-th disc. Only the 7×6 board is solved.";

function strategyOption(text: string): Strategy {
  const strategy = parseStrategy(text);
  if (!strategy.ok) throw new UsageError(strategy.error);
  return strategy.value;
}

function seedOption(text: string): number {
  const seed = parseSeed(text);
  if (!seed.ok) throw new UsageError(seed.error);
  return seed.value;
}

function sizeOptions(opts: { width: string; height: string }): { width: number; height: number } {
  const params = parseParams(connect4.params, { width: opts.width, height: opts.height });
  if (!params.ok) throw new UsageError(params.error);
  return { width: params.value.width as number, height: params.value.height as number };
}

/** Rows from the top under the column numbers; the discs of a win are in capitals. */
function drawBoard(state: Connect4State): string {
  const { board } = state;
  const line = new Set(winningLine(state)?.map(([c, r]) => `${c},${r}`));
  const rows = [Array.from({ length: board.width }, (_, c) => c + 1).join(' ')];
  for (let r = board.height - 1; r >= 0; r--) {
    const cells: string[] = [];
    for (let c = 0; c < board.width; c++) {
      const disc = getDisc(board, [c, r]);
      const mark = disc === EMPTY ? '.' : disc === RED ? 'r' : 'y';
      cells.push(line.has(`${c},${r}`) ? mark.toUpperCase() : mark);
    }
    rows.push(cells.join(' '));
  }
  return rows.join('\n');
}

function describeResult(game: PlayedGame, red: Strategy, yellow: Strategy): string {
  const n = game.actions.length;
  if (game.result === DRAW) return `draw: the board is full after ${n} moves`;
  const strategy = game.result === RED ? red : yellow;
  return `${playerName(game.result)} (${strategyToString(strategy)}) wins in ${n} moves`;
}

function ttOption(text: string): number {
  const log2 = Number(text);
  if (!/^\d{1,2}$/.test(text) || log2 < MIN_TT_LOG2 || log2 > MAX_TT_LOG2) {
    throw new UsageError(
      `tt ${excerpt(text)}: the table size is 2^${MIN_TT_LOG2} to 2^${MAX_TT_LOG2} entries, give ${MIN_TT_LOG2} to ${MAX_TT_LOG2}`,
    );
  }
  return log2;
}

async function readInput(file: string | undefined): Promise<string> {
  if (file === undefined) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    }
    return Buffer.concat(chunks).toString('utf8');
  }
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${excerpt(file)}: ${fsProblem(e)}`);
  }
}

interface Solved {
  readonly moves: string;
  readonly score: number;
  readonly nodes: number;
  readonly us: number;
  readonly expected?: number;
}

/** Whether a solve agrees with the expected score: its sign only, for a weak solve. */
const agrees = (score: number, expected: number, weak: boolean) =>
  score === (weak ? Math.sign(expected) : expected);

function summarise(solved: readonly Solved[], weak: boolean) {
  const checked = solved.filter((s) => s.expected !== undefined);
  const correct = checked.filter((s) => agrees(s.score, s.expected ?? 0, weak)).length;
  const mean = (f: (s: Solved) => number) => solved.reduce((t, s) => t + f(s), 0) / solved.length;
  return {
    positions: solved.length,
    correct,
    wrong: checked.length - correct,
    mean_nodes: Number(mean((s) => s.nodes).toFixed(1)),
    mean_us: Number(mean((s) => s.us).toFixed(1)),
  };
}

/** "win with disc 12", "loss to disc 12", "draw": k is the winner's disc count. */
function outcome(score: number): string {
  if (score === 0) return 'draw';
  return score > 0 ? `win with disc ${22 - score}` : `loss to disc ${22 + score}`;
}

/**
 * What `analyze` reports as it goes, for stderr: each column settled, the bounds on the one
 * being solved, the best so far. With `lines`, one line each (for a log or a pipe); else on a
 * terminal one line redrawn, elsewhere nothing.
 */
function analyzeProgress(
  lines = false,
): Pick<AnalyzeOptions, 'onColumn' | 'onBounds'> & { done(): void } {
  const line = progressLine();
  const show = lines ? (text: string) => process.stderr.write(`${text}\n`) : line.show;
  let best: { column: number; score: number } | undefined;
  let settled = 0;
  const bestSoFar = () =>
    best === undefined ? '' : `; best so far: column ${best.column + 1}, ${best.score}`;
  return {
    onColumn: (column, score) => {
      settled++;
      if (score !== null && (best === undefined || score > best.score)) best = { column, score };
      const value = score === null ? 'full' : `${score} (${outcome(score)})`;
      show(`column ${column + 1}: ${value}; ${settled} of 7 settled${bestSoFar()}`);
    },
    onBounds: (column, lower, upper) =>
      show(
        `column ${column + 1}: score ${lower} to ${upper}; ${settled} of 7 settled${bestSoFar()}`,
      ),
    done: () => {
      if (!lines) line.clear();
    },
  };
}

/** The score the opening book holds for a position, as a solve of no nodes. */
function bookScore(
  state: Connect4State,
): { score: number; nodes: number; micros: number } | undefined {
  const score =
    isGameOver(state) === false ? openingBook().get(Position.fromState(state)) : undefined;
  return score === undefined ? undefined : { score, nodes: 0, micros: 0 };
}

/** Nodes after which a solve shows its score window on the progress line. */
const LONG_SOLVE_NODES = 1 << 20;

/** The line of a solved position: moves, score, nodes, microseconds, and a wrong expectation. */
function solvedLine(s: Solved, weak: boolean): string {
  const wrong = s.expected !== undefined && !agrees(s.score, s.expected, weak);
  return `${s.moves} ${s.score} ${s.nodes} ${s.us}${wrong ? ` expected ${s.expected}` : ''}`;
}

/**
 * Solves the positions in order. Without --json, each line is printed the moment its position
 * is solved, so a long list shows its progress and an interrupted run keeps what it found; a
 * terminal on stderr also sees a bar and the score window of the position being solved.
 */
function solveList(
  positions: readonly ListedPosition[],
  opts: { weak: boolean; json: boolean; ttLog2: number; book: boolean },
): void {
  const { weak, ttLog2 } = opts;
  const progress = progressLine();
  const total = positions.length;
  const solved: Solved[] = [];
  for (const [i, { moves, state, expected }] of positions.entries()) {
    const status = `${bar(i, total)} ${i}/${total} positions, solving ${moves || 'the empty board'}`;
    progress.show(status);
    const held = opts.book && !weak ? bookScore(state) : undefined;
    const { score, nodes, micros } =
      held ??
      solve(state, {
        weak,
        ttLog2,
        // Only a long solve redraws its window, so short ones are timed without the terminal.
        onProgress: ({ min, max, nodes: n }) => {
          if (n >= LONG_SOLVE_NODES) {
            progress.show(`${status}: score ${min} to ${max}, ${n.toLocaleString('en-US')} nodes`);
          }
        },
      });
    const s = {
      moves,
      score,
      nodes,
      us: Math.round(micros),
      ...(expected === undefined ? {} : { expected }),
    };
    solved.push(s);
    if (!opts.json) {
      progress.clear();
      console.log(solvedLine(s, weak));
    }
  }
  progress.clear();
  const withExpected = solved.some((s) => s.expected !== undefined);
  const summary = withExpected ? summarise(solved, weak) : undefined;
  if (opts.json) {
    console.log(JSON.stringify({ weak, positions: solved, ...(summary ? { summary } : {}) }));
  } else if (summary) {
    const { positions: n, correct, wrong, mean_nodes, mean_us } = summary;
    console.log(
      `positions ${n} correct ${correct} wrong ${wrong} mean_nodes ${mean_nodes} mean_us ${mean_us}`,
    );
  }
}

export function registerCommands(command: Command): void {
  // The perfect player and the analysis read the opening book, as on the page; `solve` measures
  // the search and reads it only when asked.
  useCommittedBook();
  command
    .command('play')
    .description('play one game between two computer players and print how it ended')
    .requiredOption('--first <strategy>', `red, who moves first: ${STRATEGY_HELP}`)
    .requiredOption('--second <strategy>', `yellow: ${STRATEGY_HELP}`)
    .option('--seed <n>', 'seed for the random choices', '1')
    .option('--width <n>', 'columns, 4-9', '7')
    .option('--height <n>', 'rows, 4-9', '6')
    .option('--json', 'print JSON')
    .action(
      (opts: {
        first: string;
        second: string;
        seed: string;
        width: string;
        height: string;
        json?: boolean;
      }) => {
        const red = strategyOption(opts.first);
        const yellow = strategyOption(opts.second);
        const seed = seedOption(opts.seed);
        const { width, height } = sizeOptions(opts);
        const start = initState(width, height, RED);
        const game = playGame(start, red, yellow, createRng(seed));
        const end = applyActions(start, game.actions);
        const moves = movesToString(game.actions);
        if (opts.json) {
          const result = game.result === DRAW ? 'draw' : playerName(game.result);
          const out = {
            width,
            height,
            seed,
            red: strategyToString(red),
            yellow: strategyToString(yellow),
            moves,
            result,
            line: winningLine(end),
            state: stateToString(end),
          };
          return console.log(JSON.stringify(out));
        }
        console.log(drawBoard(end));
        console.log(describeResult(game, red, yellow));
        console.log(`moves ${moves}`);
      },
    );

  command
    .command('match')
    .description('play paired games between two computer players and score the first')
    .addHelpText(
      'after',
      '\nGames 2k and 2k+1 share a seed, with a moving first in one and b in the other. The' +
        '\n95% interval on the score (wins + draws/2) / games is the Wilson score interval.',
    )
    .requiredOption('--a <strategy>', `the player scored: ${STRATEGY_HELP}`)
    .requiredOption('--b <strategy>', `the opponent: ${STRATEGY_HELP}`)
    .option('--games <n>', 'number of games', '100')
    .option('--seed <n>', 'seed of the first pair; the others are derived from it', '1')
    .option('--width <n>', 'columns, 4-9', '7')
    .option('--height <n>', 'rows, 4-9', '6')
    .option('--json', 'print JSON')
    .action(
      (opts: {
        a: string;
        b: string;
        games: string;
        seed: string;
        width: string;
        height: string;
        json?: boolean;
      }) => {
        const a = strategyOption(opts.a);
        const b = strategyOption(opts.b);
        const seed = seedOption(opts.seed);
        const { width, height } = sizeOptions(opts);
        const games = wholeNumber('games', opts.games, 1, 9_999_999);
        const progress = progressLine();
        const match = playMatch({
          a,
          b,
          games,
          seed,
          width,
          height,
          onGame: (n) => progress.show(`${n}/${games} games`),
        });
        progress.clear();
        const { wins, draws, losses, score, ci95 } = match;
        if (opts.json) {
          const out = {
            games,
            a: { strategy: strategyToString(a), wins, draws, losses },
            b: { strategy: strategyToString(b) },
            score,
            ci95,
            interval: 'wilson',
            seed,
            width,
            height,
          };
          return console.log(JSON.stringify(out));
        }
        const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
        console.log(
          `${strategyToString(a)} vs ${strategyToString(b)}: ${games} paired games, seed ${seed}, ${width}×${height}`,
        );
        console.log(`${strategyToString(a)}: ${wins} wins, ${draws} draws, ${losses} losses`);
        console.log(`score ${pct(score)} (95% Wilson interval ${pct(ci95[0])} to ${pct(ci95[1])})`);
      },
    );

  command
    .command('solve')
    .description('solve 7×6 positions exactly: score, nodes searched and microseconds for each')
    .argument(
      '[file]',
      'positions, one a line: the columns played (4453), optionally a space and the expected score; standard input without it',
    )
    .option('--weak', 'only win (1), draw (0) or loss (-1); expected scores are compared by sign')
    .option('--json', 'print JSON')
    .option('--book', 'read the scores the opening book holds instead of solving (0 nodes)')
    .option(
      '--tt <log2>',
      `largest transposition table, 2^${MIN_TT_LOG2} to 2^${MAX_TT_LOG2} entries of 8 bytes`,
      String(DEFAULT_TT_LOG2),
    )
    .addHelpText(
      'after',
      `${SCORE_HELP}\nAn empty line is the empty board. Each line is printed as soon as its position is` +
        '\nsolved (with --json, one object at the end). With expected scores the output ends with' +
        '\n"positions N correct C wrong W mean_nodes X mean_us Y"; a wrong line ends with "expected S".',
    )
    .action(
      async (
        file: string | undefined,
        opts: { weak?: boolean; json?: boolean; book?: boolean; tt: string },
      ) => {
        const ttLog2 = ttOption(opts.tt);
        const list = parsePositionList(await readInput(file));
        if (!list.ok) throw new UsageError(list.error);
        solveList(list.value, {
          weak: opts.weak ?? false,
          json: opts.json ?? false,
          book: opts.book ?? false,
          ttLog2,
        });
      },
    );

  command
    .command('analyze')
    .description('the exact score of every column of a 7×6 position, for the player to move')
    .argument('<moves>', 'the columns played from the empty board, like 4453')
    .option('--json', 'print JSON')
    .option(
      '--progress',
      'write each column as it is solved, and the bounds on the one being solved, to stderr as lines (a terminal sees them anyway, on one line)',
    )
    .addHelpText(
      'after',
      `${SCORE_HELP}\nA column's score is what the player to move gets by playing it. Positions in` +
        '\nthe opening book (solver/book.bin, npm run book:connect4) are read, not searched.' +
        '\nThe columns are solved centre first; the output is the same whatever --progress says.',
    )
    .action((moves: string, opts: { json?: boolean; progress?: boolean }) => {
      const start = initState(7, 6, RED);
      const parsed = parseMoveString(start, moves);
      if (!parsed.ok) throw new UsageError(parsed.error);
      const state = applyActions(start, parsed.value);
      if (isGameOver(state) !== false) {
        throw new UsageError(
          `moves ${excerpt(moves)}: the game is over, there is nothing to analyze`,
        );
      }
      const { done, ...follow } = analyzeProgress(opts.progress);
      const scores = analyze(state, { book: openingBook(), ...follow });
      done();
      if (opts.json) return console.log(JSON.stringify({ moves, scores }));
      const rows = scores.map((score, c) =>
        score === null
          ? [String(c + 1), 'full', '']
          : [String(c + 1), String(score), outcome(score)],
      );
      console.log(formatTable(['column', 'score', 'outcome'], rows));
    });
}
