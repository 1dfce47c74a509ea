import { createRng } from '../src/core/rng.ts';
import { Position } from '../src/games/connect4/solver/bitboard.ts';
import { Solver } from '../src/games/connect4/solver/search.ts';

/**
 * Node counts and CPU times of the solver on a few hard positions: `4453` and random positions
 * of 8 to 11 discs (seeded), for comparing changes of search quickly.
 *
 *   npx tsx scripts/connect4-solver-probe.ts [--tt 25] [--count 8] [--only 4453 | --empty]
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : (process.argv[i + 1] ?? fallback);
};
const solver = new Solver(Number(arg('tt', '25')));
const play = (moves: string) => [...moves].reduce((p, d) => p.play(Number(d) - 1), Position.EMPTY);

function randomLine(seed: number, plies: number): string {
  const rng = createRng(seed);
  for (;;) {
    let p = Position.EMPTY;
    let line = '';
    for (let i = 0; i < plies; i++) {
      const cols = [0, 1, 2, 3, 4, 5, 6].filter((c) => p.canPlay(c) && !p.isWinningMove(c));
      const c = rng.pick(cols);
      p = p.play(c);
      line += String(c + 1);
    }
    if (!p.canWinNext()) return line;
  }
}

const lines = process.argv.includes('--empty')
  ? ['']
  : arg('only', '')
    ? [arg('only', '')]
    : [
        '4453',
        ...Array.from({ length: Number(arg('count', '8')) }, (_, i) =>
          randomLine(i + 1, 8 + (i % 4)),
        ),
      ];
let totalNodes = 0;
let totalCpu = 0;
for (const line of lines) {
  const cpu = process.cpuUsage();
  const score = solver.solve(play(line));
  const used = process.cpuUsage(cpu);
  const ms = (used.user + used.system) / 1000;
  totalNodes += solver.nodes;
  totalCpu += ms;
  console.log(
    `${line.padEnd(12)} score ${String(score).padStart(3)} nodes ${solver.nodes.toLocaleString('en-US').padStart(12)} cpu ${(ms / 1000).toFixed(2)} s`,
  );
}
console.log(
  `total nodes ${totalNodes.toLocaleString('en-US')} cpu ${(totalCpu / 1000).toFixed(2)} s`,
);
