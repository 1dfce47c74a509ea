import type { Command } from 'commander';
import { bar, progressLine, seedOption, wholeNumber } from '../../cli/options.ts';
import { UsageError } from '../../cli/usage-error.ts';
import { excerpt } from '../../core/excerpt.ts';
import { createRng } from '../../core/rng.ts';
import { wilsonInterval } from '../../search/wilson.ts';
import { SUIT_COUNTS, type SuitCount } from './info.ts';
import { PLANNER } from './planner.ts';
import { playNoPeek, ratedDeal } from './rate.ts';
import { deal, moveToString, spider } from './rules.ts';
import { DEFAULT_NODE_LIMIT, solve } from './solver.ts';

const MAX_NODES = 100_000_000;
const MAX_DEALS = 1_000_000;
const MAX_SAMPLES = 1_000;

interface RateOptions {
  suits: string;
  deals: string;
  seed: string;
  samples: string;
  nodes: string;
  json?: boolean;
}

function suitsOption(text: string): SuitCount {
  const n = Number(text);
  if (!SUIT_COUNTS.includes(n as SuitCount)) {
    throw new UsageError(`--suits ${excerpt(text)}: must be 1, 2 or 4`);
  }
  return n as SuitCount;
}

export function registerCommands(command: Command): void {
  command
    .command('solve')
    .description(
      'the full-knowledge solver on the deal a seed gives: won (with the line) or unknown',
    )
    .option('--suits <n>', '1, 2 or 4', '2')
    .option('--seed <n>', 'seed of the deal', '1')
    .option(
      '--node-limit <n>',
      'positions to search before answering unknown',
      `${DEFAULT_NODE_LIMIT}`,
    )
    .option('--json', 'print JSON')
    .action((opts: { suits: string; seed: string; nodeLimit: string; json?: boolean }) => {
      const suits = suitsOption(opts.suits);
      const seed = seedOption(opts.seed);
      const limit = wholeNumber('--node-limit', opts.nodeLimit, 1, MAX_NODES);
      const state = deal(suits, createRng(seed));
      const line = progressLine();
      const started = performance.now();
      const answer = solve(state, limit, {
        context: {
          stopped: () => false,
          progress: (done) => line.show(`${bar(done, 1)} nodes`),
        },
      });
      line.clear();
      const ms = Math.round(performance.now() - started);
      if (answer.verdict === 'won') {
        // The claim is checked: the line replayed through the rules wins.
        let end = state;
        for (const move of answer.line) end = spider.play(end, move);
        if (spider.result(end)?.kind !== 'solved') throw new Error('the solver line does not win');
      }
      const moves = answer.verdict === 'won' ? answer.line.map(moveToString) : [];
      if (opts.json) {
        const out = { suits, seed, nodeLimit: limit, ...answer, line: moves, ms };
        return console.log(JSON.stringify(out));
      }
      if (answer.verdict === 'won') {
        console.log(moves.join(' '));
        console.log(`won in ${moves.length} moves (${answer.nodes} nodes, ${ms} ms)`);
      } else {
        const why =
          answer.reason === 'node-limit'
            ? `the node limit of ${limit} ran out`
            : 'no win among the moves it tries';
        console.log(`unknown: ${why} (${answer.nodes} nodes, ${ms} ms)`);
      }
    });

  command
    .command('rate')
    .description("the no-peek player's win rate over seeded deals (face-up cards only, no undo)")
    .option('--suits <n>', '1, 2 or 4', '2')
    .option('--deals <n>', 'deals to play', '100')
    .option('--seed <n>', 'base seed of the deals', '1')
    .option(
      '--samples <n>',
      'random deals of the unseen cards searched per plan',
      `${PLANNER.samples}`,
    )
    .option(
      '--nodes <n>',
      "positions the solver's stage search expands per sample",
      `${PLANNER.nodes}`,
    )
    .option('--json', 'print JSON')
    .action((opts: RateOptions) => {
      const suits = suitsOption(opts.suits);
      const deals = wholeNumber('--deals', opts.deals, 1, MAX_DEALS);
      const seed = seedOption(opts.seed);
      const planner = {
        samples: wholeNumber('--samples', opts.samples, 1, MAX_SAMPLES),
        nodes: wholeNumber('--nodes', opts.nodes, 1, MAX_NODES),
        seed: PLANNER.seed,
      };
      const line = progressLine();
      const started = performance.now();
      const cpu = process.cpuUsage();
      let won = 0;
      let runs = 0;
      let nodes = 0;
      for (let i = 0; i < deals; i++) {
        const game = playNoPeek(ratedDeal(suits, seed, i), planner);
        if (game.won) won++;
        runs += game.runs;
        nodes += game.nodes;
        line.show(`${bar(i + 1, deals)} ${i + 1}/${deals} won ${won}`);
      }
      line.clear();
      const [low, high] = wilsonInterval(won / deals, deals).map((x) => x * 100) as [
        number,
        number,
      ];
      const msPerDeal = Math.round((performance.now() - started) / deals);
      const used = process.cpuUsage(cpu);
      const cpuMsPerDeal = Math.round((used.user + used.system) / 1000 / deals);
      const nodesPerDeal = Math.round(nodes / deals);
      if (opts.json) {
        const out = {
          suits,
          deals,
          seed,
          won,
          rate: won / deals,
          interval: [low, high],
          runs: runs / deals,
          samples: planner.samples,
          sampleNodes: planner.nodes,
          nodesPerDeal,
          msPerDeal,
          cpuMsPerDeal,
        };
        return console.log(JSON.stringify(out));
      }
      console.log(
        `${suits} suit${suits === 1 ? '' : 's'}: won ${won} of ${deals} (${((100 * won) / deals).toFixed(1)}%, 95% ${low.toFixed(1)}–${high.toFixed(1)}%), ${(runs / deals).toFixed(2)} runs a deal, ${nodesPerDeal} nodes and ${cpuMsPerDeal} ms of CPU a deal (${planner.samples} samples × ${planner.nodes} nodes a plan)`,
      );
    });
}
