import { loadavg } from 'node:os';
import type { Command } from 'commander';
import { bar, progressLine, seedOption, wholeNumber } from '../../cli/options.ts';
import { checkOutput } from '../../cli/output.ts';
import { writeReport } from '../../cli/report-file.ts';
import { type AutoGame, type AutoSetting, autoGame, seedsFor, summarize } from './auto-games.ts';
import { DIFFICULTIES } from './info.ts';
import { DEFAULT_PACE, HINT_LOOK } from './player.ts';

interface BenchOptions {
  games: string;
  pace: string;
  depth: string;
  samples: string;
  seed: string;
  out?: string;
  json?: boolean;
}

interface Row {
  readonly label: string;
  readonly setting: AutoSetting;
}

/** The rows of the bench: every difficulty as shipped, then the same player changed one way. */
function rows(pace: number, depth: number, samples: number): Row[] {
  const look = { depth, samples };
  const base = { start: 'free', look, pace } as const;
  return [
    ...DIFFICULTIES.map((difficulty) => ({ label: difficulty, setting: { ...base, difficulty } })),
    {
      label: 'beginner, PLT start rule',
      setting: { ...base, difficulty: 'beginner', start: 'plt' },
    },
    {
      label: 'beginner, one board deep',
      setting: { ...base, difficulty: 'beginner', look: { depth: 1, samples: 1 } },
    },
    {
      label: 'beginner, half the pace',
      setting: { ...base, difficulty: 'beginner', pace: pace * 2 },
    },
  ];
}

function markdown(opts: BenchOptions, lines: string[], nodesNote: string): string {
  const command = `npx games jewel bench --games ${opts.games} --pace ${opts.pace} --depth ${opts.depth} --samples ${opts.samples} --seed ${opts.seed}`;
  return [
    '# Jewel: the automatic player',
    '',
    "Points per minute of game time (waiting plus PLT's animations of swaps, fades and falls, at",
    '30 ms a tick) of the automatic player, from the deal until its life runs out. It swaps every',
    "`pace` ticks, choosing by the hint's look-ahead (each swap tried on `samples` boards whose",
    'unseen jewels are drawn at random; `depth` 2 adds the best next swap). The difficulty only',
    'changes how the jewels look, so for a computer the five difficulties are one game: their rows',
    'differ only by their seeds (each row its own). ± is half a 95% interval of the mean.',
    '',
    `Written by \`${command}\` (${new Date().toISOString().slice(0, 10)}, load average ${loadavg()[0]?.toFixed(1)} on a shared machine; the figures are game time, not machine time, so load does not change them).`,
    '',
    '| Setting | Games | Points a minute | Mean score | Mean level | Mean minutes |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...lines,
    '',
    nodesNote,
    '',
  ].join('\n');
}

export function registerCommands(command: Command): void {
  command
    .command('bench')
    .description(
      "the automatic player's points per minute at each difficulty; writes a markdown table",
    )
    .option('--games <n>', 'games a row', '10')
    .option('--pace <ticks>', 'ticks of 30 ms between its swaps', String(DEFAULT_PACE))
    .option('--depth <n>', 'look-ahead: 1 the swap, 2 the next swap too', String(HINT_LOOK.depth))
    .option('--samples <n>', 'boards drawn for the unseen jewels', String(HINT_LOOK.samples))
    .option('--seed <n>', 'seed of the run', '1')
    .option('--out <file>', 'markdown file to write (bench/jewel/player.md)')
    .option('--json', 'print JSON')
    .action((opts: BenchOptions) => {
      const games = wholeNumber('--games', opts.games, 1, 10_000);
      const pace = wholeNumber('--pace', opts.pace, 1, 99);
      const depth = wholeNumber('--depth', opts.depth, 1, 2);
      const samples = wholeNumber('--samples', opts.samples, 1, 100);
      const seed = seedOption(opts.seed);
      // Checked before the run, which takes minutes, rather than when its report is written.
      if (opts.out) checkOutput('--out', opts.out);
      const line = progressLine();
      const plan = rows(pace, depth, samples);
      const results: { label: string; games: AutoGame[] }[] = [];
      const started = performance.now();
      for (const [r, row] of plan.entries()) {
        const played: AutoGame[] = [];
        for (const s of seedsFor(seed, row.setting.difficulty, games)) {
          line.show(`${bar(r * games + played.length, plan.length * games)} ${row.label}`);
          played.push(autoGame(row.setting, s));
        }
        results.push({ label: row.label, games: played });
      }
      line.clear();
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      if (opts.json)
        return console.log(
          JSON.stringify(results.map((r) => ({ ...r, summary: summarize(r.games) }))),
        );
      const lines = results.map(({ label, games: g }) => {
        const s = summarize(g);
        return `| ${label} | ${s.games} | ${s.pointsPerMinute.toFixed(1)} ± ${s.margin.toFixed(1)} | ${s.score.toFixed(0)} | ${s.level.toFixed(1)} | ${s.minutes.toFixed(1)} |`;
      });
      const text = markdown(opts, lines, `The run took ${seconds} s of machine time.`);
      console.log(text);
      if (opts.out) writeReport(opts.out, text);
    });
}
