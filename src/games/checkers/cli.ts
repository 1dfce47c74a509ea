import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { bestMoveLine, infoLine, searchJson, searchLimits } from '../../cli/engine-search.ts';
import { valid, wholeNumber } from '../../cli/options.ts';
import { UsageError } from '../../cli/usage-error.ts';
import { excerpt } from '../../core/excerpt.ts';
import { TranspositionTable } from '../../search/transposition-table.ts';
import { MAX_DEPTH, scoreText, search } from './engine/search.ts';
import { boardOfState } from './engine/state-board.ts';
import { parsePdn } from './pdn.ts';
import { type CheckersState, moveToString, parseState, result } from './rules.ts';

const START = 'B:W21-32:B1-12';

function positionOption(text: string): CheckersState {
  const state = valid(parseState(text));
  if (result(state) !== null) throw new UsageError(`position ${excerpt(text)}: the game is over`);
  return state;
}

interface SearchOpts {
  position: string;
  depth?: string;
  movetime?: string;
  nodes?: string;
  tableMb: string;
  json?: boolean;
}

function searchCommand(command: Command): void {
  command
    .command('search')
    .description(
      'search a position with the engine: a line per depth with its nodes, then the move',
    )
    .option(
      '--position <fen>',
      'a FEN (B:W21-32:B1-12), optionally followed by king moves since',
      START,
    )
    .option('--movetime <ms>', 'milliseconds to search (1000 when no limit is given)')
    .option('--depth <n>', `deepest iteration, 1-${MAX_DEPTH}`)
    .option('--nodes <n>', 'positions to visit')
    .option('--table-mb <n>', 'transposition table size in MB', '64')
    .option('--json', 'print JSON')
    .action((opts: SearchOpts) => {
      const state = positionOption(opts.position);
      const table = new TranspositionTable(wholeNumber('table-mb', opts.tableMb, 1, 1024));
      const text = { move: moveToString, score: scoreText };
      const found = search(boardOfState(state), searchLimits(opts, MAX_DEPTH), {
        table,
        onDepth: (i) => {
          if (!opts.json) console.log(infoLine(i, text));
        },
      });
      console.log(opts.json ? searchJson(found, text) : bestMoveLine(found, text));
    });
}

function perftCommand(command: Command): void {
  command
    .command('perft')
    .description('count the move sequences of a given length on the bitboards (make/unmake)')
    .option('--position <fen>', 'a FEN', START)
    .option('--depth <n>', 'plies, 1-14', '6')
    .option('--json', 'print JSON')
    .action((opts: { position: string; depth: string; json?: boolean }) => {
      const state = valid(parseState(opts.position));
      const depth = wholeNumber('depth', opts.depth, 1, 14);
      const board = boardOfState(state);
      const started = performance.now();
      const nodes = board.perft(depth);
      const ms = Math.round(performance.now() - started);
      if (opts.json) return console.log(JSON.stringify({ depth, nodes, ms }));
      console.log(`perft ${depth}: ${nodes} (${ms} ms)`);
    });
}

function pdnCommand(command: Command): void {
  command
    .command('pdn <file>')
    .description('check a PDN file: prints its moves and the final position, or what is wrong')
    .action((file: string) => {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        throw new UsageError(`${excerpt(file)}: cannot read the file`);
      }
      const game = valid(parsePdn(text));
      console.log(
        `${game.moves.length} moves from ${game.position}: ${game.moves.map(moveToString).join(' ')}`,
      );
    });
}

export function registerCommands(command: Command): void {
  perftCommand(command);
  searchCommand(command);
  pdnCommand(command);
}
