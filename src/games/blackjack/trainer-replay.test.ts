import { describe, expect, it, vi } from 'vitest';
import { CHANCE } from '../../core/game.ts';
import { chanceMove } from '../../core/ply-seeds.ts';
import { recordOf, replayRecord } from '../../core/record.ts';
import { createRng } from '../../core/rng.ts';
import { advise } from './advice.ts';
import { type BlackjackMove, type BlackjackState, blackjack } from './rules.ts';

// Every call of the exact calculator's front door is counted: the page must make none.
vi.mock('./advice.ts', async (original) => {
  const real = await original<typeof import('./advice.ts')>();
  return { ...real, advise: vi.fn(real.advise) };
});

describe("the trainer's cost on the page", () => {
  it('is nothing: a decision and a whole saved game replayed compute no EV', () => {
    // Twelve rounds with the trainer on, the house judging each decision (off the page). The
    // cards come from the seed and the ply, as the table draws them, so the save (players' moves
    // only) deals them again.
    const rng = createRng(7);
    let s: BlackjackState = blackjack.setup({ trainer: true }, createRng(7));
    const states = [s];
    const moves: BlackjackMove[] = [];
    while (s.rounds < 12) {
      const mover = blackjack.toMove(s);
      const legal = blackjack.legalMoves(s);
      const move =
        mover === CHANCE
          ? chanceMove<BlackjackState, BlackjackMove>(blackjack, s, 7, moves.length)
          : s.phase === 'over'
            ? ({ kind: 'next' } as const)
            : (legal[rng.int(0, Math.min(1, legal.length - 1))] as BlackjackMove);
      moves.push(move);
      s = blackjack.play(s, move);
      states.push(s);
    }
    const decisions = s.training?.decisions ?? 0;
    expect(decisions).toBeGreaterThanOrEqual(12);
    expect(vi.mocked(advise)).toHaveBeenCalledTimes(decisions);

    vi.mocked(advise).mockClear();
    // The page's side: the next round dealt and a decision made, held for the house's seat.
    let next = blackjack.play(s, { kind: 'next' });
    while (blackjack.toMove(next) === CHANCE || next.phase === 'over') {
      const legal = blackjack.legalMoves(next);
      next = blackjack.play(next, next.phase === 'over' ? { kind: 'next' } : rng.pick(legal));
    }
    expect(blackjack.play(next, { kind: 'stand' }).pending).toBe('stand');
    const record = recordOf(blackjack, { trainer: 'true' }, 7, {
      states,
      moves,
      index: moves.length,
    });
    const replay = replayRecord<BlackjackState, BlackjackMove>(
      blackjack,
      JSON.parse(JSON.stringify(record)),
    );
    expect(replay.ok && replay.value.states.at(-1)?.training).toEqual(s.training);
    expect(vi.mocked(advise)).not.toHaveBeenCalled();
  });
});
