import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../core/game.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { CARD_NAMES, CARD_STEPS, type CardName } from './cards.ts';
import {
  BLUE,
  legalMoves,
  moveToString,
  type OnitamaMove,
  type OnitamaState,
  onitama,
  parseMove,
  parseSquare,
  parseState,
  play,
  RED,
  squareName,
  startState,
  stateToString,
} from './rules.ts';

const START = 'rrRrr/...../...../...../bbBbb tiger,crab horse,eel frog b';
const state = (text: string) => unwrap(parseState(text));
const move = (text: string, s: OnitamaState) => unwrap(parseMove(text, s));
const names = (s: OnitamaState) => legalMoves(s).map(moveToString);

/** Two other cards to fill the hands around `card`. */
function handsWith(card: CardName): CardName[] {
  return [card, ...CARD_NAMES.filter((c) => c !== card).slice(0, 4)];
}

describe('squares', () => {
  it('names files a-e from the left and ranks 1-5 from blue up', () => {
    expect(squareName(0)).toBe('a5');
    expect(squareName(22)).toBe('c1');
    expect(squareName(24)).toBe('e1');
    for (let sq = 0; sq < 25; sq++) expect(parseSquare(squareName(sq))).toBe(sq);
    expect(parseSquare('f1')).toBeUndefined();
  });
});

describe('card moves', () => {
  // Masters in the corners, out of reach of any card from c3.
  it.each(CARD_NAMES)('%s moves a piece on c3 as its card says, turned for red', (card) => {
    const [c, b2, r1, r2, side] = handsWith(card) as [
      CardName,
      CardName,
      CardName,
      CardName,
      CardName,
    ];
    const blue = state(`....R/...../..b../...../B.... ${c},${b2} ${r1},${r2} ${side} b`);
    const red = state(`....R/...../..r../...../B.... ${r1},${r2} ${c},${b2} ${side} r`);
    const expected = (turn: 1 | -1) =>
      CARD_STEPS[card]
        .map(([right, forward]) => [2 + right * turn, 3 + forward * turn] as const)
        .map(([file, rank]) => `${card}:c3${'abcde'[file]}${rank}`);
    const from = (s: OnitamaState) => names(s).filter((m) => m.startsWith(`${card}:c3`));
    expect(from(blue)).toEqual(expected(1));
    expect(from(red)).toEqual(expected(-1));
  });
});

describe('play', () => {
  it('starts with masters on the temples and blue to move', () => {
    const s = startState(['tiger', 'crab', 'horse', 'eel', 'frog']);
    expect(stateToString(s)).toBe(START);
    expect(onitama.toMove(s)).toBe(BLUE);
    expect(onitama.result(s)).toBeNull();
  });

  it('lists moves by card, then piece from a5 to e1, then the card steps', () => {
    expect(names(state(START))).toEqual([
      'tiger:a1a3',
      'tiger:b1b3',
      'tiger:c1c3',
      'tiger:d1d3',
      'tiger:e1e3',
      'crab:a1a2',
      'crab:b1b2',
      'crab:c1c2',
      'crab:d1d2',
      'crab:e1e2',
    ]);
  });

  it('sends the used card to the side and puts the side card first in hand', () => {
    const s = play(state(START), move('crab:c1c2', state(START)));
    expect(stateToString(s)).toBe('rrRrr/...../...../..B../bb.bb frog,tiger horse,eel crab r');
    const t = play(s, move('eel:a5b4', s));
    expect(stateToString(t)).toBe('.rRrr/.r.../...../..B../bb.bb frog,tiger crab,horse eel b');
  });

  it('captures an opposing student', () => {
    const s = state('rrRrr/...../.b.../...../b.Bbb tiger,crab horse,eel frog b');
    const t = play(s, move('tiger:b3b5', s));
    expect(t.board.startsWith('rbRrr')).toBe(true);
    expect(onitama.result(t)).toBeNull();
  });

  it('ends the game when a master is taken (Way of the Stone)', () => {
    const s = state('rr.rr/..R../..B../...../bb.bb tiger,crab horse,eel frog b');
    const t = play(s, move('crab:c3c4', s));
    expect(onitama.result(t)).toEqual({
      kind: 'win',
      winner: BLUE,
      detail: 'Blue took the red master (Way of the Stone)',
    });
    expect(legalMoves(t)).toEqual([]);
    expect(() => play(t, legalMoves(s)[0] as OnitamaMove)).toThrow(/the game is over/);
  });

  it('ends the game when a master reaches the opposing temple (Way of the Stream)', () => {
    const s = state('rr.rr/...../...../..R../Bb.bb tiger,crab horse,eel frog r');
    const t = play(s, { kind: 'move', card: 'horse', from: 17, to: 22 });
    expect(onitama.result(t)).toMatchObject({ kind: 'win', winner: RED });
    expect(onitama.result(t)?.detail).toContain('Way of the Stream');
    // On red's side of the board the blue master wins by the temple c5.
    const u = state('rR.rr/..B../...../...../bb.bb tiger,crab horse,eel frog b');
    expect(onitama.result(play(u, move('crab:c4c5', u)))).toMatchObject({ winner: BLUE });
  });

  it('lets a player without a move pass by giving up a card', () => {
    const s = state('Bbbbb/...../...../...../R.... boar,elephant crab,tiger horse b');
    expect(names(s)).toEqual(['boar:pass', 'elephant:pass']);
    const t = play(s, move('elephant:pass', s));
    expect(stateToString(t)).toBe('Bbbbb/...../...../...../R.... horse,boar crab,tiger elephant r');
    expect(() => play(state(START), { kind: 'pass', card: 'tiger' })).toThrow(
      'tiger:pass: blue can move, so may not pass (tiger:a1a3 is one move)',
    );
  });

  it.each([
    ['horse:c1c2', 'blue holds tiger and crab, not horse'],
    ['tiger:c3c5', 'c3 holds no blue piece'],
    ['crab:a1c1', 'c1 holds a blue piece already'],
    ['tiger:c1c2', 'tiger takes the piece on c1 to c3, not c2'],
  ])('rejects %s and says why', (text, why) => {
    const s = state(START);
    expect(parseMove(text, s)).toEqual({ ok: false, error: `move "${text}": ${why}` });
    const parsed = /^(\w+):(\w\d)(\w\d)$/.exec(text) as RegExpExecArray;
    const bad = {
      kind: 'move',
      card: parsed[1],
      from: parseSquare(parsed[2] as string),
      to: parseSquare(parsed[3] as string),
    } as OnitamaMove;
    expect(() => play(s, bad)).toThrow(new IllegalMoveError(`${text}: ${why}`));
  });

  it('rejects malformed moves', () => {
    const s = state(START);
    expect(() => play(s, null as never)).toThrow(IllegalMoveError);
    expect(() => play(s, {} as never)).toThrow(/names one of the cards/);
    expect(() => play(s, { kind: 'move', card: 'tiger', from: 25, to: 3 })).toThrow(/square 0-24/);
    expect(parseMove('tiger c1c3', s)).toMatchObject({ ok: false });
    expect(parseMove('lion:c1c3', s)).toMatchObject({
      ok: false,
      error: expect.stringContaining('no card named "lion"'),
    });
  });
});

