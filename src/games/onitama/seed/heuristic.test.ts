import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../core/result.ts';
import { parseState } from '../rules.ts';
import { geneTable, heuristic, parseChromosome, SEED_CHROMOSOME } from './heuristic.ts';
import { Position } from './position.ts';

const genes = geneTable(SEED_CHROMOSOME);
const value = (text: string) => heuristic(new Position(unwrap(parseState(text)), 1), 0, genes);

describe("the seed's heuristic", () => {
  it('is 0 on the board at the start and counts the cards as the seed does', () => {
    // Mover's first card tiger (4); less horse (1), eel (2) and the side card frog (3).
    expect(value('rrRrr/...../...../...../bbBbb tiger,crab horse,eel frog b')).toBe(4 - 1 - 2 - 3);
    // Cards outside the seed's five are worth 0.
    expect(value('rrRrr/...../...../...../bbBbb ox,boar horse,elephant crab b')).toBe(-1 - 4);
  });

  it('values pieces near the middle row higher and trades lower for the side ahead', () => {
    // Blue: 5 pieces, one on the middle row; red: 4 pieces on its home row. Blue leads by 1,
    // so each blue piece is worth 9 and each red one 11, less its distance from the middle row.
    const blue = 5 * (10 - 1) - (2 + 2 + 2 + 2 + 0);
    const red = 4 * (10 + 1) - 4 * 2;
    // The mover's first card ox (0), less the opponent's horse (1) and elephant (0), less the
    // side card crab (4).
    const cards = 0 - 1 - 0 - 4;
    expect(value('rr.rR/...../..b../...../bbB.b ox,boar horse,elephant crab b')).toBe(
      blue - red + cards,
    );
    expect(value('rr.rR/...../..b../...../bbB.b horse,elephant ox,boar crab r')).toBe(
      red - blue + cards,
    );
  });

  it('reads chromosomes', () => {
    expect(parseChromosome('4,4,1,2,3')).toEqual({ ok: true, value: [4, 4, 1, 2, 3] });
    expect(parseChromosome('4,4,1')).toMatchObject({ ok: false });
    expect(parseChromosome('4,4,x,2,3')).toMatchObject({ ok: false });
  });
});
