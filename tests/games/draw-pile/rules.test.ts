import { describe, expect, it } from 'vitest';
import { aiContext } from '../../../src/core/ai.ts';
import { CHANCE, IllegalMoveError } from '../../../src/core/game.ts';
import { unwrap } from '../../../src/core/result.ts';
import { createRng, deriveSeed } from '../../../src/core/rng.ts';
import { playout } from '../playout.ts';
import { cardToString } from './cards.ts';
import engine from './engine.ts';
import { DECK_SIZE, type DrawPileParams } from './info.ts';
import {
  type DrawPileMove,
  type DrawPileObservation,
  type DrawPileState,
  drawPile,
  FACE_DOWN,
  movesSeen,
} from './rules.ts';

const ALL_CARDS = Array.from({ length: DECK_SIZE }, (_, id) => cardToString(id));

/** A state from its hands and piles; every card not named is in the draw pile. */
function table(hands: string, discard = '-', cleared = '-', turn = 0): DrawPileState {
  const named = new Set([hands, discard, cleared].join(',').split(/[,/]/));
  const pile = ALL_CARDS.filter((c) => !named.has(c)).join(',') || '-';
  const text = `hands=${hands} discard=${discard} cleared=${cleared} pile=${pile} turn=${turn}`;
  return unwrap(drawPile.parseState(text));
}

const texts = (s: DrawPileState) => drawPile.legalMoves(s).map(drawPile.moveToString);
const move = (s: DrawPileState, text: string) => unwrap(drawPile.parseMove(text, s));
const playAll = (s: DrawPileState, ...moves: string[]) =>
  moves.reduce((state, text) => drawPile.play(state, move(state, text)), s);

/** Seeded random games over every parameter: players 2–4, 1–5 cards dealt. */
function randomGames(count: number, maxPlies: number) {
  return Array.from({ length: count }, (_, i) => {
    const rng = createRng(deriveSeed(7, i));
    const params: DrawPileParams = { players: rng.int(2, 4), hand: rng.int(1, 5) };
    return { params, ...playout(drawPile, params, deriveSeed(11, i), maxPlies) };
  });
}

/**
 * A draw is two plies and a play one; a pass is one and clears at least one played card (an
 * empty pile takes any card). Each card is drawn at most once and played at most once, so a game
 * has at most four plies per card.
 */
const MAX_PLIES = 4 * DECK_SIZE;
const games = randomGames(200, MAX_PLIES);

