/**
 * Long random playouts: the conformance suite's playouts (src/conformance/playout.ts), by
 * the thousand per registered game, each position checked and each game replayed from its move
 * text and from its saved record. Too slow for CI, where each game's conformance.test.ts plays a
 * count that keeps its file to a few seconds; run it by hand after touching rules or text forms.
 *
 *   npm run soak                      # 10,000 playouts per game, seeds from base 1
 *   npm run soak -- 300 7             # 300 playouts per game, seeds from base 7
 *   SOAK_PLAYOUTS=300 npm run soak    # the same count from the environment
 *
 * Prints a table per game (playouts, finished, plies, failures, time) and the first failures
 * with what reproduces them; exits with 1 on any failure.
 */
import { formatTable } from '../../src/cli/table.ts';
import { loadGames, playout } from '../../src/conformance/playout.ts';
import { wholeArg } from '../lib/args.ts';

const PLAYOUTS = wholeArg('playouts', process.argv[2] ?? process.env.SOAK_PLAYOUTS, 10_000);
const SEED_BASE = wholeArg('seed base', process.argv[3] ?? process.env.SOAK_SEED, 1);
/** Failures quoted per game; the count says how many more there were. */
const QUOTED = 3;

const rows: string[][] = [];
const quoted: string[] = [];
let failed = 0;
for (const game of await loadGames()) {
  const id = game.descriptor.info.id;
  const seenMoves = new Map<string, unknown>();
  const start = performance.now();
  let finished = 0;
  let plies = 0;
  let failures = 0;
  for (let i = 0; i < PLAYOUTS; i++) {
    try {
      const out = playout(game, SEED_BASE, i, seenMoves);
      if (out.finished) finished++;
      plies += out.plies;
    } catch (e) {
      failures++;
      // The first line names the check; the rest is a diff that would flood the terminal.
      const what = ((e as Error).message ?? String(e)).split('\n')[0];
      if (failures <= QUOTED) quoted.push(`${id} playout ${i} (seed base ${SEED_BASE}): ${what}`);
    }
  }
  const seconds = (performance.now() - start) / 1000;
  process.stderr.write(`${id}: ${PLAYOUTS} playouts in ${seconds.toFixed(1)} s\n`);
  failed += failures;
  rows.push([id, PLAYOUTS, finished, plies, failures, seconds.toFixed(1)].map(String));
}

console.log(formatTable(['game', 'playouts', 'finished', 'plies', 'failures', 'time (s)'], rows));
if (quoted.length) console.log(`\n${quoted.join('\n')}`);
process.exit(failed > 0 ? 1 : 0);
