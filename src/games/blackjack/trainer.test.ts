import { describe, expect, it } from 'vitest';
import type { Card } from '../../cards/card.ts';
import { chooseMove } from '../../core/ai.ts';
import { CHANCE } from '../../core/game.ts';
import { recordOf, replayRecord } from '../../core/record.ts';
import { createRng } from '../../core/rng.ts';
import { StoppedError } from '../../core/task.ts';
import { advise } from './advice.ts';
import engine from './engine.ts';
import { Calculator } from './ev.ts';
import { pointOf } from './hand.ts';
import { DEALER } from './info.ts';
import {
  actionsOf,
  adviceAt,
  type BlackjackMove,
  type BlackjackState,
  blackjack,
  observeState,
  positionAt,
} from './rules.ts';
import type { JudgeMove } from './trainer.ts';

const deal = (s: BlackjackState, ...cards: Card[]) =>
  cards.reduce((t, card) => blackjack.play(t, { kind: 'card', card }), s);
const play = (s: BlackjackState, kind: BlackjackMove['kind']) =>
  blackjack.play(s, { kind } as BlackjackMove);
const trainer = () => blackjack.setup({ trainer: true }, createRng(1));
/** You hold 20 against a 7: standing is best, hitting a mistake. */
const twenty = () => deal(trainer(), 'KC', 'QD', '7S', '5H');

/** The house's judgement through the one way to ask for a move, as the page's table asks it. */
async function judgeInWorker(s: BlackjackState): Promise<JudgeMove> {
  const dealer = engine.ais.find((ai) => ai.id === 'dealer');
  if (!dealer) throw new Error('no dealer seat');
  const seat = { seat: DEALER, players: 2, history: [] };
  return chooseMove(dealer, observeState(s, DEALER), seat, createRng(1)) as JudgeMove;
}