describe('Draw Pile rules', () => {
  it('deals the same hands from the same seed, and the rest to the pile', () => {
    const params = { players: 3, hand: 4 };
    const s = drawPile.setup(params, createRng(5));
    expect(drawPile.setup(params, createRng(5))).toEqual(s);
    expect(s.hands.map((h) => h.length)).toEqual([4, 4, 4]);
    expect(s.pile).toHaveLength(DECK_SIZE - 12);
    expect([...s.hands.flat(), ...s.pile].sort((a, b) => a - b)).toEqual(
      ALL_CARDS.map((_, id) => id),
    );
  });

  it('lists the playable cards ascending, then draw; pass only when neither is possible', () => {
    expect(texts(table('2a,5b,9a/1b,3a,12b'))).toEqual(['2a', '5b', '9a', 'draw']);
    expect(texts(table('2a,5b,9a/1b,3a,12b', '6a'))).toEqual(['9a', 'draw']);
    expect(texts(table('2a,5b/1b,3a', '9a', '-', 0))).toEqual(['draw']);
    const emptyPile = ALL_CARDS.filter((c) => !['2a', '5b', '1b', '3a', '9a'].includes(c));
    const stuck = unwrap(
      drawPile.parseState(
        `hands=2a,5b/1b,3a discard=9a cleared=${emptyPile.join(',')} pile=- turn=0`,
      ),
    );
    expect(texts(stuck)).toEqual(['pass']);
    const passed = playAll(stuck, 'pass');
    expect(passed.discard).toEqual([]);
    expect(passed.turn).toBe(1);
    expect(texts(passed)).toEqual(['1b', '3a']);
  });

  it('makes a draw a chance node over the pile, with outcomes that are legal and sum to 1', () => {
    const s = playAll(table('2a,5b,9a/1b,3a,12b'), 'draw');
    expect(drawPile.toMove(s)).toBe(CHANCE);
    const outcomes = drawPile.chanceOutcomes?.(s) ?? [];
    expect(outcomes).toHaveLength(DECK_SIZE - 6);
    expect(outcomes.map((o) => o.move)).toEqual(drawPile.legalMoves(s));
    expect(outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
    for (const { move: m } of outcomes) expect(() => drawPile.play(s, m)).not.toThrow();
    const drawn = playAll(s, '+7b');
    expect(drawn.hands[0]?.map(cardToString)).toEqual(['2a', '5b', '7b', '9a']);
    expect(drawn.pile).toHaveLength(DECK_SIZE - 7);
    expect(drawn.turn).toBe(1);
    expect(drawPile.toMove(drawn)).toBe(1);
  });

  it('rejects illegal moves, a wrong chance outcome among them, with a reason', () => {
    const s = table('2a,5b,9a/1b,3a,12b', '6a');
    const chance = playAll(s, 'draw');
    const illegal: [DrawPileState, DrawPileMove, string][] = [
      [s, { kind: 'play', card: 2 }, 'not higher than the top card'],
      [s, { kind: 'play', card: 1 }, 'does not hold that card'],
      [s, { kind: 'pass' }, 'neither play nor draw'],
      [s, { kind: 'dealt', card: 13 }, 'no card is being drawn'],
      [chance, { kind: 'dealt', card: 2 }, 'not in the draw pile'],
      [chance, { kind: 'play', card: 16 }, 'a card is being drawn'],
    ];
    for (const [state, m, why] of illegal) {
      expect(() => drawPile.play(state, m)).toThrow(IllegalMoveError);
      expect(() => drawPile.play(state, m)).toThrow(why);
    }
    for (const junk of [null, {}, { kind: 'play', card: 24 }, 'draw']) {
      expect(() => drawPile.play(s, junk as DrawPileMove)).toThrow(IllegalMoveError);
    }
    expect(drawPile.parseMove('5a', s)).toEqual({
      ok: false,
      error: 'move "5a": player 1 does not hold that card',
    });
    expect(drawPile.parseMove('13a', s).ok).toBe(false);
  });

  it('ends when a player plays their last card', () => {
    const s = playAll(table('9a/1b,3a,12b', '6a'), '9a');
    expect(drawPile.result(s)).toEqual({
      kind: 'win',
      winner: 0,
      detail: 'Player 1 played their last card',
    });
    expect(drawPile.legalMoves(s)).toEqual([]);
    expect(() => drawPile.play(s, { kind: 'draw' })).toThrow('the game is over');
  });

  it(`always ends within ${MAX_PLIES} plies under random play`, () => {
    for (const { final, plies } of games) {
      expect(drawPile.result(final), `${plies.length} plies`).not.toBeNull();
    }
  });
});

describe('Draw Pile observations', () => {
  const s = table('2a,5b,9a/1b,3a,12b/4a,4b,8a', '6a');

  it("shows a player their hand, and only the sizes of the others' hands and the pile", () => {
    const o = drawPile.observe?.(s, 1);
    expect(o?.hands).toEqual([
      [FACE_DOWN, FACE_DOWN, FACE_DOWN],
      s.hands[1],
      Array(3).fill(FACE_DOWN),
    ]);
    expect(o?.pile).toEqual(Array(s.pile.length).fill(FACE_DOWN));
    expect(o?.discard).toEqual(s.discard);
    expect(drawPile.observe?.(s, 'all')).toMatchObject({ hands: s.hands, pile: s.pile });
  });

  it('does not change with what the viewer cannot see', () => {
    // Player 0's 2a and player 2's 4a change places with two cards of the pile.
    const other = table('3b,5b,9a/1b,3a,12b/4b,7a,8a', '6a');
    expect(drawPile.observe?.(other, 1)).toEqual(drawPile.observe?.(s, 1));
    expect(drawPile.observe?.(other, 0)).not.toEqual(drawPile.observe?.(s, 0));
  });

  it("deals unseen cards again, keeping the observer's observation identical", () => {
    for (const { plies } of games.slice(0, 20)) {
      for (const { state } of plies) {
        for (let player = 0; player < state.hands.length; player++) {
          const o = drawPile.observe?.(state, player);
          if (!o) throw new Error('no observe');
          const guess = drawPile.determinize?.(o, player, createRng(player));
          if (!guess) throw new Error('no determinize');
          expect(drawPile.observe?.(guess, player)).toEqual(o);
          expect(unwrap(drawPile.parseState(drawPile.stateToString(guess)))).toEqual(guess);
        }
      }
    }
  });

  it('really deals the hidden cards again', () => {
    const o = drawPile.observe?.(s, 1);
    if (!o || !drawPile.determinize) throw new Error('no determinize');
    const deals = new Set(
      [1, 2, 3, 4, 5].map((seed) =>
        drawPile.stateToString(drawPile.determinize?.(o, 1, createRng(seed)) as DrawPileState),
      ),
    );
    expect(deals.size).toBeGreaterThan(1);
  });

  it('tells the drawer and "all" the card drawn, and the others only that a card was drawn', () => {
    const chance = playAll(s, 'draw');
    const dealt = move(chance, '+7b');
    const text = (viewer: number | 'all') => drawPile.moveText?.(chance, dealt, viewer);
    expect([text(0), text('all'), text(1), text(2)]).toEqual([
      'draws 7',
      'draws 7',
      'draws a card',
      'draws a card',
    ]);
    expect(drawPile.moveText?.(s, move(s, '9a'), 1)).toBe('plays 9');
  });
});

describe('Draw Pile text', () => {
  it('round-trips every state and every legal move of the random games', () => {
    for (const { plies, final } of games.slice(0, 60)) {
      for (const state of [...plies.map((p) => p.state), final]) {
        const text = drawPile.stateToString(state);
        expect(unwrap(drawPile.parseState(text)), text).toEqual(state);
        for (const m of drawPile.legalMoves(state)) {
          expect(unwrap(drawPile.parseMove(drawPile.moveToString(m), state))).toEqual(m);
        }
      }
    }
  });

  it('writes a state as hands, discard, cleared, pile and turn', () => {
    const s = playAll(table('2a,5b,9a/1b,3a,12b', '6a', '-', 0), 'draw');
    expect(drawPile.stateToString(s)).toMatch(
      /^hands=2a,5b,9a\/1b,3a,12b discard=6a cleared=- pile=1a,2b,.*,12a turn=0 drawing$/,
    );
  });

  it('rejects states that play cannot reach, saying why', () => {
    const bad = [
      ['hands=2a,2a/1b discard=- cleared=- pile=- turn=0', 'each once'],
      [
        drawPile
          .stateToString(table('2a/1b', '3a', '3b'))
          .replace('3a cleared=3b', '3a,3b cleared=-'),
        'higher than the one below',
      ],
      [drawPile.stateToString(table('2a/1b')).replace('turn=0', 'turn=2'), 'turn=2'],
      [drawPile.stateToString(table('2a/1b')).replace('1b', '1c'), '"1c" is not a card'],
      ['hands=1a discard=-', 'expected hands='],
    ];
    for (const [text, why] of bad) {
      const parsed = drawPile.parseState(text as string);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) expect(parsed.error).toContain(why);
    }
  });
});

