import { describe, expect, it } from 'vitest';
import type { Card } from '../../cards/card.ts';
import { CHANCE } from '../../core/game.ts';
import { createRng } from '../../core/rng.ts';
import { bestTotal } from './hand.ts';
import { type BlackjackMove, type BlackjackState, blackjack, observeState } from './rules.ts';

const deal = (s: BlackjackState, ...cards: Card[]) =>
  cards.reduce((t, card) => blackjack.play(t, { kind: 'card', card }), s);
const act = (s: BlackjackState, ...kinds: BlackjackMove['kind'][]) =>
  kinds.reduce((t, kind) => blackjack.play(t, { kind } as BlackjackMove), s);
const start = () => blackjack.setup({ trainer: false }, createRng(1));
const kinds = (s: BlackjackState) => blackjack.legalMoves(s).map((m) => m.kind);

describe('blackjack rules (PLT)', () => {
  it('counts aces as 11 while that keeps the total at 21 or under', () => {
    expect(bestTotal(['AC', '6D'])).toBe(17);
    expect(bestTotal(['AC', 'AD', '9H'])).toBe(21);
    expect(bestTotal(['AC', 'AD', 'KH', '9S'])).toBe(21);
    expect(bestTotal(['KC', 'QD', '2H'])).toBe(22);
  });

  it('takes the $2 bet and deals you two cards, then the dealer two', () => {
    const s = start();
    expect(s.bankroll).toBe(98);
    expect(blackjack.toMove(s)).toBe(CHANCE);
    const dealt = deal(s, '9C', '7D', '5S', 'KH');
    expect(dealt.hands).toEqual([['9C', '7D']]);
    expect(dealt.dealer).toEqual(['5S', 'KH']);
    expect(kinds(dealt)).toEqual(['hit', 'stand', 'double']);
    expect(dealt.shoe).toHaveLength(204);
  });

  it('settles naturals at once: blackjack +$5, dealer blackjack 0, both push +$2', () => {
    const mine = deal(start(), 'AC', 'KD', '9S', '7H');
    expect([mine.phase, mine.results, mine.bankroll, mine.revealed]).toEqual([
      'over',
      ['Blackjack'],
      103,
      true,
    ]);
    const theirs = deal(start(), '9C', 'KD', 'AS', 'QH');
    expect([theirs.results, theirs.bankroll]).toEqual([['Dealer Blackjack'], 98]);
    const both = deal(start(), 'AC', 'KD', 'AS', 'QH');
    expect([both.results, both.bankroll]).toEqual([['Push'], 100]);
  });

  it('a bust loses at once and keeps the hole card hidden', () => {
    const s = deal(act(deal(start(), 'KC', '6D', '9S', '7H'), 'hit'), 'QH');
    expect([s.phase, s.results, s.bankroll, s.revealed]).toEqual(['over', ['Bust'], 98, false]);
    expect(observeState(s, 0).dealer).toEqual(['9S', 'down']);
    // The unseen hole goes to the discards as a card the player never saw.
    const next = act(s, 'next');
    expect(next.unshown).toEqual(['7H']);
    expect(observeState(next, 0).unseen).toContain('7H');
  });

  it('the dealer stands on soft 17 and hits 16', () => {
    const soft = act(deal(start(), 'KC', '8D', 'AS', '6H'), 'stand');
    expect([soft.phase, blackjack.toMove(soft), kinds(soft)]).toEqual(['dealer', 1, ['stand']]);
    expect(act(soft, 'stand')).toMatchObject({ results: ['You Win'], bankroll: 102 });
    const hard = act(deal(start(), 'KC', '8D', '10S', '6H'), 'stand');
    expect(kinds(hard)).toEqual(['hit']);
  });

  it('double costs $2, deals one card and stands; a win pays $8', () => {
    const s = deal(act(deal(start(), '6C', '5D', 'KS', '7H'), 'double'), 'KH');
    expect([s.phase, s.bankroll, s.hands[0]]).toEqual(['dealer', 96, ['6C', '5D', 'KH']]);
    const end = act(s, 'stand');
    expect([end.results, end.bankroll]).toEqual([['You Win'], 104]);
  });

  it('splits equal values (K with 10), no resplit or double, one card each on aces', () => {
    const pair = deal(start(), 'KC', '10D', 'KS', '7H');
    expect(kinds(pair)).toEqual(['hit', 'stand', 'double', 'split']);
    const split = deal(act(pair, 'split'), '8H', '10H');
    expect(split.hands).toEqual([
      ['KC', '8H'],
      ['10D', '10H'],
    ]);
    expect([split.bankroll, kinds(split)]).toEqual([96, ['hit', 'stand']]);
    const second = act(split, 'stand');
    expect([second.active, kinds(second)]).toEqual([1, ['hit', 'stand']]);
    const aces = deal(act(deal(start(), 'AC', 'AD', 'KS', '7H'), 'split'), 'KH', '5C');
    expect([aces.phase, aces.hands]).toEqual([
      'dealer',
      [
        ['AC', 'KH'],
        ['AD', '5C'],
      ],
    ]);
    // 21 on a split hand is a plain win ($4), not a blackjack.
    const end = act(aces, 'stand');
    expect([end.results, end.bankroll]).toEqual([['You Win', 'You Lose'], 100]);
  });

  it('reshuffles after a round that leaves fewer than 52 cards', () => {
    let s = start();
    const rng = createRng(3);
    while (s.rounds < 40) {
      if (blackjack.toMove(s) === CHANCE) s = blackjack.play(s, rng.pick(blackjack.legalMoves(s)));
      else
        s = blackjack.play(
          s,
          blackjack.legalMoves(s)[s.phase === 'player' ? 1 : 0] as BlackjackMove,
        );
      const inPlay = s.hands.flat().length + s.dealer.length;
      expect(s.shoe.length + inPlay).toBeGreaterThanOrEqual(52 - 16);
      if (s.phase === 'deal' && inPlay === 0) expect(s.shoe.length).toBeGreaterThanOrEqual(52);
    }
  });

  it('rejects what is not a move now, naming why', () => {
    const s = deal(start(), '9C', '7D', '5S', 'KH');
    expect(blackjack.parseMove('split', s)).toMatchObject({ ok: false });
    expect(blackjack.parseMove('fly', s)).toMatchObject({ ok: false });
  });

  it('reads only positions the rules reach, naming what is wrong', () => {
    const dealt = deal(start(), '9C', '7D', '5S', 'KH');
    const text = blackjack.stateToString(dealt);
    const edited = (edit: (json: Record<string, unknown>) => void) => {
      const json = JSON.parse(text) as Record<string, unknown>;
      edit(json);
      const read = blackjack.parseState(JSON.stringify(json));
      return read.ok ? 'read' : read.error;
    };
    expect(edited(() => {})).toBe('read');
    // A misspelled key read as a position with no moves and no result.
    expect(
      edited((j) => {
        j.drawnig = j.drawing;
        delete j.drawing;
      }),
    ).toMatch(/drawing|unknown key "drawnig"/);
    expect(edited((j) => Object.assign(j, { extra: 1 }))).toMatch(/unknown key "extra"/);
    expect(edited((j) => Object.assign(j, { phase: 'bets' }))).toMatch(/phase/);
    expect(edited((j) => Object.assign(j, { active: 1 }))).toMatch(/active hand/);
    expect(edited((j) => Object.assign(j, { hands: [] }))).toMatch(/hands/);
    expect(edited((j) => Object.assign(j, { rounds: -1 }))).toMatch(/rounds/);
    // A decision for the trainer outside the player's turn: its judgement threw a plain Error.
    const trained = blackjack.setup({ trainer: true }, createRng(1));
    const waiting = { ...trained, pending: 'hit' as const };
    expect(blackjack.parseState(blackjack.stateToString(waiting))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/outside the player's turn/),
    });
    // A deal that gave the dealer a card before the player's second.
    expect(
      edited((j) =>
        Object.assign(j, { hands: [['9C']], dealer: ['5S'], phase: 'deal', drawing: true }),
      ),
    ).toMatch(/two cards to the player, then two to the dealer/);
  });
});