describe('the trainer judges a decision off the page', () => {
  it('holds the decision, unplayed, for the house seat to judge; no EV is computed in play', async () => {
    const s = twenty();
    const held = play(s, 'hit');
    // The decision waits: nothing dealt, no buttons, the house's seat to move.
    expect([held.pending, held.drawing, held.hands[0]]).toEqual(['hit', false, ['KC', 'QD']]);
    expect(blackjack.toMove(held)).toBe(DEALER);
    expect(actionsOf(observeState(held, 0))).toEqual([]);
    expect(held.training?.decisions).toBe(0);

    const judgement = await judgeInWorker(held);
    const advice = adviceAt(observeState(s, 0));
    expect([judgement.kind, judgement.evs]).toEqual(['judge', advice?.actions]);
    // The judgement is the one legal move, and playing it carries the hit out and adds it up.
    expect(blackjack.legalMoves(held)).toEqual([judgement]);
    const after = blackjack.play(held, judgement);
    expect([after.pending, after.drawing, blackjack.toMove(after)]).toEqual([
      undefined,
      true,
      CHANCE,
    ]);
    const t = after.training;
    expect([t?.decisions, t?.mistakes, t?.last?.action, t?.last?.best]).toEqual([
      1,
      1,
      'hit',
      'stand',
    ]);
    const ev = (a: string) => advice?.actions.find((x) => x.action === a)?.ev as number;
    expect(t?.evLost).toBeCloseTo(ev('stand') - ev('hit'), 12);
  });

  it('counts the decision as a move and its judgement not', async () => {
    const s = twenty();
    const held = play(s, 'hit');
    const judgement = await judgeInWorker(held);
    expect(blackjack.countsAsMove?.(s, { kind: 'hit' })).toBe(true);
    expect(blackjack.countsAsMove?.(held, judgement)).toBe(false);
  });

  it('keys a judgement by the position: 7 up, 10 and 10 in hand, the unseen cards by rank', () => {
    const p = positionAt(observeState(twenty(), 0));
    // 208 cards less the three seen: 16 aces, 16 of 2..6, 15 sevens, 16 of 8 and 9, 62 tens.
    expect(blackjack.legalMoves(play(twenty(), 'stand'))[0]).toMatchObject({
      key: '7/10.10/16.16.16.16.16.16.15.16.16.62',
    });
    expect(p?.legal).toEqual(['hit', 'stand', 'double', 'split']);
  });

  it('replays a saved judgement as written: the EVs are read, not computed again', () => {
    const held = play(twenty(), 'hit');
    const real = blackjack.legalMoves(held)[0] as JudgeMove;
    // Move the numbers: a replay that recomputed them would not follow.
    const written = {
      ...real,
      evs: real.evs.map((a) => ({ ...a, ev: a.ev + (a.action === 'hit' ? -1 : 0) })),
    };
    const text = blackjack.moveToString(written);
    const read = blackjack.parseMove(text, held);
    expect(read).toEqual({ ok: true, value: written });
    const after = blackjack.play(held, written);
    const cost = (after.training?.last?.bestEv as number) - (after.training?.last?.ev as number);
    const realCost = (real.evs[1]?.ev as number) - (real.evs[0]?.ev as number);
    expect(cost).toBeCloseTo(realCost + 1, 12);
  });

  it('keeps the tally and a waiting decision through a save, and names bad saved data', () => {
    const held = play(twenty(), 'hit');
    const judgement = blackjack.legalMoves(held)[0] as JudgeMove;
    expect(blackjack.moveToString(judgement)).toMatch(
      /^judge@7\/10\.10\/[\d.]+:hit=-0\.\d+,stand=0\.\d+,double=-\d\.\d+,split=-?0\.\d+$/,
    );
    const s = deal(blackjack.play(held, judgement), '5C');
    expect([s.phase, s.training?.mistakes]).toEqual(['over', 1]);
    const back = blackjack.parseState(blackjack.stateToString(play(s, 'next')));
    expect(back.ok && back.value.training).toEqual({ ...s.training, last: null });
    const waiting = play(twenty(), 'stand');
    const again = blackjack.parseState(blackjack.stateToString(waiting));
    expect(again.ok && again.value.pending).toBe('stand');
    const bad = blackjack.stateToString({ ...waiting, pending: 'fly' as 'hit' });
    expect(blackjack.parseState(bad)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/pending: invalid option: expected one of "hit"\|"stand"/i),
    });
  });

  it('refuses a judgement of another position, a garbled one, and play before the judgement', () => {
    const held = play(twenty(), 'hit');
    const other = blackjack.legalMoves(play(deal(trainer(), 'KC', '6D', '7S', '5H'), 'hit'))[0];
    const text = blackjack.moveToString(other as JudgeMove);
    expect(blackjack.parseMove(text, held)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/judges position "7\/10\.6\/[^"]*", not 7\/10\.10\//),
    });
    expect(blackjack.parseMove('judge@7/10.10/1:hit=oops', held)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/"hit=oops" is not an action and its EV/),
    });
    const key = (blackjack.legalMoves(held)[0] as JudgeMove).key;
    expect(blackjack.parseMove(`judge@${key}:hit=0,stand=1`, held)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/values hit, stand, not hit, stand, double, split/),
    });
    expect(blackjack.parseMove('stand', held)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/the trainer is judging your hit/),
    });
    expect(blackjack.parseMove(text, twenty())).toMatchObject({
      ok: false,
      error: expect.stringMatching(/no decision is waiting/),
    });
  });

  it('names a bad judgement in a saved game: the save is refused with the move and why', () => {
    const start = trainer();
    const empty = recordOf(blackjack, { trainer: 'true' }, 1, {
      states: [start],
      moves: [],
      index: 0,
    });
    const good = ['KC', 'QD', '7S', '5H', 'hit'];
    const judgement = blackjack.moveToString(
      blackjack.legalMoves(play(twenty(), 'hit'))[0] as JudgeMove,
    );
    const replay = (moves: string[]) =>
      // Format 1 keeps chance's moves among the players': these cards are chosen, not drawn.
      replayRecord<BlackjackState, BlackjackMove>(blackjack, {
        ...empty,
        format: 1,
        moves,
        index: moves.length,
      });
    const ok = replay([...good, judgement]);
    expect(ok.ok && ok.value.states.at(-1)?.training?.mistakes).toBe(1);
    expect(replay([...good, 'judge@2/2.2/0:stand=0'])).toMatchObject({
      ok: false,
      error: expect.stringMatching(
        /^saved move 6: move "judge@2\/2\.2\/0:stand=0": it judges position/,
      ),
    });
    expect(replay([...good, judgement.replace('stand=', 'stand=x')])).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^saved move 6: .*is not an action and its EV/),
    });
  });

  it('stops when the caller gives up, and the next judgement is still exact', () => {
    const p = positionAt(observeState(deal(trainer(), '8C', '8D', '10S', '4H'), 0));
    if (!p) throw new Error('no decision');
    let polls = 0;
    const stopped = () => ++polls > 3;
    expect(() => advise(p, { stopped })).toThrow(StoppedError);
    // The calculator left half-way (cards still out of its shoe) is not the one asked next.
    const after = advise(p);
    const shoe = Array.from({ length: 10 }, () => 0);
    for (const c of [...p.unseen, ...p.hand])
      shoe[pointOf(c) - 1] = (shoe[pointOf(c) - 1] as number) + 1;
    const direct = new Calculator(shoe, 9).values([7, 7]);
    const clear = 1 - (shoe[0] as number) / p.unseen.length;
    for (const a of after.actions) expect(a.ev).toBeCloseTo(direct[a.action] / clear, 12);
    expect(after.actions.map((a) => a.action)).toEqual(['hit', 'stand', 'double', 'split']);
  });
});
