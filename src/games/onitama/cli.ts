import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { bestMoveLine, infoLine, searchJson, searchLimits } from '../../cli/engine-search.ts';
import { bar, progressLine, seedOption, valid, wholeNumber } from '../../cli/options.ts';
import { outputFile } from '../../cli/output.ts';
import { formatTable } from '../../cli/table.ts';
import { UsageError } from '../../cli/usage-error.ts';
import { excerpt } from '../../core/excerpt.ts';
import { ownEntry } from '../../core/own.ts';
import { createRng } from '../../core/rng.ts';
import { BucketTable } from '../../search/bucket-table.ts';
import { lineChartSvg } from '../../search/chart-svg.ts';
import { MAX_TABLE_MB, MIN_TABLE_MB } from '../../search/transposition-table.ts';
import { dealCards, parseCardsParam } from './cards.ts';
import { type CompareRow, compareGame, compareTable, ratioChart } from './compare.ts';
import { weightTable } from './engine/evaluate.ts';
import { divide, perft } from './engine/perft.ts';
import { MAX_DEPTH, scoreText, search } from './engine/search.ts';
import { ENGINE_EVALS } from './engine/weights.ts';
import { createDuelPool } from './ga/duel-pool.ts';
import {
  checkConfig,
  type GaConfig,
  type Generation,
  learn,
  learningCurve,
  RESEARCH_CONFIG,
} from './ga/learn.ts';
import { matchCommand } from './match/cli.ts';
import {
  isOver,
  moveToString,
  type OnitamaState,
  parseState,
  startState,
  stateToString,
} from './rules.ts';
import { parseChromosome, SEED_CHROMOSOME } from './seed/heuristic.ts';
import { MAX_SEED_DEPTH, SEED_ALGOS, type SeedAlgo, seedSearch } from './seed/search.ts';
import { serve } from './serve/server.ts';

const START = 'rrRrr/...../...../...../bbBbb tiger,crab horse,eel frog b';

