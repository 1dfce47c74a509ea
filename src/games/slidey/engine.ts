import type { GameEngine } from '../descriptor.ts';
import { idbStore, loadIdbTables } from './idb-store.ts';
import { type Slide, type SlideyState, slidey } from './rules.ts';
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
let followed: { key: string; moves: number[]; at: number } | null = null;

const keyOf = (state: SlideyState) => slidey.stateToString(state);

/**
 * Slidey's computing half: the hint is a whole solution (shortest up to 4×4), of which the view
 * marks the first tile and says how many moves are left.
 */
const engine: GameEngine<SlideyState, Slide> = {
  rules: slidey,
  ais: [],
  hint(state, context) {
    if (slidey.result(state)) return null;
    const key = keyOf(state);
    if (followed?.key !== key) followed = { key, moves: solve(state, context).moves, at: 0 };
    const moves = followed.moves.slice(followed.at);
    const first = moves[0];
    if (first !== undefined) {
      followed = { ...followed, key: keyOf(slidey.play(state, first)), at: followed.at + 1 };
    }
    return moves;
  },
};

export default engine;