describe('Draw Pile AIs', () => {
  const ai = (id: string) => engine.ais.find((a) => a.id === id);

  it('greedy plays its lowest playable card, else draws', () => {
    const greedy = ai('greedy');
    const o = (s: DrawPileState) => drawPile.observe?.(s, 0) as DrawPileObservation;
    const context = aiContext(createRng(1));
    expect(greedy?.choose(o(table('2a,5b,9a/1b,3a,12b', '4a')), context)).toEqual(
      move(table('2a,5b,9a/1b,3a,12b', '4a'), '5b'),
    );
    expect(greedy?.choose(o(table('2a,5b/1b,3a', '9a')), context)).toEqual({ kind: 'draw' });
  });

  it('choose legal moves from their own observation, and finish every game', () => {
    for (const id of ['random', 'greedy']) {
      const player = ai(id);
      if (!player) throw new Error(`no AI ${id}`);
      for (let i = 0; i < 50; i++) {
        const { final } = playout(
          drawPile,
          { players: 3, hand: 4 },
          i,
          MAX_PLIES,
          (s, seat, rng) => {
            const o = drawPile.observe?.(s, seat);
            if (!o) throw new Error('no observe');
            const choice = player.choose(o, aiContext(rng, seat, { players: 3 }));
            expect(movesSeen(o)).toContainEqual(choice);
            return choice;
          },
        );
        expect(drawPile.result(final)).not.toBeNull();
      }
    }
  });
});
