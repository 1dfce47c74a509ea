import type { GameEngine } from '../descriptor.ts';
import { idbStore, loadIdbTables } from './idb-store.ts';
import { type Slide, type SlideyState, slidey } from './rules.ts';
import { solve } from './solver.ts';
import { setTableStore } from './tables.ts';

// In the browser's worker the pattern databases live in IndexedDB between visits; they are read
// once, when the engine loads, so the hint itself stays synchronous.
if (typeof indexedDB !== 'undefined') setTableStore(idbStore(await loadIdbTables()));

/**
 * Slidey's computing half: the hint is a whole solution (shortest up to 4×4), of which the view
 * marks the first tile and says how many moves are left.
 */
const engine: GameEngine<SlideyState, Slide> = {
  rules: slidey,
  ais: [],
  hint(state, context) {
    if (slidey.result(state)) return null;
    return solve(state, context).moves;
  },
};

export default engine;
