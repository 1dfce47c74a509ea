import { describe, expect, it } from 'vitest';
import { aiContext } from '../../core/ai.ts';
import { CHANCE, sampleChance } from '../../core/game.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { ENTRY, HOME, HOME_ROW, START } from './board.ts';
import { enumerateTurns } from './enumerate.ts';
import { pltPlayer } from './players.ts';
import { disqualify, listedTurn, type ParcheesiState, parcheesi } from './rules.ts';
import { takeTurn } from './turns.ts';

const state = (text: string): ParcheesiState => unwrap(parcheesi.parseState(text));
const roll = (s: ParcheesiState, a: number, b: number) =>
  parcheesi.play(s, { kind: 'roll', dice: [a, b] });
const START_TEXT = 'g=S,S,S,S r=S,S,S,S b=S,S,S,S y=S,S,S,S turn=g doubles=0 roll=- dice=- out=-';

describe('Parcheesi rules', () => {
  it('starts with green to roll, everyone in Start, 21 rolls with the chances of two dice', () => {
    const s = parcheesi.setup({}, createRng(1));
    expect(parcheesi.stateToString(s)).toBe(START_TEXT);
    expect(parcheesi.toMove(s)).toBe(CHANCE);
    const outcomes = parcheesi.chanceOutcomes?.(s) ?? [];
    expect(outcomes).toHaveLength(21);
    expect(outcomes.reduce((a, o) => a + o.probability, 0)).toBeCloseTo(1, 12);
  });

  it('gives the tops and bottoms of doubles only when no pawn is in Start', () => {
    const allOut = state(
      'g=5,6,7,8 r=S,S,S,S b=S,S,S,S y=S,S,S,S turn=g doubles=0 roll=- dice=- out=-',
    );
    expect(roll(allOut, 2, 2).dice).toEqual([2, 2, 5, 5]);
    const oneIn = state(
      'g=5,6,7,S r=S,S,S,S b=S,S,S,S y=S,S,S,S turn=g doubles=0 roll=- dice=- out=-',
    );
    expect(roll(oneIn, 2, 2).dice).toEqual([2, 2]);
  });

  it('rolls again after doubles, and sends the front-most pawn back on the third', () => {
    let s = state('g=5,6,h2,60 r=S,S,S,S b=S,S,S,S y=S,S,S,S turn=g doubles=0 roll=- dice=- out=-');
    s = roll(s, 3, 3);
    s = parcheesi.play(s, parcheesi.legalMoves(s)[0] as never);
    expect(s.turn).toBe(0);
    expect(s.doubles).toBe(1);
    s = roll(s, 1, 1);
    s = parcheesi.play(s, parcheesi.legalMoves(s)[0] as never);
    expect([s.turn, s.doubles]).toEqual([0, 2]);
    const before = s.board;
    s = roll(s, 6, 6);
    // The pawn furthest along: the home row is searched first.
    const front = before.findIndex((l, i) => i < 4 && l >= HOME_ROW && l < HOME);
    expect(s.board[front]).toBe(START);
    expect([s.turn, s.doubles, s.dice]).toEqual([1, 0, null]);
  });

  it('passes the turn after a roll that is not doubles', () => {
    let s = parcheesi.setup({}, createRng(1));
    s = roll(s, 1, 2);
    expect(parcheesi.legalMoves(s).map(parcheesi.moveToString)).toEqual(['pass']);
    s = parcheesi.play(s, { kind: 'turn', steps: [] });
    expect(s.turn).toBe(1);
  });

  it('enters with a 5 or two dice making 5, and not with bonuses', () => {
    const s = roll(parcheesi.setup({}, createRng(1)), 1, 4);
    const moves = parcheesi.legalMoves(s).map(parcheesi.moveToString);
    expect(moves).toEqual(['e0', 'e1', 'e2', 'e3']);
    expect(parcheesi.play(s, { kind: 'turn', steps: [{ kind: 'enter', pawn: 2 }] }).board[2]).toBe(
      ENTRY[0],
    );
  });

  it('reads a turn in another order as the listed one, and names it', () => {
    const s = state(
      'g=10,30,S,S r=S,S,S,S b=S,S,S,S y=S,S,S,S turn=g doubles=0 roll=2,6 dice=2,6 out=-',
    );
    const a = parcheesi.parseMove('0+2,1+6', s);
    const b = parcheesi.parseMove('1+6,0+2', s);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    const bad = a.ok ? b : a;
    expect(bad.ok ? '' : bad.error).toMatch(/the same turn is played as/);
    const good = unwrap(a.ok ? a : b);
    expect(listedTurn(s, parcheesi.play(s, good).board)).toEqual(good);
  });

  it("explains an illegal turn with PLT's words", () => {
    const s = state(
      'g=10,S,S,S r=S,S,S,S b=S,S,S,S y=S,S,S,S turn=g doubles=0 roll=2,6 dice=2,6 out=-',
    );
    const read = parcheesi.parseMove('0+2', s);
    expect(read.ok ? '' : read.error).toMatch(/die roll 6 can still be used/);
    const far = parcheesi.parseMove('0+9', s);
    expect(far.ok ? '' : far.error).toMatch(/tried to move 9 squares/);
  });

  it("lists turns that PLT's referee accepts, ending where the search says", () => {
    const rng = createRng(5);
    const grace = pltPlayer('grace');
    let s = parcheesi.setup({}, rng);
    let checked = 0;
    while (!parcheesi.result(s) && checked < 60) {
      if (parcheesi.toMove(s) === CHANCE) s = parcheesi.play(s, sampleChance(parcheesi, s, rng));
      else {
        for (const c of enumerateTurns(s.board, s.turn, s.dice ?? [])) {
          expect(takeTurn(s.turn, s.board, s.dice ?? [], c.steps)).toEqual(c.board);
        }
        checked++;
        s = parcheesi.play(s, grace.choose(s, aiContext(rng, s.turn, { players: 4 })));
      }
    }
    expect(checked).toBe(60);
  });

  it('ends when a seat has all four pawns Home', () => {
    const s = state(
      'g=H,H,H,h6 r=S,S,S,S b=S,S,S,S y=S,S,S,S turn=g doubles=0 roll=1,2 dice=1,2 out=-',
    );
    const moves = parcheesi.legalMoves(s);
    const done = parcheesi.play(s, moves[0] as never);
    expect(parcheesi.result(done)).toMatchObject({ kind: 'win', winner: 0 });
    expect(parcheesi.legalMoves(done)).toEqual([]);
  });

  it("applies PLT's cheater rule: pawns not Home back to Start, turns skipped, everyone out ends it", () => {
    let s = state(
      'g=H,10,h3,S r=S,S,S,S b=S,S,S,S y=S,S,S,S turn=g doubles=0 roll=1,2 dice=1,2 out=-',
    );
    s = disqualify(s);
    expect(s.board.slice(0, 4)).toEqual([HOME, START, START, START]);
    expect([s.turn, s.cheaters[0]]).toEqual([1, true]);
    s = disqualify(disqualify(s));
    expect(s.turn).toBe(3);
    expect(parcheesi.result(s)).toBeNull();
    s = disqualify(s);
    expect(parcheesi.result(s)).toMatchObject({ kind: 'draw', detail: 'everyone cheated' });
  });

  it('rejects positions that cannot happen, saying why', () => {
    const bad = parcheesi.parseState(
      START_TEXT.replace('r=S,S,S,S', 'r=10,S,S,S').replace('g=S,S,S,S', 'g=10,S,S,S'),
    );
    expect(bad.ok ? '' : bad.error).toMatch(/two colours share square 10/);
    const three = parcheesi.parseState(START_TEXT.replace('g=S,S,S,S', 'g=10,10,10,S'));
    expect(three.ok ? '' : three.error).toMatch(/three pawns/);
  });

  it('reads only the dice the roll gives: no die of 0, none added or lost', () => {
    const rolled = (roll: string, dice: string) =>
      parcheesi.parseState(
        `g=10,S,S,S r=S,S,S,S b=S,S,S,S y=S,S,S,S turn=g doubles=0 roll=${roll} dice=${dice} out=-`,
      );
    // A die of 0 listed turns such as "0+0,0+5", which play then refused.
    for (const [roll, dice] of [
      ['0,5', '0,5'],
      ['3,5', '0,5'],
      ['3,5', '3,5,5'],
      ['3,5', '35'],
      ['5,3', '3,5'],
      ['4,4', '3,3,4,4'],
    ]) {
      const read = rolled(roll as string, dice as string);
      expect(read.ok, `roll=${roll} dice=${dice}`).toBe(false);
    }
    expect(unwrap(rolled('3,5', '3,5')).dice).toEqual([3, 5]);
    // Doubles with a pawn still in Start give the two dice only.
    expect(unwrap(rolled('4,4', '4,4')).dice).toEqual([4, 4]);
    const allOut = parcheesi.parseState(
      'g=10,11,12,13 r=S,S,S,S b=S,S,S,S y=S,S,S,S turn=g doubles=1 roll=4,4 dice=3,3,4,4 out=-',
    );
    expect(unwrap(allOut).dice).toEqual([3, 3, 4, 4]);
  });
});
