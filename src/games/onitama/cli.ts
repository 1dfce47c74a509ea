import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { UsageError } from '../../cli/main.ts';
import { formatTable } from '../../cli/table.ts';
import type { Result } from '../../core/result.ts';
import { createRng, parseSeed } from '../../core/rng.ts';
import { dealCards, parseCardsParam } from './cards.ts';
import { lineChartSvg } from './chart-svg.ts';
import { type CompareRow, compareGame, compareTable, ratioChart } from './compare.ts';
import { perft } from './engine/perft.ts';
import {
  checkConfig,
  type GaConfig,
  type Generation,
  learn,
  learningCurve,
  RESEARCH_CONFIG,
} from './ga/learn.ts';
import { createDuelPool } from './ga/pool.ts';
import { isOver, moveToString, parseState, startState, stateToString } from './rules.ts';
import { parseChromosome } from './seed/heuristic.ts';
import { MAX_SEED_DEPTH, SEED_ALGOS, type SeedAlgo, seedSearch } from './seed/search.ts';

const START = 'rrRrr/...../...../...../bbBbb tiger,crab horse,eel frog b';

function valid<T>(result: Result<T>): T {
  if (!result.ok) throw new UsageError(result.error);
  return result.value;
}

function wholeNumber(name: string, text: string, min: number, max: number): number {
  const n = Number(text.trim());
  if (!/^\d{1,9}$/.test(text.trim()) || n < min || n > max) {
    throw new UsageError(`${name} "${text}": must be a whole number from ${min} to ${max}`);
  }
  return n;
}

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
      `depths "${text}": expected a range like 2-5 or a list like 2,3,5, each from 1 to ${max}`,
    );
  }
  return depths;
}

function algoOption(text: string): SeedAlgo {
  if (!(SEED_ALGOS as readonly string[]).includes(text)) {
    throw new UsageError(`algo "${text}": must be ${SEED_ALGOS.join(' or ')}`);
  }
  return text as SeedAlgo;
}

const seedOption = (text: string): number => valid(parseSeed(text));

function positionOption(text: string) {
  const state = valid(parseState(text));
  if (isOver(state)) throw new UsageError(`position "${text}": the game is over`);
  return state;
}

function writeFile(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (e) {
    throw new UsageError(`cannot write ${path}: ${(e as Error).message}`);
  }
}

/** A progress line on stderr, redrawn in place; nothing when stderr is no terminal. */
function progressLine(): { show(text: string): void; clear(): void } {
  if (!process.stderr.isTTY) return { show: () => {}, clear: () => {} };
  return {
    show: (text) => process.stderr.write(`\r\x1b[K${text}`),
    clear: () => process.stderr.write('\r\x1b[K'),
  };
}

const bar = (done: number, total: number, width = 24) => {
  const filled = total > 0 ? Math.round((done / total) * width) : width;
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
};

function searchCommand(command: Command): void {
  command
    .command('search')
    .description("choose a move with the seed project's search and count the positions it examined")
    .option('--position <text>', 'BOARD BLUE RED SIDE TURN', START)
    .option('--algo <name>', SEED_ALGOS.join(' or '), 'alphabeta')
    .option('--eval <name>', "evaluation: seed (Minimax.rkt's heur)", 'seed')
    .option('--depth <n>', `plies, 1-${MAX_SEED_DEPTH}`, '3')
    .option('--chromosome <list>', 'card values for tiger,crab,horse,eel,frog', '4,4,1,2,3')
    .option('--json', 'print JSON')
    .action(
      (opts: {
        position: string;
        algo: string;
        eval: string;
        depth: string;
        chromosome: string;
        json?: boolean;
      }) => {
        const state = positionOption(opts.position);
        const algo = algoOption(opts.algo);
        if (opts.eval !== 'seed') {
          throw new UsageError(`eval "${opts.eval}": the only evaluation is seed`);
        }
        const depth = wholeNumber('depth', opts.depth, 1, MAX_SEED_DEPTH);
        const chromosome = valid(parseChromosome(opts.chromosome));
        const result = seedSearch(state, { algo, depth, chromosome });
        const move = moveToString(result.move);
        if (opts.json) {
          return console.log(JSON.stringify({ move, score: result.score, nodes: result.nodes }));
        }
        console.log(`${move}  score ${result.score}  nodes ${result.nodes}`);
      },
    );
}

function perftCommand(command: Command): void {
  command
    .command('perft')
    .description('count the move sequences of a given length (a winning move ends its line)')
    .option('--position <text>', 'BOARD BLUE RED SIDE TURN', START)
    .option('--depth <n>', 'plies, 0-9', '4')
    .option('--json', 'print JSON')
    .action((opts: { position: string; depth: string; json?: boolean }) => {
      const state = valid(parseState(opts.position));
      const depth = wholeNumber('depth', opts.depth, 0, 9);
      const nodes = perft(state, depth);
      if (opts.json) return console.log(JSON.stringify({ depth, nodes }));
      console.log(`perft(${depth}) = ${nodes}`);
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
        const progress = progressLine();
        const rows: CompareRow[] = [];
        progress.show(`play 1/${plays}`);
        for (const row of compareGame(start, { depths, plays, aiDepth, chromosome })) {
          rows.push(row);
          progress.show(`play ${row.play + 1}/${plays}`);
        }
        progress.clear();
        if (opts.chart) writeFile(opts.chart, lineChartSvg(ratioChart(rows)));
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
        if (opts.out) writeFile(opts.out, `${JSON.stringify(record, null, 2)}\n`);
        if (opts.chart) writeFile(opts.chart, lineChartSvg(learningCurve(history)));
        if (opts.json) return console.log(JSON.stringify(record));
        console.log(`${generations} generations in ${seconds} s with ${workers} worker threads`);
      },
    );
}

export function registerCommands(command: Command): void {
  searchCommand(command);
  perftCommand(command);
  compareCommand(command);
  learnCommand(command);
}
