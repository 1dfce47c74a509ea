import type { Command } from 'commander';
import { eloText } from '../../cli/elo-text.ts';
import { progressLine, seedOption, valid, wholeNumber } from '../../cli/options.ts';
import { formatTable } from '../../cli/table.ts';
import { UsageError } from '../../cli/usage-error.ts';
import { excerpt } from '../../core/excerpt.ts';
import { engineFor, parsePlayer } from './ais.ts';
import { moveText } from './board.ts';
import { scoreText } from './engine/search.ts';
import { MAX_SIZE, MIN_SIZE } from './info.ts';
import { runMatch } from './match.ts';
import { isOver, parseState, startState } from './rules.ts';

interface MatchOpts {
  players: string;
  size: string;
  pairs: string;
  opening: string;
  seed: string;
  json?: boolean;
}

function matchCommand(command: Command): void {
  command
    .command('match')
    .description('two players, each opening played once with each as X: a paired match')
    .requiredOption('--players <a,b>', 'e.g. engine:1000,plt-smart-ms:1000 (see `search --help`)')
    .option('--size <n>', `board size, ${MIN_SIZE} to ${MAX_SIZE}`, '4')
    .option('--pairs <n>', 'openings, each played twice', '100')
    .option('--opening <plies>', 'random plies before the players take over', '2')
    .option('--seed <n>', 'seed of the openings and the coin flips', '1')
    .option('--json', 'print JSON')
    .action((opts: MatchOpts) => {
      const names = opts.players.split(',');
      if (names.length !== 2)
        throw new UsageError(`--players ${excerpt(opts.players)}: give two players`);
      const [a, b] = names.map((p) => valid(parsePlayer(p)));
      if (!a || !b) throw new UsageError('--players: give two players');
      const n = wholeNumber('--size', opts.size, MIN_SIZE, MAX_SIZE);
      const pairs = wholeNumber('--pairs', opts.pairs, 1, 100_000);
      const opening = wholeNumber('--opening', opts.opening, 0, 20);
      const seed = seedOption(opts.seed);
      const line = progressLine();
      const started = Date.now();
      let points = 0;
      const r = runMatch({ n, a, b, pairs, opening, seed }, (done, p) => {
        points += p;
        line.show(`${done}/${2 * pairs} games, a ${points}`);
      });
      line.clear();
      const seconds = Math.round((Date.now() - started) / 1000);
      if (opts.json) {
        console.log(
          JSON.stringify({ size: n, a: a.id, b: b.id, pairs, opening, seed, seconds, ...r }),
        );
        return;
      }
      const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
      console.log(
        [
          `a: ${a.id}   b: ${b.id}   size ${n}, ${pairs} openings of ${opening} plies, each with both as X; seed ${seed}`,
          `a wins ${r.wins}, losses ${r.losses}, cut at 400 plies ${r.draws}: score ${pct(r.score)} (95%: ${pct(r.interval[0])} to ${pct(r.interval[1])})`,
          `Elo ${eloText(r.elo)}`,
          `${r.plies.toFixed(1)} plies a game; ${seconds} s`,
        ].join('\n'),
      );
    });
}

interface SearchOpts {
  movetime?: string;
  nodes?: string;
  depth?: string;
  json?: boolean;
}

function searchCommand(command: Command): void {
  command
    .command('search <position>')
    .description("our engine's move, score, depth, node count and line")
    .addHelpText(
      'after',
      '\nPosition: the size, a colon, the moves: "4:" is the start, "4:T1B2L3" three moves in.\nPlayers for match: stupid, plt-smart:<s>, plt-smart-ms:<ms>, plt-smart-cpu:<ms>,\nplt-smart-nodes:<n>, plt-smart-depth:<d>, engine:<ms>, engine-cpu:<ms>, engine-nodes:<n>,\nengine-depth:<d>, level:<name>; -cpu: milliseconds of CPU time, for a shared machine.',
    )
    .option('--movetime <ms>', 'wall-clock time')
    .option('--nodes <n>', 'positions to search')
    .option('--depth <d>', 'plies')
    .option('--json', 'print JSON')
    .action((text: string, opts: SearchOpts) => {
      const state = valid(parseState(text));
      if (isOver(state)) throw new UsageError(`position ${excerpt(text)}: the game is over`);
      const limits = {
        ...(opts.movetime && { movetime: wholeNumber('--movetime', opts.movetime, 1, 3_600_000) }),
        ...(opts.nodes && { nodes: wholeNumber('--nodes', opts.nodes, 1, 1e12) }),
        ...(opts.depth && { depth: wholeNumber('--depth', opts.depth, 1, 64) }),
      };
      if (Object.keys(limits).length === 0) Object.assign(limits, { movetime: 1000 });
      const started = performance.now();
      const r = engineFor(state.n).search(state, limits);
      const ms = performance.now() - started;
      const out = {
        move: moveText(r.move),
        score: r.score,
        scoreText: scoreText(r.score),
        depth: r.depth,
        nodes: r.nodes,
        nodesPerSecond: Math.round(r.nodes / (ms / 1000)),
        line: r.pv.map(moveText),
      };
      if (opts.json) console.log(JSON.stringify(out));
      else
        console.log(
          formatTable(Object.keys(out), [
            Object.values(out).map((v) => (Array.isArray(v) ? v.join(' ') : String(v))),
          ]),
        );
    });
}

/** Nodes a second and the depth reached in `ms` from the start, for each size. */
export function benchStart(sizes: readonly number[], ms: number) {
  return sizes.map((n) => {
    const started = performance.now();
    const r = engineFor(n).search(startState(n), { movetime: ms });
    const seconds = (performance.now() - started) / 1000;
    return {
      size: n,
      depth: r.depth,
      nodes: r.nodes,
      nodesPerSecond: Math.round(r.nodes / seconds),
      move: moveText(r.move),
      score: scoreText(r.score),
    };
  });
}

function benchCommand(command: Command): void {
  command
    .command('bench')
    .description("the engine's depth and nodes a second from the start, for 4×4, 5×5, 6×6")
    .option('--movetime <ms>', 'search time', '1000')
    .option('--json', 'print JSON')
    .action((opts: { movetime: string; json?: boolean }) => {
      const rows = benchStart([4, 5, 6], wholeNumber('--movetime', opts.movetime, 1, 600_000));
      if (opts.json) console.log(JSON.stringify(rows));
      else
        console.log(
          formatTable(
            Object.keys(rows[0] ?? {}),
            rows.map((r) => Object.values(r).map(String)),
          ),
        );
    });
}

export function registerCommands(command: Command): void {
  matchCommand(command);
  searchCommand(command);
  benchCommand(command);
}
