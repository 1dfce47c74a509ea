import { excerpt } from '../../core/excerpt.ts';
import { type Game, IllegalMoveError } from '../../core/game.ts';
import { err, ok } from '../../core/result.ts';
import { HOLE, isSolved, parseBoard, tilesToString } from './board.ts';
import { type SlideyParams, slideyInfo } from './info.ts';
import { pltScramble } from './scramble.ts';

/**
 * Slidey (PLT `slidey`): a picture cut into W×H tiles, one missing; clicking a tile in the
 * hole's row or column slides it and every tile between it and the hole one step toward the
 * hole. Solved when every tile is home.
 *
 * Differences from PLT, on purpose: a scramble that happens to end solved (small boards only)
 * is drawn again, since PLT would show a finished puzzle that only a click could finish; a
 * solved board is announced.
 */
export interface SlideyState {
  readonly width: number;
  readonly height: number;
  /** Row-major; tile numbers are their home cells + 1; 0 is the hole (home: the last cell). */
  readonly tiles: readonly number[];
}

/** A move names the tile clicked: it and the tiles between it and the hole slide one step. */
export type Slide = number;

export type { SlideyParams } from './info.ts';

/** The cells a click on `cell` slides, from the hole outward; empty when it slides nothing. */
export function slidPath(state: SlideyState, cell: number): number[] {
  const { width, tiles } = state;
  const hole = tiles.indexOf(HOLE);
  const [hx, hy, cx, cy] = [
    hole % width,
    Math.floor(hole / width),
    cell % width,
    Math.floor(cell / width),
  ];
  if (cell === hole || (hx !== cx && hy !== cy)) return [];
  const step = hx === cx ? (cy > hy ? width : -width) : cx > hx ? 1 : -1;
  const path: number[] = [];
  for (let c = hole + step; ; c += step) {
    path.push(c);
    if (c === cell) return path;
  }
}

export function slide(state: SlideyState, cell: number): SlideyState {
  const tiles = state.tiles.slice();
  let hole = tiles.indexOf(HOLE);
  for (const c of slidPath(state, cell)) {
    tiles[hole] = tiles[c] as number;
    tiles[c] = HOLE;
    hole = c;
  }
  return { ...state, tiles };
}

/** The one legality check: why clicking `tile` does nothing, if it does. */
function slideError(state: SlideyState, tile: unknown): string | undefined {
  const n = state.width * state.height;
  if (!Number.isInteger(tile) || (tile as number) < 1 || (tile as number) >= n) {
    return `no tile ${String(tile)} on a ${state.width}×${state.height} board (tiles 1 to ${n - 1})`;
  }
  if (isSolved(state.tiles)) return 'the picture is complete; start a new one';
  if (slidPath(state, state.tiles.indexOf(tile as number)).length === 0) {
    return `tile ${tile} is not in the hole's row or column`;
  }
  return undefined;
}

export const slidey: Game<SlideyState, Slide, SlideyParams> = {
  ...slideyInfo,

  setup(p, rng) {
    for (;;) {
      const tiles = pltScramble(p.width, p.height, rng);
      if (!isSolved(tiles)) return { width: p.width, height: p.height, tiles };
    }
  },

  toMove: () => 0,

  /** The tiles in the hole's row from the left, then those in its column from the top. */
  legalMoves(state) {
    if (isSolved(state.tiles)) return [];
    const { width, height, tiles } = state;
    const hole = tiles.indexOf(HOLE);
    const hx = hole % width;
    const hy = Math.floor(hole / width);
    const moves: Slide[] = [];
    for (let x = 0; x < width; x++) if (x !== hx) moves.push(tiles[hy * width + x] as number);
    for (let y = 0; y < height; y++) if (y !== hy) moves.push(tiles[y * width + hx] as number);
    return moves;
  },

  play(state, move) {
    const error = slideError(state, move);
    if (error) throw new IllegalMoveError(`slide ${JSON.stringify(move)}: ${error}`);
    return slide(state, state.tiles.indexOf(move));
  },

  result(state) {
    return isSolved(state.tiles) ? { kind: 'solved', detail: 'The picture is complete' } : null;
  },

  /** The number of the tile clicked. */
  moveToString: (move) => String(move),

  parseMove(text, state) {
    const t = text.trim();
    if (!/^\d{1,4}$/.test(t)) return err(`move ${excerpt(text)}: expected a tile number`);
    const error = slideError(state, Number(t));
    return error ? err(`move ${excerpt(text)}: ${error}`) : ok(Number(t));
  },

  /** The size and the tiles row-major, as the CLI's solver reads them: `3x3 1,2,3,4,5,6,7,0,8`. */
  stateToString: (state) => `${state.width}x${state.height} ${tilesToString(state.tiles)}`,

  parseState(text) {
    const m = /^(\d{1,2})x(\d{1,2}) (\S+)$/.exec(text.trim());
    if (!m)
      return err(`state ${excerpt(text)}: expected a size and tiles like 3x3 1,2,3,4,5,6,7,0,8`);
    const board = parseBoard(Number(m[1]), Number(m[2]), m[3] as string);
    return board.ok ? ok(board.value) : err(`state ${excerpt(text)}: ${board.error}`);
  },
};
