import type { Command } from 'commander';
import { toPair } from '../../cards/pair.ts';
import { wholeNumber } from '../../cli/options.ts';
import { formatTable } from '../../cli/table.ts';
import { UsageError } from '../../cli/usage-error.ts';
import { excerpt } from '../../core/excerpt.ts';
import { readInteger } from '../../core/integer.ts';
import { ownEntry } from '../../core/own.ts';
import { createRng, parseSeed } from '../../core/rng.ts';
import { calcScore, type DiscardStrategy, findHeldCards, findSteps } from './assignment.ts';
import { randomInstance } from './instances.ts';
import { parseMoveList, parsePairCards } from './notation.ts';
import { STRATEGIES, type StrategyName } from './strategies.ts';

function strategyOption(text: string): DiscardStrategy {
  const strategy = ownEntry<DiscardStrategy>(STRATEGIES, text);
  if (strategy) return strategy;
  throw new UsageError(`strategy ${excerpt(text)}: use ${Object.keys(STRATEGIES).join(', ')}`);
}

export function registerCommands(command: Command): void {
  command
    .command('play <cards> <moves> <goal>')
    .description("play one game in the assignment's notation and print the steps and the score")
    .addHelpText(
      'after',
      `\nExample: games mini-card play '((H . 3) (H . 2) (H . A))' '(draw draw discard)' 16`,
    )
    .option('--strategy <name>', 'discard strategy: first, greedy or optimal', 'first')
    .option('--json', 'print JSON')
    .action(
      (
        cardsText: string,
        movesText: string,
        goalText: string,
        opts: { strategy: string; json?: boolean },
      ) => {
        const cards = parsePairCards(cardsText);
        if (!cards.ok) throw new UsageError(cards.error);
        const moves = parseMoveList(movesText);
        if (!moves.ok) throw new UsageError(moves.error);
        const read = readInteger(goalText);
        if (!read.ok) throw new UsageError(`goal ${excerpt(goalText)}: ${read.error}`);
        const goal = read.value;
        const steps = findSteps(cards.value, moves.value, goal, strategyOption(opts.strategy));
        const score = calcScore(findHeldCards(steps), goal);
        if (opts.json) {
          const out = steps.map((s) => ({ move: s.move, card: toPair(s.card) }));
          return console.log(JSON.stringify({ steps: out, score }));
        }
        for (const s of steps) console.log(`(${s.move} ${toPair(s.card)})`);
        console.log(`score ${score}`);
      },
    );

  command
    .command('compete')
    .description('play every strategy on the same random games; lowest score wins')
    .option('--instances <n>', 'how many games', '10000')
    .option('--seed <n>', 'seed of the games', '1')
    .option('--cards <n>', 'cards in each list, 1-12', '8')
    .option('--moves <n>', 'moves in each game, 1-12', '8')
    .option('--json', 'print JSON')
    .action(
      (opts: { instances: string; seed: string; cards: string; moves: string; json?: boolean }) => {
        const n = wholeNumber('instances', opts.instances, 1, 10_000_000);
        const seed = parseSeed(opts.seed);
        if (!seed.ok) throw new UsageError(seed.error);
        const size = {
          cards: wholeNumber('cards', opts.cards, 1, 12),
          moves: wholeNumber('moves', opts.moves, 1, 12),
        };
        const names = Object.keys(STRATEGIES) as StrategyName[];
        const totals = Object.fromEntries(names.map((s) => [s, { mean: 0, wins: 0, ties: 0 }]));
        const rng = createRng(seed.value);
        for (let i = 0; i < n; i++) {
          const { cards, moves, goal } = randomInstance(rng, size);
          const scores = names.map((s) =>
            calcScore(findHeldCards(findSteps(cards, moves, goal, STRATEGIES[s])), goal),
          );
          const best = Math.min(...scores);
          const leaders = scores.filter((s) => s === best).length;
          for (const [k, name] of names.entries()) {
            const t = totals[name] as { mean: number; wins: number; ties: number };
            t.mean += (scores[k] as number) / n;
            if (scores[k] === best) leaders === 1 ? t.wins++ : t.ties++;
          }
        }
        if (opts.json) return console.log(JSON.stringify(totals));
        console.log(
          formatTable(
            ['strategy', 'mean score', 'wins', 'ties'],
            names.map((s) => {
              const t = totals[s] as { mean: number; wins: number; ties: number };
              return [s, t.mean.toFixed(3), String(t.wins), String(t.ties)];
            }),
          ),
        );
        console.log(
          `${n} games of ${size.cards} cards and ${size.moves} moves, seed ${seed.value}; a win is the lowest score alone, a tie a shared lowest`,
        );
      },
    );
}
