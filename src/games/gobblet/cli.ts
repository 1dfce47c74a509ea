import type { Command } from 'commander';
import { UsageError } from '../../cli/usage-error.ts';
import { excerpt } from '../../core/excerpt.ts';
import { HORIZON, valueText } from './analysis.ts';
import { initialState, moveToString, parseState } from './rules.ts';
import { Exact3, type MoveValue, rank } from './solver/exact.ts';

/** `games gobblet solve`: the 3×3 solver's value of a position and its best move. */
export function registerCommands(command: Command): void {
  command
    .command('solve')
    .description(
      'print the exact value of a 3×3 position (win/loss in N plies, or draw) and the best move',
    )
    .option('--size <n>', 'board size (the solver knows 3 only)', '3')
    .option(
      '--position <text>',
      'a position as the game writes it, e.g. "3x3 red think=3 -.-.-/-.r3.-/-.-.-"',
    )
    .option(
      '--horizon <plies>',
      'plies the deepening looks before the draw proofs (deeper where a side is proven to win)',
      String(HORIZON),
    )
    .option('--all', 'print every move with its value')
    .option('--json', 'print JSON')
    .action(
      (opts: {
        size: string;
        position?: string;
        horizon: string;
        all?: boolean;
        json?: boolean;
      }) => {
        if (opts.size !== '3')
          throw new UsageError(
            `--size ${excerpt(String(opts.size))}: the solver knows the 3×3 board only`,
          );
        const horizon = Number(opts.horizon);
        if (!Number.isInteger(horizon) || horizon < 1 || horizon > 40) {
          throw new UsageError(
            `--horizon ${excerpt(String(opts.horizon))}: a whole number of plies, 1 to 40`,
          );
        }
        let state = initialState(3);
        if (opts.position !== undefined) {
          const parsed = parseState(opts.position);
          if (!parsed.ok) throw new UsageError(parsed.error);
          if (parsed.value.size !== 3)
            throw new UsageError('--position: the solver knows the 3×3 board only');
          state = parsed.value;
        }
        const t0 = process.cpuUsage();
        const exact = new Exact3();
        const study = exact.moveValues(state, horizon);
        const used = process.cpuUsage(t0);
        const seconds = (used.user + used.system) / 1e6;
        const rows = study.moves
          .map((m, i) => ({
            move: moveToString({ n: 3, ...m }),
            value: study.values[i] as MoveValue,
          }))
          .sort((a, b) => rank(b.value) - rank(a.value));
        const best = rows[0];
        if (!best) throw new UsageError('the game is over: no moves');
        if (opts.json) {
          const out = {
            value: best.value,
            text: valueText(best.value, study.reached),
            best: best.move,
            moves: rows,
            nodes: study.nodes,
            cpuSeconds: seconds,
          };
          return console.log(JSON.stringify(out));
        }
        console.log(
          `${state.toMove === 0 ? 'Red' : 'Yellow'} to move: ${valueText(best.value, study.reached)}, best ${best.move}`,
        );
        if (opts.all)
          for (const r of rows)
            console.log(`  ${r.move.padEnd(6)} ${valueText(r.value, study.reached)}`);
        console.log(
          `${study.nodes.toLocaleString('en')} positions, ${seconds.toFixed(1)} s CPU, ${study.reached} plies`,
        );
      },
    );
}
