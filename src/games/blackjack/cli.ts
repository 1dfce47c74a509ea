import type { Command } from 'commander';
import { bar, progressLine, seedOption, wholeNumber } from '../../cli/options.ts';
import { UsageError } from '../../cli/usage-error.ts';
import { excerpt } from '../../core/excerpt.ts';
import { fullShoe, type ShoeEv, shoeEv } from './ev.ts';
import { type ShoeRule, type Strategy, simulate } from './simulate.ts';

const pct = (x: number, digits = 4) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(digits)}%`;
const UPS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A'];
/** Columns 2..T then A, as strategy cards print them; ev.ts keeps the ace first. */
const cols = <T>(byUp: readonly T[]): T[] => [...byUp.slice(1), byUp[0] as T];

function rowOrder(row: string): number {
  const [kind, n] = row.split(' ') as [string, string];
  const v = n === 'A' ? 11 : Number(n);
  return (kind === 'hard' ? 0 : kind === 'soft' ? 100 : 200) + v;
}

export function strategyText(r: ShoeEv): string {
  const lines = [`        ${UPS.map((u) => u.padEnd(3)).join('')}`];
  for (const row of [...r.table.keys()].sort((a, b) => rowOrder(a) - rowOrder(b))) {
    lines.push(
      `${row.padEnd(8)}${cols(r.table.get(row) ?? [])
        .map((c) => c.padEnd(3))
        .join('')}`,
    );
  }
  return lines.join('\n');
}

export function registerCommands(command: Command): void {
  command
    .command('ev')
    .description(
      "the exact player EV off the top of the shoe under PLT's rules, and basic strategy",
    )
    .option('--decks <n>', 'decks in the shoe', '4')
    .option('--json', 'print JSON')
    .action((opts: { decks: string; json?: boolean }) => {
      const decks = wholeNumber('--decks', opts.decks, 1, 8);
      const r = shoeEv(fullShoe(decks));
      if (opts.json) {
        console.log(
          JSON.stringify({
            decks,
            ev: r.ev,
            byUp: cols(r.byUp),
            ups: UPS,
            table: Object.fromEntries(r.table),
          }),
        );
        return;
      }
      console.log(
        `${decks} decks, PLT's rules: player EV ${pct(r.ev)} of the bet (house edge ${pct(-r.ev, 3).slice(1)})`,
      );
      console.log(
        `by up card: ${cols(r.byUp)
          .map((x, i) => `${UPS[i]} ${pct(x, 2)}`)
          .join(', ')}`,
      );
      console.log(
        '\nbasic strategy (S stand, H hit, D double else hit, Ds double else stand, P split)',
      );
      console.log(strategyText(r));
    });

  command
    .command('simulate')
    .description('plays seeded hands with a strategy and reports the mean result per hand')
    .option('--hands <n>', 'hands to play', '100000')
    .option('--strategy <name>', 'basic or plt-dealer-mimic', 'basic')
    .option('--seed <n>', 'seed of the run', '1')
    .option('--shoe <rule>', "plt (dealt down to PLT's reshuffle) or full (every round)", 'plt')
    .option('--json', 'print JSON')
    .action(
      (opts: { hands: string; strategy: string; seed: string; shoe: string; json?: boolean }) => {
        if (opts.strategy !== 'basic' && opts.strategy !== 'plt-dealer-mimic') {
          throw new UsageError(
            `--strategy ${excerpt(opts.strategy)}: must be basic or plt-dealer-mimic`,
          );
        }
        if (opts.shoe !== 'plt' && opts.shoe !== 'full') {
          throw new UsageError(`--shoe ${excerpt(String(opts.shoe))}: must be plt or full`);
        }
        const hands = wholeNumber('--hands', opts.hands, 1, 100_000_000);
        const seed = seedOption(opts.seed);
        const progress = progressLine();
        progress.show('deriving basic strategy…');
        const table = shoeEv(fullShoe(4)).table;
        const r = simulate(
          hands,
          opts.strategy as Strategy,
          seed,
          table,
          (done) => progress.show(`${done}/${hands} ${bar(done, hands)}`),
          opts.shoe as ShoeRule,
        );
        progress.clear();
        if (opts.json) {
          console.log(JSON.stringify({ strategy: opts.strategy, shoe: opts.shoe, seed, ...r }));
          return;
        }
        const [lo, hi] = r.interval;
        console.log(
          `${opts.strategy}: ${hands} hands, mean ${pct(r.mean, 3)} of the bet per hand (95% ${pct(lo, 3)} to ${pct(hi, 3)})`,
        );
      },
    );
}
