/**
 * bench/onitama/texel.md from the Texel fits (bench/onitama/texel-<run>.json) and their check
 * matches: the rows of bench/onitama/selfplay.json with a `texel` player, those of the same
 * two players added up over their seeds.
 *
 *   npx tsx bench/onitama/texel-report.ts
 */

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { eloText } from '../../src/cli/elo-text.ts';
import { estimateElo } from '../../src/search/elo.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';
import type { Run } from './selfplay.ts';

const fits = readdirSync('bench/onitama')
  .filter((f) => /^texel-[0-9]+\.json$/.test(f))
  .map((f) => JSON.parse(readFileSync(`bench/onitama/${f}`, 'utf8')));
const fitRows = fits.map((r) => [
  String(r.run),
  String(r.data.games),
  `${r.positions.train} / ${r.positions.test}`,
  r.k.toFixed(5),
  `${r.loss.before.train.toFixed(5)} → ${r.loss.after.train.toFixed(5)}`,
  `${r.loss.before.test.toFixed(5)} → ${r.loss.after.test.toFixed(5)}`,
  `${r.cpuSeconds} s`,
]);

const matches = new Map<string, Run[]>();
for (const r of JSON.parse(readFileSync('bench/onitama/selfplay.json', 'utf8')) as Run[]) {
  if (!`${r.a} ${r.b}`.includes(':texel')) continue;
  const key = `${r.a} ${r.b}`;
  matches.set(key, [...(matches.get(key) ?? []), r]);
}
const matchRows = [...matches.values()].map((runs) => {
  const sum = (f: (r: Run) => number) => runs.reduce((n, r) => n + f(r), 0);
  const tally = {
    wins: sum((r) => r.wins),
    draws: sum((r) => r.draws),
    losses: sum((r) => r.losses),
  };
  const games = sum((r) => r.games);
  return [
    (runs[0] as Run).a,
    (runs[0] as Run).b,
    runs.map((r) => r.seed).join(', '),
    [...new Set(runs.map((r) => r.commit))].join(', '),
    String(games),
    `${tally.wins} / ${tally.draws} / ${tally.losses}`,
    `${((100 * (tally.wins + tally.draws / 2)) / games).toFixed(1)}%`,
    eloText(estimateElo(tally)),
    runs.map((r) => r.load).join('; '),
  ];
});

writeFileSync(
  'bench/onitama/texel.md',
  [
    '# Onitama: Texel fits of the evaluation',
    '',
    `${stampLine('npm run bench -- onitama texel-report')} The fits are made by`,
    '`npx tsx bench/onitama/texel-fit.ts` from the positions of `npx tsx bench/onitama/texel-data.ts`;',
    "each run's weights are in bench/onitama/texel-<run>.json. The loss is the mean squared error of",
    "sigmoid(K · evaluation) against the results, from the engine's weights of the day to the fitted",
    'ones; held out are the games whose number ends in 0.',
    '',
    markdownTable(
      [
        'run',
        'games',
        'positions fitted / held out',
        'K',
        'loss',
        'held-out loss',
        'CPU of the fit',
      ],
      fitRows,
    ),
    '',
    '## Check matches',
    '',
    'Rows of bench/onitama/selfplay.json (`npx tsx bench/onitama/selfplay.ts`) with a Texel',
    'evaluation, added up over their seeds: paired games at a fixed number of positions a move,',
    'so the load does not change them (it is given all the same), one worker thread.',
    '',
    markdownTable(
      [
        'a',
        'b',
        'seeds',
        'commit',
        'games',
        'W / D / L for a',
        'score',
        'Elo a − b (95%)',
        'load average',
      ],
      matchRows,
    ),
    '',
  ].join('\n'),
);
