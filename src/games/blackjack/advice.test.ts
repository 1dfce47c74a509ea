import { describe, expect, it } from 'vitest';
import type { Card } from '../../cards/card.ts';
import { aiContext } from '../../core/ai.ts';
import { createRng } from '../../core/rng.ts';
import { quietTask as quiet } from '../../core/task.ts';
import { advise, costOf } from './advice.ts';
import engine from './engine.ts';
import { Calculator, fullShoe } from './ev.ts';
import {
  adviceAt,
  type BlackjackMove,
  type BlackjackState,
  blackjack,
  determinize,
  freshShoe,
  observeState,
} from './rules.ts';
import { verdictText } from './trainer-text.ts';

const deal = (s: BlackjackState, ...cards: Card[]) =>
  cards.reduce((t, card) => blackjack.play(t, { kind: 'card', card }), s);
/** The house's seat judges a decision the trainer holds, as the engine worker would. */
const house = engine.ais[0] as (typeof engine.ais)[number];
const judge = (s: BlackjackState) =>
  s.pending ? blackjack.play(s, house.choose(observeState(s, 1), aiContext(createRng(1), 1))) : s;
const act = (s: BlackjackState, ...kinds: BlackjackMove['kind'][]) =>
  kinds.reduce((t, kind) => judge(blackjack.play(t, { kind } as BlackjackMove)), s);
const trainer = () => blackjack.setup({ trainer: true }, createRng(1));
const tens = (n: number): Card[] => Array.from({ length: n }, (_, i) => (i % 2 ? 'KS' : 'QH'));

/** Replaces the hole card by `card` from the shoe: a state the player cannot tell apart. */
function otherHole(s: BlackjackState, card: Card): BlackjackState {
  const i = s.shoe.indexOf(card);
  const hole = s.dealer[1] as Card;
  const shoe = [...s.shoe.slice(0, i), ...s.shoe.slice(i + 1), hole].sort();
  return { ...s, shoe, dealer: [s.dealer[0] as Card, card] };
}

describe("the hint's exact EVs", () => {
  it('are the same for two deals that differ only in the hole card and the shoe behind it', () => {
    // You hold 10+6 against a 9; the hole card is a 5 in one deal and a king in the other.
    const a = deal(trainer(), 'KC', '6D', '9S', '5H');
    const b = otherHole(a, 'KH');
    expect(a.dealer[1]).not.toBe(b.dealer[1]);
    expect(observeState(a, 0)).toEqual(observeState(b, 0));
    const advice = adviceAt(observeState(a, 0));
    expect(advice).toEqual(adviceAt(observeState(b, 0)));
    expect(engine.hint?.(observeState(b, 0), quiet)).toEqual(
      engine.hint?.(observeState(a, 0), quiet),
    );
    // The trainer judges from the same observation: the same tally whichever card is hidden.
    expect(act(a, 'stand').training).toEqual(act(b, 'stand').training);
    expect(advice?.actions.map((x) => x.action)).toEqual(['hit', 'stand', 'double']);
  });

  it('are the same in every deal the player cannot tell apart (the unseen cards dealt again)', () => {
    // A second round, so that an unshown hole card of the first is among the unseen cards too.
    const first = deal(act(deal(trainer(), 'KC', '6D', '9S', '7H'), 'hit'), 'QH');
    const s = deal(act(first, 'next'), '8C', '8D', '10S', '4H');
    const view = observeState(s, 0);
    const advice = adviceAt(view);
    expect(advice?.actions.map((x) => x.action)).toEqual(['hit', 'stand', 'double', 'split']);
    const holes = new Set<Card | undefined>([s.dealer[1]]);
    for (let seed = 1; seed <= 4; seed++) {
      const other = determinize(view, 0, createRng(seed));
      holes.add(other.dealer[1]);
      expect(adviceAt(observeState(other, 0))).toEqual(advice);
    }
    expect(holes.size).toBeGreaterThan(1);
  });

  it('leave nothing to advise outside your decisions: the hint deals the next round', () => {
    const over = act(deal(trainer(), 'KC', 'QD', '6S', '7H'), 'hit');
    const bust = deal(over, '5C');
    expect(bust.phase).toBe('over');
    expect(adviceAt(observeState(bust, 0))).toBeNull();
    expect(engine.analyze?.(observeState(bust, 0), quiet)).toBeNull();
    expect(engine.hint?.(observeState(bust, 0), quiet)?.moves).toEqual([{ kind: 'next' }]);
  });

  it('are exact on a shoe worked by hand: 20 against a 6 with only tens to come', () => {
    const v = advise({
      unseen: tens(12),
      hand: ['KC', 'QD'],
      up: '6S',
      legal: ['hit', 'stand', 'double', 'split'],
    });
    const ev = Object.fromEntries(v.actions.map((x) => [x.action, x.ev]));
    // The dealer's 6 takes two tens and busts: standing wins; a hit busts; split tens make two 20s.
    expect(ev.stand).toBeCloseTo(1, 12);
    expect(ev.hit).toBeCloseTo(-1, 12);
    expect(ev.double).toBeCloseTo(-2, 12);
    expect(ev.split).toBeCloseTo(2, 12);
    expect([v.best, v.bestEv]).toEqual(['split', ev.split]);
  });

  it('use what the naturals check showed: no ten under the ace', () => {
    // Unseen: three 9s and two tens. The dealer's ace has no ten under it (no blackjack was
    // declared), so the hole is a 9: soft 20 against your 20 is a push.
    const v = advise({
      unseen: ['9C', '9D', '9H', 'KS', 'QS'],
      hand: ['KC', 'QD'],
      up: 'AS',
      legal: ['hit', 'stand'],
    });
    expect(v.actions.map((x) => x.action)).toEqual(['hit', 'stand']);
    expect(v.actions[1]?.ev).toBeCloseTo(0, 12);
    expect(v.actions[0]?.ev).toBeCloseTo(-1, 12);
  });

  it("are the calculator's values divided by the chance of no dealer blackjack", () => {
    const shoe = fullShoe(4);
    shoe[9] = (shoe[9] as number) - 1; // the up card, a ten
    const direct = new Calculator(shoe.slice(), 9).values([7, 7]);
    const unseen = freshShoe();
    for (const c of ['10C', '8C', '8D'] as Card[]) unseen.splice(unseen.indexOf(c), 1);
    const v = advise({
      unseen,
      hand: ['8C', '8D'],
      up: '10C',
      legal: ['hit', 'stand', 'double', 'split'],
    });
    const clear = 1 - 16 / 205; // no ace under the ten, from 205 unseen cards with 16 aces
    const ev = Object.fromEntries(v.actions.map((x) => [x.action, x.ev]));
    for (const a of ['hit', 'stand', 'double', 'split'] as const) {
      expect(ev[a]).toBeCloseTo(direct[a] / clear, 12);
    }
    // Basic strategy splits 8s against a ten.
    expect(v.best).toBe('split');
  });
});

