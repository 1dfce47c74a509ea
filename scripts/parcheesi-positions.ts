/**
 * Writes the positions PLT's players are checked on: every 7th turn of seeded games between
 * four of PLT's Amazing Grace, and crowded boards with four dice, as PLT locations (see scripts/parcheesi-plt-players.rkt).
 *   npx tsx scripts/parcheesi-positions.ts > src/games/parcheesi/plt-positions.json
 */
import { chooseMove } from '../src/core/ai.ts';
import { CHANCE, sampleChance } from '../src/core/game.ts';
import { createRng } from '../src/core/rng.ts';
import { pltPlayer } from '../src/games/parcheesi/players.ts';
import { toPltPosition } from '../src/games/parcheesi/plt-format.ts';
import { parcheesi } from '../src/games/parcheesi/rules.ts';

const grace = pltPlayer('grace');
const out: unknown[] = [];
for (let game = 1; game <= 3; game++) {
  const rng = createRng(game);
  let s = parcheesi.setup({}, rng);
  let turns = 0;
  while (!parcheesi.result(s)) {
    if (parcheesi.toMove(s) === CHANCE) s = parcheesi.play(s, sampleChance(parcheesi, s, rng));
    else {
      if (turns++ % 7 === 3) out.push(toPltPosition(s));
      s = parcheesi.play(s, chooseMove(grace, s, { seat: s.turn, players: 4, history: [] }, rng));
    }
  }
}
// Crowded boards with four dice, where the candidates run to the thousands, and blockades.
const crowded = [10, 20, 30, 45, 24, 40, 60, 66, 41, 2, 15, 50, 58, 7, 33, 63];
const blockaded = [10, 10, 30, 30, 24, 40, 71, 71, 41, 2, 15, 50, 58, 7, 33, -1];
for (const board of [crowded, blockaded]) {
  for (const dice of [
    [3, 3, 4, 4],
    [2, 2, 5, 5],
    [1, 1, 6, 6],
  ]) {
    for (const turn of [0, 2]) {
      const s = { ...parcheesi.setup({}, createRng(1)), board, turn, dice };
      out.push(toPltPosition(s));
    }
  }
}
process.stdout.write(`${JSON.stringify(out)}\n`);
