import { readFileSync, writeFileSync } from 'node:fs';
import { cpuUsage } from 'node:process';
import type { Card } from '../../../src/cards/card.ts';
import type { AiContext, AiPlayer } from '../../../src/core/ai.ts';
import { pltMove } from '../../../src/games/rummy/plt-ai.ts';
import { rummy } from '../../../src/games/rummy/rules.ts';
import type { RummyMove, RummyObservation } from '../../../src/games/rummy/state.ts';
import { runMatch } from '../../../src/search/match.ts';

/**
 * The runner of the Rummy bench scripts: `choose` as our seat against PLT's player by the match
 * runner of `games match` (paired seats, seeded deals), then one line with the options, score,
 * interval and our CPU time a move, for the notes of bench/rummy/match.md. With `out`, each game's
 * result (1 a win of ours) is written there, one per line in the match's order, and with `base`
 * compared with an earlier such file's: the games each player turned. `-` is no file.
 */
export function matchAgainstPlt(
  choose: (o: RummyObservation, context: AiContext) => RummyMove,
  run: {
    deals: number;
    seed: number;
    options: object;
    out?: string;
    base?: string;
    /** Rummy itself unless a bench diagnostic needs to show our seat more (oracle.ts). */
    game?: typeof rummy;
  },
): void {
  let micros = 0;
  let moves = 0;
  let slowest = 0;
  const ours: AiPlayer<RummyObservation, RummyMove> = {
    id: 'ours',
    label: 'ours',
    choose(o, context) {
      const start = cpuUsage();
      const move = choose(o, context);
      const used = cpuUsage(start);
      micros += used.user + used.system;
      slowest = Math.max(slowest, used.user + used.system);
      moves++;
      return move;
    },
  };
  const plt: AiPlayer<RummyObservation, RummyMove> = { id: 'plt', label: 'plt', choose: pltMove };
  const { deals, seed } = run;
  const result = runMatch({
    game: run.game ?? rummy,
    params: {},
    players: [ours, plt],
    deals,
    seed,
  });
  const me = result.players[0];
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  if (me?.kind === 'points') {
    console.log(
      `${JSON.stringify(run.options)} seed ${seed}, ${me.games} games: ${me.points} points, ${pct(me.score)} (${pct(me.interval[0])}-${pct(me.interval[1])}), ${(micros / moves / 1000).toFixed(2)} ms CPU a move, slowest ${(slowest / 1000).toFixed(0)} ms`,
    );
  }
  const wins = result.games.map((g) => {
    const seat = g.seats.indexOf(0);
    const winner = g.outcome && 'winner' in g.outcome ? g.outcome.winner : undefined;
    return winner === seat ? 1 : 0;
  });
  if (run.out && run.out !== '-') writeFileSync(run.out, `${wins.join('\n')}\n`);
  if (run.base && run.base !== '-') {
    const base = readFileSync(run.base, 'utf8').trim().split('\n').map(Number);
    const gained = wins.filter((w, i) => w === 1 && base[i] === 0).length;
    const lost = wins.filter((w, i) => w === 0 && base[i] === 1).length;
    console.log(`against ${run.base}: ${gained} games won that it lost, ${lost} lost that it won`);
  }
}

/** An observation with the other's hand told: for ceilings and diagnostics, never a seat. */
export type Told = RummyObservation & { readonly told?: readonly Card[] };

const observe = rummy.observe as NonNullable<typeof rummy.observe>;
/** Rummy whose observations tell each seat the other's hand (`Told`). */
export const toldRummy: typeof rummy = {
  ...rummy,
  observe: (s, viewer): Told => ({
    ...observe(s, viewer),
    told: typeof viewer === 'number' ? s.hands[1 - viewer] : undefined,
  }),
};