describe('the trainer', () => {
  it('adds up the EV a costly decision gives up, and keeps it through the save text', () => {
    const s = deal(trainer(), 'KC', 'QD', '6S', '7H');
    const advice = adviceAt(observeState(s, 0));
    const hitEv = advice?.actions.find((x) => x.action === 'hit')?.ev as number;
    expect(advice?.best).toBe('stand');
    const after = act(s, 'hit');
    const t = after.training;
    expect([t?.decisions, t?.mistakes, t?.last?.action, t?.last?.best]).toEqual([
      1,
      1,
      'hit',
      'stand',
    ]);
    expect(t?.evLost).toBeCloseTo((advice?.bestEv as number) - hitEv, 12);
    const back = blackjack.parseState(blackjack.stateToString(after));
    expect(back.ok && back.value.training).toEqual(t);
  });

  it('counts the best decision as no mistake, and forgets the flag when the next round is dealt', () => {
    const s = act(deal(trainer(), 'KC', 'QD', '6S', '7H'), 'stand');
    expect([s.training?.decisions, s.training?.mistakes, s.training?.evLost]).toEqual([1, 0, 0]);
    expect(s.training?.last?.action).toBe('stand');
    // The dealer's 13 hits, takes a 5 and stands: the dealer's own decisions are not judged.
    const dealer = act(deal(act(s, 'hit'), '5C'), 'stand');
    expect(dealer.phase).toBe('over');
    expect(dealer.training?.decisions).toBe(1);
    expect(act(dealer, 'next').training?.last).toBeNull();
  });

  it('is off by default: no tally in the state', () => {
    expect(blackjack.setup({ trainer: false }, createRng(1)).training).toBeUndefined();
  });

  it('says what was best and what the choice cost, in bets', () => {
    const v = { action: 'hit', ev: 0.04, best: 'double', bestEv: 0.12 } as const;
    expect(verdictText(v)).toBe('Double was best: +0.12 of a bet; Hit costs 0.08.');
    expect(costOf(v)).toBeCloseTo(0.08, 12);
    expect(verdictText({ ...v, action: 'double', ev: 0.12 })).toBe(
      'Double was best: +0.12 of a bet.',
    );
  });
});
