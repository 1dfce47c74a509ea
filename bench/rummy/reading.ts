/**
 * How well reading.ts reads PLT's hidden cards: `outs` plays PLT's player, and at each of its
 * discards the particles are compared with PLT's real hand (told to this diagnostic only): the
 * mean number of its hidden cards a particle holds, against what a hand dealt at random from
 * the unseen cards would hold.
 *
 *   npx tsx bench/rummy/reading.ts deals seed [particles] [mend ×10⁻⁶]
 */

import { cpuUsage } from 'node:process';
import type { Card } from '../../src/cards/card.ts';
import { outsMove, unseenOf } from '../../src/games/rummy/outs-player.ts';
import { idOf } from '../../src/games/rummy/sim-plt.ts';
import { wholeArg } from '../lib/args.ts';
import { readHands } from './lib/hand-reading.ts';
import { matchAgainstPlt, type Told, toldRummy } from './lib/runner.ts';

const args = process.argv.slice(2);
const deals = wholeArg('deals', args[0], 50);
const seed = wholeArg('seed', args[1], 11);
const count = wholeArg('particles', args[2], 200);
const mend = wholeArg('mend', args[3], 50000) / 1e6;
let reads = 0;
let failed = 0;
let held = 0;
let chance = 0;
let micros = 0;
let hiddenTotal = 0;
matchAgainstPlt(
  (o: Told, context) => {
    if (o.phase === 'discard' && o.told) {
      const start = cpuUsage();
      const hands = readHands(o, context.history, context.rng.int(0, 1e9), count, mend);
      const used = cpuUsage(start);
      micros += used.user + used.system;
      const known = new Set((o.known[1 - o.turn] ?? []).map(idOf));
      const hidden = o.told.map(idOf).filter((id) => !known.has(id));
      const unseen = unseenOf(o, o.hands[o.turn] as Card[]).length;
      reads++;
      if (!hands) failed++;
      else {
        hiddenTotal += hidden.length;
        chance += (hidden.length * hidden.length) / unseen;
        const truth = new Set(hidden);
        held +=
          hands.reduce((a, h) => a + h.filter((id) => truth.has(id)).length, 0) / hands.length;
      }
    }
    return outsMove(o);
  },
  { deals, seed, options: { reading: count, mend }, game: toldRummy },
);
console.log(
  `${reads} reads, ${failed} failed; of ${(hiddenTotal / (reads - failed)).toFixed(2)} hidden cards a particle holds ${(held / (reads - failed)).toFixed(2)}, a random hand ${(chance / (reads - failed)).toFixed(2)}; ${(micros / reads / 1000).toFixed(1)} ms a read`,
);
