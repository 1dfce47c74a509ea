import { describe, expect, it } from 'vitest';
import type { Card } from '../../cards/card.ts';
import { createRng } from '../../core/rng.ts';
import { cardBefore, sortHand } from './cards.ts';
import { crazy8s, isStuck } from './rules.ts';
import type { Crazy8sState } from './state.ts';

const parse = (text: string): Crazy8sState => {
  const s = crazy8s.parseState(text);
  if (!s.ok) throw new Error(s.error);
  return s.value;
};

/** The 52 cards less those named, as a stock list. */
const DECK = 'A 2 3 4 5 6 7 8 9 10 J Q K'
  .split(' ')
  .flatMap((r) => ['C', 'D', 'H', 'S'].map((s) => `${r}${s}`));
const stockWithout = (...used: string[]) => DECK.filter((c) => !used.includes(c)).join(',') || '-';

const moves = (s: Crazy8sState) => crazy8s.legalMoves(s).map((m) => crazy8s.moveToString(m));

describe('Crazy 8s rules', () => {
  it('deals as PLT: each player 7 (or 10) sorted cards, you first, a non-eight turned up', () => {
    for (const [deal, players, size] of [
      ['1x7', 2, 7],
      ['1x10', 2, 10],
      ['3x7', 4, 7],
    ] as const) {
      for (let seed = 1; seed <= 20; seed++) {
        const s = crazy8s.setup({ deal }, createRng(seed));
        expect(s.hands).toHaveLength(players);
        for (const h of s.hands) expect(h).toEqual(sortHand(h));
        expect(s.hands.every((h) => h.length === size)).toBe(true);
        expect(s.discard).toHaveLength(1);
        expect(s.discard[0]?.startsWith('8')).toBe(false);
        expect(s.stock).toHaveLength(52 - players * size - 1);
      }
    }
  });

  it("sorts as PLT's card<: eights first, then diamonds, clubs, hearts, spades, ace low", () => {
    expect(sortHand(['KS', '8S', 'AH', '2C', '10D', '8D', 'AD'] as Card[])).toEqual([
      '8D',
      '8S',
      'AD',
      '10D',
      '2C',
      'AH',
      'KS',
    ]);
    expect(cardBefore('8C', '2D')).toBe(true);
  });

  it('offers the cards of the same suit or value and every eight, then draw', () => {
    const hands = ['8S', '7D', '5C', '2H', '5S'];
    const s = parse(
      `hands=${hands.join(',')}/KS discard=5H stock=${stockWithout(...hands, 'KS', '5H')} suit=H turn=0 drew=-/-`.replace(
        / discard=5H stock=(\S+)/,
        ' stock=$1 discard=5H',
      ),
    );
    expect(moves(s)).toEqual(['8S:C', '8S:D', '8S:H', '8S:S', '5C', '2H', '5S', 'draw']);
  });

  it('lets a player draw while able to play, and the turn stays with them', () => {
    const s = parse(
      `hands=5C,9D/KS stock=${stockWithout('5C', '9D', 'KS', '5H')} discard=5H suit=H turn=0 drew=-/-`,
    );
    const after = crazy8s.play(s, { kind: 'draw' });
    expect(after.turn).toBe(0);
    expect(after.hands[0]).toEqual(['AC', '5C', '9D']);
    expect(after.drewAgainst[0]).toEqual({ suit: 'H', value: 5 });
  });

  it('makes an eight call a suit, except as the last card', () => {
    const s = parse(
      `hands=8C,9D/KS stock=${stockWithout('8C', '9D', 'KS', '5H')} discard=5H suit=H turn=0 drew=-/-`,
    );
    expect(crazy8s.parseMove('8C', s).ok).toBe(false);
    const after = crazy8s.play(s, { kind: 'play', card: '8C', suit: 'D' });
    expect(after.suit).toBe('D');
    expect(moves(after)).toContain('KS'.replace('KS', 'draw'));
    const last = parse(
      `hands=8C/KS,9D stock=${stockWithout('8C', '9D', 'KS', '5H')} discard=5H suit=H turn=0 drew=-/-`,
    );
    expect(moves(last)).toEqual(['8C', 'draw']);
    expect(crazy8s.result(crazy8s.play(last, { kind: 'play', card: '8C' }))).toMatchObject({
      kind: 'win',
      winner: 0,
    });
  });

  it('passes only with an empty stock', () => {
    const s = parse(
      `hands=5C,9D/KS stock=${stockWithout('5C', '9D', 'KS', '5H')} discard=5H suit=H turn=0 drew=-/-`,
    );
    expect(crazy8s.parseMove('pass', s)).toMatchObject({ ok: false });
    const rest = stockWithout('5C', '9D', 'KS', '5H', 'QS').split(',');
    const empty = parse(
      `hands=5C,9D/KS,QS,${rest.join(',')} stock=- discard=5H suit=H turn=0 drew=-/-`,
    );
    expect(moves(empty)).toEqual(['5C', 'pass']);
  });

  it("ends stuck only when no hand can play (PLT's check looked at yours alone)", () => {
    // Stock empty, you cannot follow hearts or 5, but the opponent holds the 7H (and no other 7): not stuck.
    const rest = stockWithout('9C', '9D', '7H', '5H').split(',');
    const opponentCan = parse(
      `hands=9C,9D/7H,${rest.filter((c) => !/^(8|5|7)|H$/.test(c)).join(',')} stock=- discard=${rest
        .filter((c) => /^(8|5|7)|H$/.test(c))
        .concat('5H')
        .join(',')} suit=H turn=0 drew=-/-`,
    );
    expect(isStuck(opponentCan)).toBe(false);
    expect(crazy8s.result(opponentCan)).toBeNull();
    expect(moves(opponentCan)).toEqual(['pass']);
    const passed = crazy8s.play(opponentCan, { kind: 'pass' });
    expect(crazy8s.legalMoves(passed).map((m) => crazy8s.moveToString(m))).toContain('7H');
    const after = crazy8s.play(passed, { kind: 'play', card: '7H' });
    // Now nobody holds a heart, a 7 or an eight: stuck, a draw.
    expect(crazy8s.result(after)).toMatchObject({ kind: 'draw' });
  });

  it('names a drawn card only to its drawer', () => {
    const s = crazy8s.setup({ deal: '1x7' }, createRng(3));
    const top = s.stock[0] as string;
    expect(crazy8s.moveText?.(s, { kind: 'draw' }, 0)).toContain('of');
    expect(crazy8s.moveText?.(s, { kind: 'draw' }, 1)).toBe('draws a card');
    expect(crazy8s.moveText?.(s, { kind: 'draw' }, 1)).not.toContain(top);
  });

  it('refuses bad moves and positions with a reason', () => {
    const s = crazy8s.setup({ deal: '1x7' }, createRng(3));
    expect(crazy8s.parseMove('ZZ', s)).toMatchObject({ ok: false });
    expect(crazy8s.parseMove('8Q:H', s)).toMatchObject({ ok: false });
    expect(crazy8s.parseState('hands=AC stock=- discard=- suit=H turn=0 drew=-')).toMatchObject({
      ok: false,
    });
  });

  it('deals a hidden hand none of what its player showed it lacked by drawing (card memory)', () => {
    const s = crazy8s.setup({ deal: '2x7' }, createRng(9));
    const memory = { ...s, drewAgainst: [null, { suit: 'H' as const, value: 5 }, null] };
    const o = crazy8s.observe?.(memory, 0);
    let hearts = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const deal = crazy8s.determinize?.(o as never, 0, createRng(seed)) as Crazy8sState;
      expect(crazy8s.observe?.(deal, 0)).toEqual(o);
      for (const c of deal.hands[1] ?? []) expect(c).not.toMatch(/^(5|8)|H$/);
      hearts += (deal.hands[2] ?? []).filter((c) => c.endsWith('H')).length;
    }
    // The other hidden hand, with no memory, gets hearts as chance gives them.
    expect(hearts).toBeGreaterThan(0);
  });
});
