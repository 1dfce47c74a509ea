import { describe, expect, it } from 'vitest';
import { cardToString } from '../../tests/games/draw-pile/cards.ts';
import {
  type DrawPileMove,
  type DrawPileObservation,
  type DrawPileState,
  drawPile,
  FACE_DOWN,
} from '../../tests/games/draw-pile/rules.ts';
import { CHANCE } from '../core/game.ts';
import { chanceMove } from '../core/ply-seeds.ts';
import { unwrap } from '../core/result.ts';
import { createRng } from '../core/rng.ts';
import { lightsOut } from '../games/lights-out/rules.ts';
import { openTable } from './open-table.ts';
import type { Seat } from './seats.ts';

const HUMAN: Seat = { kind: 'human' };
const GREEDY: Seat = { kind: 'ai', ai: 'greedy' };
const params = { players: '3', hand: '3' };

const drawPileTable = (seats: Seat[] = [HUMAN, HUMAN, HUMAN], seed = 5) =>
  unwrap(
    openTable<DrawPileState, DrawPileMove, DrawPileObservation>(
      drawPile,
      { undo: 'before-chance' },
      { kind: 'new', params, seed, seats },
    ),
  ).table;

/** Every card id a seat cannot see in `state`: the other hands and the pile. */
const hiddenFrom = (state: DrawPileState, seat: number) => [
  ...state.hands.filter((_, p) => p !== seat).flat(),
  ...state.pile,
];

describe('the table', () => {
  it('takes moves as text from the seat to move only, and names what is wrong', () => {
    const table = drawPileTable();
    const revision = table.revision;
    expect(table.move(1, 'draw')).toEqual({ ok: false, error: "it is seat 1's turn" });
    expect(table.move(0, 'zz').ok).toBe(false);
    expect(table.revision).toBe(revision);
    expect(table.move(0, 'draw').ok).toBe(true);
    expect(table.revision).toBe(revision + 1);
    // The draw's card came from chance at once: the next seat is to move.
    expect(table.toMove()).toBe(1);
  });

  it("draws chance's outcomes from the seed and the ply, as every earlier host did", () => {
    const table = drawPileTable();
    unwrap(table.move(0, 'draw'));
    const start = drawPile.setup({ players: 3, hand: 3 }, createRng(5));
    const drawing = drawPile.play(start, { kind: 'draw' });
    expect(drawPile.toMove(drawing)).toBe(CHANCE);
    const dealt = chanceMove<DrawPileState, DrawPileMove>(drawPile, drawing, 5, 1);
    expect(table.state).toEqual(drawPile.play(drawing, dealt));
  });

  it('sends each seat only what it may see: its hand, the moves as it read them, its legal moves', () => {
    const table = drawPileTable();
    unwrap(table.move(0, 'draw'));
    for (const seat of [0, 1, 2]) {
      const view = table.view(seat);
      const { hands, pile } = view.observation;
      hands.forEach((hand, p) => {
        expect(hand.every((c) => c === FACE_DOWN)).toBe(p !== seat);
      });
      expect(pile.every((c) => c === FACE_DOWN)).toBe(true);
      const texts = view.moves.map((m) => m.text).join(' ');
      for (const card of hiddenFrom(table.state, seat)) {
        expect(texts).not.toMatch(new RegExp(`\\b${cardToString(card)}\\b`));
      }
      expect(view.legal.length > 0).toBe(seat === table.toMove());
    }
    // Seat 0's draw reads "draws a card" to the others, and names the card to seat 0.
    expect(table.view(1).moves.map((m) => m.text)).toContain('draws a card');
    expect(table.view(0).moves.map((m) => m.text)).not.toContain('draws a card');
  });

  it("saves the public game: the players' moves, never chance's card", () => {
    const table = drawPileTable([HUMAN, GREEDY, GREEDY]);
    unwrap(table.move(0, 'draw'));
    const record = table.record();
    expect(record).toMatchObject({ format: 2, moves: ['draw'], index: 1, seed: 5 });
    const again = unwrap(
      openTable(
        drawPile,
        { undo: 'before-chance' },
        { kind: 'saved', record, seats: [HUMAN, GREEDY, GREEDY] },
      ),
    ).table;
    expect({ ...again.view(0), revision: 0 }).toEqual({ ...table.view(0), revision: 0 });
  });

  it("undoes to a person's turn, and says why it will not go past a draw", () => {
    const table = unwrap(
      openTable(lightsOut, {}, { kind: 'new', params: { size: '5' }, seed: 3, seats: [HUMAN] }),
    ).table;
    expect(table.undoState()).toEqual({ can: false, why: null });
    unwrap(table.move(0, 'a1'));
    unwrap(table.move(0, 'b2'));
    unwrap(table.undo());
    expect(table.view(0).index).toBe(1);
    expect(table.canRedo()).toBe(true);
    unwrap(table.redo());
    unwrap(table.reset());
    expect(table.view(0).index).toBe(0);

    const drawn = drawPileTable();
    unwrap(drawn.move(0, 'draw'));
    expect(drawn.undoState()).toEqual({
      can: false,
      why: 'Undo stops at the last roll or draw: taking it back would show what comes next.',
    });
    expect(drawn.undo().ok).toBe(false);
  });

  it('shows a past position for Review only as its viewer saw it', () => {
    const table = drawPileTable();
    unwrap(table.move(0, 'draw'));
    const past = unwrap(table.review(0, 1));
    expect(past.observation.hands[0]?.every((c) => c === FACE_DOWN)).toBe(true);
    expect(table.review(5, 1).ok).toBe(false);
  });

  it('replays a save of 40,000 moves to its position', () => {
    const moves = Array.from({ length: 40_000 }, (_, i) => (i % 2 ? 'a1' : 'b2'));
    const record = {
      format: 2,
      game: 'lights-out',
      params: { size: '5', board: 'random' },
      seed: 3,
      rng: 'xoroshiro128plus/lowbias32',
      moves,
      index: moves.length,
    };
    const table = unwrap(openTable(lightsOut, {}, { kind: 'saved', record, seats: [HUMAN] })).table;
    expect(table.view(0).index).toBe(40_000);
    // Pairs of presses cancel: the board is the one dealt.
    const dealt = unwrap(
      openTable(lightsOut, {}, { kind: 'new', params: record.params, seed: 3, seats: [HUMAN] }),
    ).table;
    expect(table.state).toEqual({ ...dealt.state, presses: 40_000 });
  });
});
