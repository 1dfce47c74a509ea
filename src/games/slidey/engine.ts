import type { GameEngine } from '../descriptor.ts';
import { idbStore, loadIdbTables } from './idb-store.ts';
import { fetchShipped } from './pdb-shipped.ts';
import { type Slide, type SlideyState, slidey, slidPath } from './rules.ts';
import { solve } from './solver.ts';
import { setTableStore } from './tables.ts';

// In the browser's worker the pattern databases live in IndexedDB between visits; they are read
// once, when the engine loads, so the hint itself stays synchronous.
if (typeof indexedDB !== 'undefined') setTableStore(idbStore(await loadIdbTables()));

/**
 * The last solution and how far the player has followed it: a player who plays the hinted tile
 * gets the next one at once, without solving again (a 30×30 solution is tens of thousands of
 * moves, found in a fraction of a second, but not to be found again at every move).
 */
let followed: { key: string; moves: number[]; optimal: boolean; at: number } | null = null;

const keyOf = (state: SlideyState) => slidey.stateToString(state);

/**
 * Slidey's computing half: the hint is the first move of a whole solution (shortest up to 4×4),
 * and says how many tiles it slides and how many moves of the solution are left.
 */
const engine: GameEngine<SlideyState, Slide> = {
  rules: slidey,
  ais: [],
  /** The 4×4 tables, from the file the app ships, before the first optimal hint needs them. */
  prepare: (state, context) => fetchShipped(state.width, state.height, context),
  hint(state, context) {
    if (slidey.result(state)) return null;
    const key = keyOf(state);
    if (followed?.key !== key) followed = { key, ...solve(state, context), at: 0 };
    const left = followed.moves.length - followed.at;
    const first = followed.moves[followed.at];
    if (first === undefined) return null;
    const { optimal } = followed;
    followed = { ...followed, key: keyOf(slidey.play(state, first)), at: followed.at + 1 };
    const slid = slidPath(state, state.tiles.indexOf(first)).length;
    const tiles = slid === 1 ? 'one tile' : `${slid} tiles`;
    const solution = optimal ? 'a shortest solution' : 'a quick (not shortest) solution';
    return {
      moves: [first],
      why: `Slide tile ${first} (it moves ${tiles} toward the hole): ${left} ${left === 1 ? 'move' : 'moves'} left in ${solution}.`,
    };
  },
};

export default engine;
