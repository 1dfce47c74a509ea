import { describe, expect, it } from 'vitest';
import type { Card } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { createRng } from '../../core/rng.ts';
import { pltDeck, winnableDeck } from './deal.ts';
import { noPeekMove } from './nopeek.ts';
import {
  type AcesObservation,
  type AcesState,
  aces,
  clickEffect,
  dealOf,
  stockOf,
} from './rules.ts';
import { solveDeck, solveState } from './solver.ts';

/** A position from its stacks and the cards removed; the rest of the deck is the stock. */
function position(stacks: Card[][], out: Card[] = [], stock: Card[] = []): AcesState {
  const used = new Set([...stacks.flat(), ...out, ...stock]);
  const rest = standardDeck().filter((c) => !used.has(c));
  // The cards not named are counted as removed, so the stock is exactly `stock`.
  return { deck: [...stacks.flat(), ...out, ...rest, ...stock], stacks, out: [...out, ...rest] };
}

describe('aces rules', () => {
  it('deals PLT-style: four cards face up, 48 in the stock, the same from the same seed', () => {
    const s = aces.setup({ deals: 'any' }, createRng(3));
    expect(s.stacks.map((st) => st.length)).toEqual([1, 1, 1, 1]);
    expect(stockOf(s)).toHaveLength(48);
    expect(s.deck.slice(0, 4)).toEqual(s.stacks.flat());
    expect(aces.setup({ deals: 'any' }, createRng(3))).toEqual(s);
    expect(aces.legalMoves(s)).toContain('deal');
  });

  it('removes a card when a higher card of its suit shows, the ace counting high', () => {
    const s = position([['5H'], ['9H'], ['2S'], ['AS']], [], ['3C', '4C', '5C', '6C']);
    expect(clickEffect(s.stacks, 0)).toEqual({ kind: 'remove' });
    expect(clickEffect(s.stacks, 1)).toBeNull(); // the highest heart showing, no empty stack
    expect(clickEffect(s.stacks, 2)).toEqual({ kind: 'remove' }); // under the ace
    expect(clickEffect(s.stacks, 3)).toBeNull(); // an ace never goes
    const after = aces.play(s, 0);
    expect(after.stacks[0]).toEqual([]);
    expect(after.out.at(-1)).toBe('5H');
    expect(aces.moveText?.(s, 2, 0)).toBe('remove 2♠');
  });

  it('moves a card that cannot go to the leftmost empty stack', () => {
    const s = position([['KD', '9H'], [], ['2S', '3C'], []], [], ['3D', '4D', '5D', '6D']);
    expect(clickEffect(s.stacks, 0)).toEqual({ kind: 'move', to: 1 });
    const after = aces.play(s, 0);
    expect(after.stacks).toEqual([['KD'], ['9H'], ['2S', '3C'], []]);
    expect(aces.moveText?.(s, 2, 0)).toBe('move 3♣ to stack 2');
  });

  it('deals the next four cards one onto each stack', () => {
    const s = position([['KD'], ['9H'], ['2S'], ['3C']], [], ['4D', '5D', '6D', '7D']);
    expect(aces.play(s, 'deal').stacks).toEqual([
      ['KD', '4D'],
      ['9H', '5D'],
      ['2S', '6D'],
      ['3C', '7D'],
    ]);
  });

  it('is over when the stock is empty and four suits show, lost unless four aces stand alone', () => {
    const lost = position([['KD'], ['9H', '2H'], ['2S'], ['3C']]);
    expect(aces.legalMoves(lost)).toEqual([]);
    expect(aces.result(lost)).toEqual({ kind: 'failed', detail: 'Game over: 5 cards left' });
    const won = position([['AD'], ['AH'], ['AS'], ['AC']]);
    expect(aces.result(won)?.kind).toBe('solved');
    // Two of a suit showing: not over, the lower one can go.
    expect(aces.result(position([['KD'], ['9D'], ['2S'], ['3C']]))).toBeNull();
    // The four aces, but two in one stack: the top one still has to move.
    expect(aces.result(position([['AD', 'AH'], [], ['AS'], ['AC']]))).toBeNull();
  });

  it('refuses moves that do nothing, naming why', () => {
    const s = position([['KD'], ['9H'], ['2S'], ['3C']]);
    expect(() => aces.play(s, 'deal')).toThrow('the stock is empty');
    expect(() => aces.play(s, 0)).toThrow('king of diamonds can neither be removed nor moved');
    expect(aces.parseMove('7', s)).toEqual({
      ok: false,
      error: 'move "7": expected deal (or d) or a stack 1-4',
    });
  });

  it('hides the stock from the player and shows it once everything is seen', () => {
    const s = aces.setup({ deals: 'any' }, createRng(8));
    expect(aces.observe?.(s, 0)).toEqual({ stacks: s.stacks, out: [], stock: 48, deck: null });
    expect(aces.observe?.(s, 'all').deck).toEqual(s.deck);
    const redealt = aces.determinize?.(aces.observe?.(s, 0) as AcesObservation, 0, createRng(1));
    expect(redealt && stockOf(redealt)).not.toEqual(stockOf(s));
  });
});

describe('aces solver', () => {
  it('finds lines that the rules replay to a win, and proves a dead position lost', () => {
    let wins = 0;
    for (let seed = 0; seed < 6; seed++) {
      const deck = pltDeck(createRng(seed));
      const solved = solveDeck(deck);
      expect(solved.won).not.toBeNull();
      if (!solved.won) continue;
      wins++;
      let s = dealOf(deck);
      for (const m of solved.line) s = aces.play(s, m);
      expect(aces.result(s)?.kind).toBe('solved');
    }
    expect(wins).toBeGreaterThan(0);
    expect(solveState(position([['KD'], ['9H', '2H'], ['2S'], ['3C']])).won).toBe(false);
  });

  it('says "unknown" when its node budget runs out', () => {
    const deck = pltDeck(createRng(0));
    expect(solveDeck(deck, { nodeLimit: 3 })).toMatchObject({ won: null, nodes: 3 });
  });

  it('deals only winnable deals when asked', () => {
    const deck = winnableDeck(createRng(4));
    expect(solveDeck(deck).won).toBe(true);
  });
});

describe('the no-peek player', () => {
  it('plays from the observation alone: the same move whatever the stock holds', () => {
    const rng = createRng(11);
    for (let seed = 0; seed < 30; seed++) {
      let s = aces.setup({ deals: 'any' }, createRng(seed));
      while (!aces.result(s)) {
        const seen = aces.observe?.(s, 0);
        if (!seen) throw new Error('no observation');
        const other = aces.determinize?.(seen, 0, rng) as AcesState;
        const move = noPeekMove(seen);
        expect(noPeekMove(aces.observe?.(other, 0) as typeof seen)).toBe(move);
        s = aces.play(s, move);
      }
    }
  });
});
