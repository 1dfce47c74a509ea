import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { AiContext } from '../../src/core/ai.ts';
import { unwrap } from '../../src/core/result.ts';
import { deriveSeed } from '../../src/core/rng.ts';
import { engineSearch, type PousseAi, parsePlayer } from '../../src/games/pousse/ais.ts';
import { DECIDED, WIN } from '../../src/games/pousse/engine/search.ts';
import { openingOf, playGame } from '../../src/games/pousse/match.ts';
import type { PousseState } from '../../src/games/pousse/rules.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

/**
 * Where our engine's games as O against PLT Smart are decided: the O games of bench/pousse/match.ts
 * (same openings and seeds), with budgets in nodes so that the run repeats exactly, and the
 * engine's score at each of its moves: `L10` is a loss proven in 10 plies, `W9` a win, a number
 * its evaluation (tenths of a marker).
 *
 *   npx tsx bench/pousse/o-trace.ts [--nodes 400000,50000] [--pairs 100] [--seed 1]
 *                                   [--out o-trace.md]
 */
const { values: args } = parseArgs({
  options: {
    nodes: { type: 'string' },
    pairs: { type: 'string' },
    seed: { type: 'string' },
    out: { type: 'string' },
  },
});
const [ENGINE = 400_000, SMART = 50_000] = (args.nodes ?? '400000,50000')
  .split(',')
  .map((p) => wholeArg('--nodes', p, 0));
const PAIRS = wholeArg('--pairs', args.pairs, 100);
const SEED = wholeArg('--seed', args.seed, 1);
const OUT = args.out ?? 'o-trace.md';
if (!/^[a-z0-9-]+\.md$/.test(OUT)) {
  console.error(`error: --out ${OUT}: a file name in bench/pousse/, like o-trace.md`);
  process.exit(2);
}
const load = () => (loadavg()[0] ?? 0).toFixed(1);
const loadBefore = load();
const command = `npx tsx bench/pousse/o-trace.ts --nodes ${ENGINE},${SMART} --pairs ${PAIRS} --seed ${SEED} --out ${OUT}`;
const smart = unwrap(parsePlayer(`plt-smart-nodes:${SMART}`));

const scoreText = (score: number) =>
  score <= -DECIDED ? `L${WIN + score}` : score >= DECIDED ? `W${WIN - score}` : `${score}`;

let won = 0;
let provenLost = 0;
let savedAfterProof = 0;
const rows: (string | number)[][] = [];
for (let pair = 0; pair < PAIRS; pair++) {
  const seed = deriveSeed(SEED, pair);
  const opening = openingOf(4, 2, seed);
  const scores: number[] = [];
  // engine-nodes as parsePlayer makes it, its score kept.
  const engine: PousseAi = {
    id: 'engine',
    label: 'engine',
    choose(state: PousseState, context: AiContext) {
      const r = engineSearch(state, { nodes: ENGINE }, context);
      scores.push(r.score);
      return r.move;
    },
  };
  const game = playGame(opening, [smart, engine], deriveSeed(seed, 2));
  const win = game.points === 0;
  if (win) won++;
  if (scores.some((s) => s <= -DECIDED)) {
    provenLost++;
    if (win) savedAfterProof++;
  }
  rows.push([pair, opening.moves.join(''), win ? 'won' : 'lost', scores.map(scoreText).join(' ')]);
  process.stderr.write(`\r${pair + 1}/${PAIRS}: engine as O ${won}–${pair + 1 - won}`);
}
process.stderr.write('\n');

const md = `# Pousse 4×4: where the engine's games as O are decided

${stampLine(command)} Load average ${loadBefore} before and ${load()} after.
The O games of \`bench/pousse/match.ts\` with the same seed; the engine searches ${ENGINE} nodes a move,
PLT Smart rates ${SMART} positions. Scores are the engine's at each of its moves: \`L10\` a loss
proven in 10 plies, \`W9\` a win in 9, else its evaluation.

The engine won ${won} of ${PAIRS}. Its search proved the game lost at some move in ${provenLost}
games, and it still won ${savedAfterProof} of those.

${markdownTable(['pair', 'opening', 'engine', 'scores at its moves'], rows)}
`;
writeFileSync(new URL(`./${OUT}`, import.meta.url), md);
console.log(`wrote bench/pousse/${OUT}`);
