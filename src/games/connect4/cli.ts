import type { Command } from 'commander';
import { UsageError } from '../../cli/main.ts';
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
  movesToString,
  playerName,
  RED,
  stateToString,
  winningLine,
} from './rules.ts';
import { parseStrategy, type Strategy, strategyToString } from './strategies.ts';

const STRATEGY_HELP = 'random, heuristic or negamax:<depth 1-12>';

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

export function registerCommands(command: Command): void {
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
        if (!/^\d{1,7}$/.test(opts.games) || Number(opts.games) < 1) {
          throw new UsageError(`games "${opts.games}": must be a whole number from 1 to 9999999`);
        }
        const games = Number(opts.games);
        const progress = process.stderr.isTTY
          ? (n: number) => process.stderr.write(`\r${n}/${games} games`)
          : undefined;
        const match = playMatch({ a, b, games, seed, width, height, onGame: progress });
        if (progress) process.stderr.write('\r\x1b[K');
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
}
