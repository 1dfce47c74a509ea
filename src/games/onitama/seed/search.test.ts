import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../core/result.ts';
import { type CardName, isCardName } from '../cards.ts';
import { BLUE, legalMoves, moveToString, type OnitamaState, parseState, RED } from '../rules.ts';
import { SEED_CHROMOSOME } from './heuristic.ts';
import { RACKET_CASES } from './racket-cases.ts';
import { seedSearch } from './search.ts';

const START = unwrap(parseState('rrRrr/...../...../...../bbBbb tiger,crab horse,eel frog b'));

describe('the seed search on the start position (issue 5, measured in Racket)', () => {
  it.each([
    [2, 100, 100],
    [3, 495, 1171],
    [4, 2158, 13154],
    [5, 12594, 171478],
  ])('depth %i: alpha-beta %i nodes, minimax %i', (depth, alphabeta, minimax) => {
    const ab = seedSearch(START, { algo: 'alphabeta', depth });
    const mm = seedSearch(START, { algo: 'minimax', depth });
    expect(ab.nodes).toBe(alphabeta);
    expect(mm.nodes).toBe(minimax);
    expect(moveToString(ab.move)).toBe(moveToString(mm.move));
    if (depth !== 4) expect(moveToString(ab.move)).toBe('tiger:a1a3');
  });

  it('scores the chosen move for the side to move', () => {
    expect(seedSearch(START, { algo: 'alphabeta', depth: 3 }).score).toBe(6);
  });
});

/** The request's position: board, mover's cards, opponent's, side card, side to move. */
function requestState(request: string): OnitamaState {
  const [board, cards, side] = request.split(' ') as [string, string, string];
  const c = cards
    .split(',')
    .map((n) => n.toLowerCase())
    .filter(isCardName) as CardName[];
  const [m1, m2, o1, o2, free] = c as [CardName, CardName, CardName, CardName, CardName];
  return side === 'b'
    ? {
        board,
        hands: [
          [m1, m2],
          [o1, o2],
        ],
        side: free,
        toMove: BLUE,
      }
    : {
        board,
        hands: [
          [o1, o2],
          [m1, m2],
        ],
        side: free,
        toMove: RED,
      };
}

describe('the seed search against the seed code run in Racket', () => {
  it.each(RACKET_CASES)('%s -> %s', (request, reply) => {
    const state = requestState(request);
    const [, , , depth, algo] = request.split(' ');
    const result = seedSearch(state, {
      algo: algo === 'ab' ? 'alphabeta' : 'minimax',
      depth: Number(depth),
      chromosome: SEED_CHROMOSOME,
    });
    if (result.move.kind !== 'move') throw new Error('the seed never passes');
    const { from, to, card } = result.move;
    const ci = state.hands[state.toMove].indexOf(card);
    const ours = [from % 5, Math.floor(from / 5), to % 5, Math.floor(to / 5), ci, result.nodes];
    expect(ours.join(' ')).toBe(reply);
  });
});

describe('beyond the seed', () => {
  it('passes at the root when there is no move', () => {
    const stuck = unwrap(
      parseState('Bbbbb/...../...../...../R.... boar,elephant crab,tiger horse b'),
    );
    const result = seedSearch(stuck, { algo: 'alphabeta', depth: 3 });
    expect(legalMoves(stuck)).toContainEqual(result.move);
    expect(result.move.kind).toBe('pass');
  });

  it('refuses a finished game and depths out of range', () => {
    const won = unwrap(parseState('rr.rr/...../...../...../bbBbb tiger,crab horse,eel frog r'));
    expect(() => seedSearch(won, { algo: 'alphabeta', depth: 3 })).toThrow(/game is over/);
    expect(() => seedSearch(START, { algo: 'minimax', depth: 0 })).toThrow(/depth is 1 to/);
  });
});