/** `2-5` or `2,3,5`. */
function depthList(text: string, max: number): number[] {
  const range = /^(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  const depths = range
    ? Array.from(
        { length: Math.max(0, Number(range[2]) - Number(range[1]) + 1) },
        (_, i) => Number(range[1]) + i,
      )
    : text.split(',').map((d) => (/^\d{1,2}$/.test(d.trim()) ? Number(d) : Number.NaN));
  if (depths.length === 0 || depths.some((d) => !(d >= 1 && d <= max))) {
    throw new UsageError(
      `depths ${excerpt(text)}: expected a range like 2-5 or a list like 2,3,5, each from 1 to ${max}`,
    );
  }
  return depths;
}

function positionOption(text: string) {
  const state = valid(parseState(text));
  if (isOver(state)) throw new UsageError(`position ${excerpt(text)}: the game is over`);
  return state;
}

const ALGOS = ['engine', ...SEED_ALGOS] as const;

interface SearchOpts {
  position: string;
  algo: string;
  eval?: string;
  depth?: string;
  movetime?: string;
  nodes?: string;
  tableMb: string;
  chromosome?: string;
  json?: boolean;
}

function searchCommand(command: Command): void {
  command
    .command('search')
    .description(
      "search a position with the engine (iterative deepening, a line per depth) or the seed project's search",
    )
    .option('--position <text>', 'BOARD BLUE RED SIDE TURN', START)
    .option('--algo <name>', ALGOS.join(', '), 'engine')
    .option('--movetime <ms>', 'engine: milliseconds to search (1000 when no limit is given)')
    .option(
      '--depth <n>',
      `engine: deepest iteration, 1-${MAX_DEPTH}; seed: plies, 1-${MAX_SEED_DEPTH} (3)`,
    )
    .option('--nodes <n>', 'engine: positions to visit')
    .option('--eval <name>', `engine: ${Object.keys(ENGINE_EVALS).join(' or ')}; seed: seed`)
    .option('--table-mb <n>', 'engine: transposition table size in MB', '64')
    .option('--chromosome <list>', 'seed: card values for tiger,crab,horse,eel,frog (4,4,1,2,3)')
    .option('--json', 'print JSON')
    .action((opts: SearchOpts) => {
      const state = positionOption(opts.position);
      if (!(ALGOS as readonly string[]).includes(opts.algo)) {
        throw new UsageError(`algo ${excerpt(opts.algo)}: must be ${ALGOS.join(', ')}`);
      }
      if (opts.algo === 'engine') return engineSearch(state, opts);
      if (opts.eval !== undefined && opts.eval !== 'seed') {
        throw new UsageError(
          `eval ${excerpt(opts.eval)}: the only evaluation of the seed search is seed`,
        );
      }
      const depth = wholeNumber('depth', opts.depth ?? '3', 1, MAX_SEED_DEPTH);
      const chromosome = valid(parseChromosome(opts.chromosome ?? SEED_CHROMOSOME.join(',')));
      const result = seedSearch(state, { algo: opts.algo as SeedAlgo, depth, chromosome });
      const move = moveToString(result.move);
      if (opts.json) {
        return console.log(JSON.stringify({ move, score: result.score, nodes: result.nodes }));
      }
      console.log(`${move}  score ${result.score}  nodes ${result.nodes}`);
    });
}

/** Lines like a chess engine's `info`: depth, score, nodes, time, speed and the line. */
function engineSearch(state: OnitamaState, opts: SearchOpts): void {
  if (opts.chromosome !== undefined) {
    throw new UsageError(
      'chromosome: only the seed search (--algo alphabeta or minimax) has card values',
    );
  }
  const evalName = opts.eval ?? (Object.keys(ENGINE_EVALS)[0] as string);
  const weights = ownEntry(ENGINE_EVALS, evalName);
  if (!weights) {
    throw new UsageError(
      `eval ${excerpt(evalName)}: the engine's are ${Object.keys(ENGINE_EVALS).join(', ')}`,
    );
  }
  const table = new BucketTable(wholeNumber('table-mb', opts.tableMb, MIN_TABLE_MB, MAX_TABLE_MB));
  const text = { move: moveToString, score: scoreText };
  const result = search(state, searchLimits(opts, MAX_DEPTH), {
    table,
    weights: weightTable(weights),
    onDepth: (i) => {
      if (!opts.json) console.log(infoLine(i, text));
    },
  });
  console.log(opts.json ? searchJson(result, text, true) : bestMoveLine(result, text));
}

function serveCommand(command: Command): void {
  command
    .command('serve')
    .description(
      'a long-lived engine on standard input and output: position, go movetime|depth|nodes, stop, isready, newgame, quit',
    )
    .option('--table-mb <n>', 'transposition table size in MB, kept from move to move', '64')
    .action(async (opts: { tableMb: string }) => {
      const tableMb = wholeNumber('table-mb', opts.tableMb, MIN_TABLE_MB, MAX_TABLE_MB);
      const input = createInterface({ input: process.stdin, terminal: false });
      try {
        await serve(input, (line) => process.stdout.write(`${line}\n`), { tableMb });
      } finally {
        input.close();
      }
    });
}

function perftCommand(command: Command): void {
  command
    .command('perft')
    .description('count the move sequences of a given length (a winning move ends its line)')
    .option('--position <text>', 'BOARD BLUE RED SIDE TURN', START)
    .option('--depth <n>', 'plies, 0-12', '4')
    .option('--divide', 'the count below each first move')
    .option('--json', 'print JSON')
    .action((opts: { position: string; depth: string; divide?: boolean; json?: boolean }) => {
      // As search does: a side that has already lost has no moves to count.
      const state = positionOption(opts.position);
      const depth = wholeNumber('depth', opts.depth, 0, 12);
      const started = performance.now();
      const moves = opts.divide && depth > 0 ? divide(state, depth) : undefined;
      const nodes = moves ? moves.reduce((n, m) => n + m.leaves, 0) : perft(state, depth);
      const ms = performance.now() - started;
      const rate = ms > 0 ? Math.round((nodes / ms) * 1000) : 0;
      if (opts.json) {
        const divided = moves?.map((m) => ({ move: moveToString(m.move), leaves: m.leaves }));
        return console.log(
          JSON.stringify({
            depth,
            nodes,
            ms: Math.round(ms),
            leavesPerSecond: rate,
            divide: divided,
          }),
        );
      }
      for (const m of moves ?? []) console.log(`${moveToString(m.move)}: ${m.leaves}`);
      console.log(`perft(${depth}) = ${nodes}  (${Math.round(ms)} ms, ${rate} leaves/s)`);
    });
}

function compareCommand(command: Command): void {
  command
    .command('compare')
    .description('node counts of minimax and alpha-beta along a game played by the seed AI')
    .option('--depths <range>', 'search depths, a range like 2-5 or a list like 2,4', '2-5')
    .option('--plays <n>', 'how many plays of the game to search, 1-100', '10')
    .option('--cards <set>', 'random, seed, or five card names separated by commas', 'seed')
    .option('--seed <n>', 'seed for dealing the cards', '1')
    .option('--ai-depth <n>', 'depth of the alpha-beta player that plays the game, 1-6', '3')
    .option('--chromosome <list>', 'card values for tiger,crab,horse,eel,frog', '4,4,1,2,3')
    .option('--chart <file>', 'also write the chart "Ratio by depth" as SVG')
    .option('--json', 'print JSON')
    .action(
      (opts: {
        depths: string;
        plays: string;
        cards: string;
        seed: string;
        aiDepth: string;
        chromosome: string;
        chart?: string;
        json?: boolean;
      }) => {
        const depths = depthList(opts.depths, 7);
        const plays = wholeNumber('plays', opts.plays, 1, 100);
        const seed = seedOption(opts.seed);
        const aiDepth = wholeNumber('ai-depth', opts.aiDepth, 1, 6);
        const chromosome = valid(parseChromosome(opts.chromosome));
        const start = startState(dealCards(valid(parseCardsParam(opts.cards)), createRng(seed)));
        const writeChart = opts.chart ? outputFile('chart', opts.chart) : undefined;
        const progress = progressLine();
        const rows: CompareRow[] = [];
        progress.show(`play 1/${plays}`);
        for (const row of compareGame(start, { depths, plays, aiDepth, chromosome })) {
          rows.push(row);
          progress.show(`play ${row.play + 1}/${plays}`);
        }
        progress.clear();
        writeChart?.(lineChartSvg(ratioChart(rows)));
        if (opts.json) {
          const out = {
            start: stateToString(start),
            seed,
            aiDepth,
            chromosome,
            rows: rows.map((r) => ({ ...r, move: moveToString(r.move) })),
          };
          return console.log(JSON.stringify(out));
        }
        console.log(
          `game from ${stateToString(start)}, played by seed alpha-beta depth ${aiDepth}` +
            `${rows.length < plays ? `; it ended after ${rows.length} plays` : ''}`,
        );
        const table = compareTable(rows);
        console.log(formatTable(table.header, table.rows));
      },
    );
}

function learnCommand(command: Command): void {
  const r = RESEARCH_CONFIG;
  command
    .command('learn')
    .description("the seed project's genetic algorithm for the card values of its evaluation")
    .option('--generations <n>', 'generations to run, 1-1000', '10')
    .option('--gen-size <n>', 'chromosomes per generation', String(r.genSize))
    .option('--gene-range <n>', 'genes take values 0 to gene-range - 1', String(r.geneRange))
    .option('--mut-rate <n>', 'one child in mut-rate mutates', String(r.mutRate))
    .option('--ai-depth <n>', 'search depth in the round robin', String(r.aiDepth))
    .option('--eval-depth <n>', 'search depth against the zero chromosome', String(r.evalDepth))
    .option('--seed <n>', 'seed for every random draw', '1')
    .option(
      '--workers <n>',
      'worker threads, 0 to play in the main thread',
      String(availableParallelism()),
    )
    .option('--out <file>', 'write the history as JSON')
    .option('--chart <file>', 'write the learning curve as SVG')
    .option('--json', 'print the history as JSON instead of lines')
    .action(
      async (opts: {
        generations: string;
        genSize: string;
        geneRange: string;
        mutRate: string;
        aiDepth: string;
        evalDepth: string;
        seed: string;
        workers: string;
        out?: string;
        chart?: string;
        json?: boolean;
      }) => {
        const generations = wholeNumber('generations', opts.generations, 1, 1000);
        const config: GaConfig = {
          genSize: wholeNumber('gen-size', opts.genSize, 2, 100),
          geneRange: wholeNumber('gene-range', opts.geneRange, 1, 1000),
          mutRate: wholeNumber('mut-rate', opts.mutRate, 1, 1000),
          aiDepth: wholeNumber('ai-depth', opts.aiDepth, 1, 6),
          evalDepth: wholeNumber('eval-depth', opts.evalDepth, 1, 6),
          maxPlies: r.maxPlies,
        };
        const problem = checkConfig(config);
        if (problem) throw new UsageError(problem);
        const seed = seedOption(opts.seed);
        const workers = wholeNumber('workers', opts.workers, 0, 64);
        const writeOut = opts.out ? outputFile('out', opts.out) : undefined;
        const writeChart = opts.chart ? outputFile('chart', opts.chart) : undefined;
        const progress = progressLine();
        let label = '';
        let done = 0;
        let total = 0;
        const pool = createDuelPool(workers, () => {
          done++;
          progress.show(`${bar(done, total)} ${label} ${done}/${total}`);
        });
        const started = performance.now();
        let history: Generation[];
        try {
          history = await learn({
            config,
            generations,
            seed,
            run: pool.run,
            onBatch: (generation, what, games) => {
              label = `generation ${generation}/${generations - 1}: ${what}`;
              done = 0;
              total = games;
            },
            onGeneration: (g) => {
              if (opts.json) return;
              progress.clear();
              console.log(
                `generation #${g.generation}: ${g.population.map((c) => c.join(',')).join(' ')}`,
              );
              console.log(`  fitness ${g.fitness.join(' ')}`);
              console.log(`  best ${g.best.join(',')} - ${g.wins}/${g.games}, ${g.percent}%`);
            },
          });
        } finally {
          progress.clear();
          await pool.close();
        }
        const seconds = Math.round((performance.now() - started) / 100) / 10;
        const record = { config, generations, seed, workers, seconds, history };
        writeOut?.(`${JSON.stringify(record, null, 2)}\n`);
        writeChart?.(lineChartSvg(learningCurve(history)));
        if (opts.json) return console.log(JSON.stringify(record));
        console.log(`${generations} generations in ${seconds} s with ${workers} worker threads`);
      },
    );
}

export function registerCommands(command: Command): void {
  searchCommand(command);
  matchCommand(command);
  serveCommand(command);
  perftCommand(command);
  compareCommand(command);
  learnCommand(command);
}
