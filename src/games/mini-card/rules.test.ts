import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../core/game.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { discardFirst, play as playAssignment } from './assignment.ts';
import { dealtOf, type MiniCardState, miniCard, offersChoice, startState } from './rules.ts';

/** The held card of that value, as a player names it. */
const held = (s: MiniCardState, text: string) => unwrap(miniCard.parseMove(text, s));

describe('Mini Card Game as a game', () => {
  it('makes the draws by itself and waits at the first discard', () => {
    const s = startState(
      ['3H', '2H', 'AH', 'JD', 'QD', 'JC'],
      ['draw', 'draw', 'draw', 'discard'],
      16,
    );
    expect(miniCard.stateToString(s)).toBe(
      'goal=16 cards=JD,QD,JC moves=discard held=3H,2H,AH steps=+3H,+2H,+AH',
    );
    expect(miniCard.legalMoves(s)).toEqual([
      { id: 0, value: '3H' },
      { id: 1, value: '2H' },
      { id: 2, value: 'AH' },
    ]);
    const end = miniCard.play(s, held(s, '3H'));
    expect(miniCard.result(end)).toEqual({
      kind: 'scores',
      scores: [1],
      detail:
        'Game over: no moves left. 13 points against goal 16, prescore 3, halved for one colour',
    });
    expect(() => miniCard.play(end, { id: 1, value: '2H' })).toThrow(IllegalMoveError);
  });

  it('plays like the assignment when the first card is always discarded', () => {
    const rng = createRng(3);
    for (let n = 0; n < 300; n++) {
      let s = miniCard.setup({ cards: 8, moves: 8 }, rng);
      const { cards, moves, goal } = dealtOf(s);
      while (!miniCard.result(s)) s = miniCard.play(s, s.held[0] as never);
      const score = (miniCard.result(s) as { scores: number[] }).scores[0];
      expect(score).toBe(playAssignment(cards, moves, goal, discardFirst));
    }
  });

  it('ends right after a draw past the goal', () => {
    const s = startState(['KS', 'QS', '2H'], ['draw', 'draw', 'discard'], 15);
    expect(miniCard.result(s)?.detail).toContain('over the goal');
    expect(miniCard.legalMoves(s)).toEqual([]);
  });

  it('rejects cards not held, and explains bad states', () => {
    const s = startState(['3H', '2H'], ['draw', 'discard'], 10);
    expect(() => miniCard.play(s, { id: 1, value: '2H' })).toThrow('is not a held card');
    expect(() => miniCard.play(s, { id: 0, value: '2H' })).toThrow('is not a held card');
    expect(miniCard.parseMove('2H', s)).toEqual({ ok: false, error: '2H is not held (held: 3H)' });
    expect(unwrap(miniCard.parseState(miniCard.stateToString(s)))).toEqual(s);
    expect(miniCard.parseState('goal=10 cards=2H moves=draw held= steps=')).toEqual({
      ok: false,
      error: 'the next move is a draw; states wait at a discard or at the end',
    });
    expect(miniCard.parseState('goal=10 cards= moves=discard held=3H steps=+4H')).toEqual({
      ok: false,
      error: 'held cards do not follow from the steps',
    });
    expect(miniCard.parseState('goal=10 cards= moves=discard held=3H steps=+3H,-4H')).toEqual({
      ok: false,
      error: 'steps: 4H is discarded without being held',
    });
  });

  it('discards the card chosen, not every card of its value', () => {
    // One deck never deals two queens of hearts, but the rules must not rely on it.
    const s = startState(['QH', '2C', 'QH'], ['draw', 'draw', 'draw', 'discard'], 40);
    const [first, , second] = s.held;
    expect(miniCard.play(s, second as never).held).toEqual([
      { id: 0, value: 'QH' },
      { id: 1, value: '2C' },
    ]);
    expect(miniCard.play(s, first as never).held).toEqual([
      { id: 1, value: '2C' },
      { id: 2, value: 'QH' },
    ]);
  });
});

describe('dealing', () => {
  it('gives every default deal a real choice: seeds 1 to 2,000', () => {
    const params = { cards: 8, moves: 8 };
    const without = [];
    for (let seed = 1; seed <= 2000; seed++) {
      if (!offersChoice(miniCard.setup(params, createRng(seed)))) without.push(seed);
    }
    expect(without).toEqual([]);
  });

  it('deals the address from the report a game that waits for the player', () => {
    const s = miniCard.setup({ cards: 8, moves: 8 }, createRng(2542368732));
    expect(miniCard.result(s)).toBeNull();
    expect(miniCard.legalMoves(s).length).toBeGreaterThanOrEqual(2);
  });

  it('gives a real choice at every size that allows one, and still deals the others', () => {
    for (let cards = 1; cards <= 12; cards++) {
      for (let moves = 1; moves <= 12; moves++) {
        for (let seed = 1; seed <= 20; seed++) {
          const s = miniCard.setup({ cards, moves }, createRng(seed));
          expect(offersChoice(s)).toBe(cards >= 2 && moves >= 3);
        }
      }
    }
  });

  it('refuses a goal past the safe whole numbers instead of reading Infinity', () => {
    expect(miniCard.parseState(`goal=${'9'.repeat(400)} cards= moves= held= steps=`)).toEqual({
      ok: false,
      error: 'goal: is too large: whole numbers go up to ±9007199254740991',
    });
  });
});
