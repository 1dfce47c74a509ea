import { describe, expect, it } from 'vitest';
import { CHANCE, sampleChance } from '../../core/game.ts';
import { createRng } from '../../core/rng.ts';
import { graceFast } from './grace-fast.ts';
import { PLT_SCORES } from './plt-scores.ts';
import { type ParcheesiMove, type ParcheesiState, parcheesi } from './rules.ts';

describe("Grace's fast score", () => {
  it('equals PLT_SCORES.grace for every seat on every board of random games', () => {
    const rng = createRng(7);
    let boards = 0;
    let differing = 0;
    for (let game = 0; game < 3; game++) {
      let s = parcheesi.setup({}, rng);
      for (let ply = 0; ply < 600 && !parcheesi.result(s); ply++) {
        const move =
          parcheesi.toMove(s) === CHANCE
            ? sampleChance<ParcheesiState, ParcheesiMove>(parcheesi, s, rng)
            : rng.pick(parcheesi.legalMoves(s));
        s = parcheesi.play(s, move);
        boards++;
        for (let seat = 0; seat < 4; seat++) {
          if (graceFast(s.board, seat) !== PLT_SCORES.grace(s.board, seat)) differing++;
        }
      }
    }
    expect(boards).toBeGreaterThan(600);
    expect(differing).toBe(0);
  });
});