describe('position text', () => {
  it.each([
    ['rrRrr/...../...../...../bbBbb tiger,crab horse,eel frog', 'got 4 fields'],
    ['rrRrr/...../...../bbBbb tiger,crab horse,eel frog b', 'the board has 5 rows'],
    ['rrRrr/..../...../...../bbBbb tiger,crab horse,eel frog b', 'board row 2 has 4 cells'],
    ['rrRrr/..x../...../...../bbBbb tiger,crab horse,eel frog b', 'board row 2 has "x"'],
    ['rrRrR/...../...../...../bbBbb tiger,crab horse,eel frog b', 'red has 2 masters'],
    ['rrRrr/...r./...../...../bbBbb tiger,crab horse,eel frog b', 'red has 5 students'],
    ['rrRrr/...../...../...../bbBbb tiger horse,eel frog b', 'blue holds two cards'],
    ['rrRrr/...../...../...../bbBbb tiger,lion horse,eel frog b', 'blue: no card named "lion"'],
    ['rrRrr/...../...../...../bbBbb tiger,crab horse,eel tiger b', 'tiger appears twice'],
    ['rrRrr/...../...../...../bbBbb tiger,crab horse,eel frog x', 'the turn is b or r'],
    [
      'rr.rr/...../...../...../bbBbb tiger,crab horse,eel frog b',
      'red has no master but blue is to move',
    ],
    [
      'rRBrr/...../...../...../bb.bb tiger,crab horse,eel frog b',
      'the blue master stands on the red temple',
    ],
  ])('rejects "%s"', (text, why) => {
    const parsed = parseState(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(why);
  });

  it('round-trips states and moves along random games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const rng = createRng(seed);
        let s = onitama.setup({ cards: seed % 2 ? 'random' : 'seed' }, rng);
        for (let ply = 0; ply < 60 && !onitama.result(s); ply++) {
          expect(unwrap(parseState(stateToString(s)))).toEqual(s);
          const moves = legalMoves(s);
          for (const m of moves) expect(unwrap(parseMove(moveToString(m), s))).toEqual(m);
          s = play(s, rng.pick(moves));
        }
        expect(unwrap(parseState(stateToString(s)))).toEqual(s);
      }),
      { numRuns: 40, seed: 193 },
    );
  });
});

describe('params', () => {
  it('deals the chosen set and checks lists of names', () => {
    expect(onitama.checkParams?.({ cards: 'ox,boar,horse,elephant,crab' })).toBeUndefined();
    expect(onitama.checkParams?.({ cards: 'ox,boar' })).toContain('got 2 names');
    const s = onitama.setup({ cards: 'ox,boar,horse,elephant,crab' }, createRng(1));
    expect(stateToString(s)).toBe('rrRrr/...../...../...../bbBbb ox,boar horse,elephant crab b');
    expect(() => onitama.setup({ cards: 'lion' }, createRng(1))).toThrow(RangeError);
  });
});
