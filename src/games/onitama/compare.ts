import type { LineChart } from '../../search/chart-svg.ts';
import { isOver, type OnitamaMove, type OnitamaState, play, stateToString } from './rules.ts';
import type { Chromosome } from './seed/heuristic.ts';
import { seedSearch } from './seed/search.ts';

/**
 * The seed's comparison of minimax with alpha-beta ("השוואה בין אלפא ובטה"): a game played by
 * the seed's alpha-beta player, and at each of its first plays the node counts of both searches
 * at each depth. Pure, so the CLI and the Lab page share it.
 */

export interface CompareOptions {
  readonly depths: readonly number[];
  readonly plays: number;
  /** Depth of the alpha-beta player that plays the game. */
  readonly aiDepth: number;
  readonly chromosome?: Chromosome;
}

export interface CompareCell {
  readonly depth: number;
  readonly minimax: number;
  readonly alphabeta: number;
  /** minimax / alphabeta. */
  readonly ratio: number;
}

export interface CompareRow {
  /** From 1. */
  readonly play: number;
  /** The position searched, before the play. */
  readonly position: string;
  /** The move the game went on with. */
  readonly move: OnitamaMove;
  readonly cells: CompareCell[];
}

/** Row by row, so a caller can show progress or stop early; ends early if the game ends. */
export function* compareGame(start: OnitamaState, options: CompareOptions): Generator<CompareRow> {
  const chromosome = options.chromosome ? { chromosome: options.chromosome } : {};
  let state = start;
  for (let n = 1; n <= options.plays && !isOver(state); n++) {
    const cells = options.depths.map((depth): CompareCell => {
      const minimax = seedSearch(state, { algo: 'minimax', depth, ...chromosome }).nodes;
      const alphabeta = seedSearch(state, { algo: 'alphabeta', depth, ...chromosome }).nodes;
      return { depth, minimax, alphabeta, ratio: minimax / alphabeta };
    });
    const { move } = seedSearch(state, {
      algo: 'alphabeta',
      depth: options.aiDepth,
      ...chromosome,
    });
    yield { play: n, position: stateToString(state), move, cells };
    state = play(state, move);
  }
}

/** The seed's table: per depth, minimax and alpha-beta node counts and their ratio. */
export function compareTable(rows: readonly CompareRow[]): { header: string[]; rows: string[][] } {
  const depths = rows[0]?.cells.map((c) => c.depth) ?? [];
  return {
    header: [
      'play',
      ...depths.flatMap((d) => [`d${d} minimax`, `d${d} alpha-beta`, `d${d} ratio`]),
    ],
    rows: rows.map((row) => [
      String(row.play),
      ...row.cells.flatMap((c) => [String(c.minimax), String(c.alphabeta), c.ratio.toFixed(2)]),
    ]),
  };
}

/** The seed's chart "Ratio by depth": one line per play. */
export const ratioChart = (rows: readonly CompareRow[]): LineChart => ({
  title: 'Ratio by depth',
  xLabel: 'depth (plies)',
  yLabel: 'minimax nodes / alpha-beta nodes',
  yMin: 0,
  series: rows.map((row) => ({
    name: `play ${row.play}`,
    points: row.cells.map((c) => [c.depth, c.ratio] as const),
  })),
});
