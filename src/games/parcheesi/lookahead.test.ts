import { describe, expect, it } from 'vitest';
import { aiContext } from '../../core/ai.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { START } from './board.ts';
import { evaluate, lookahead } from './lookahead.ts';
import { parcheesi } from './rules.ts';

const board = (green: number[], red: number[]) => [
  ...green,
  ...red,
  START,
  START,
  START,
  START,
  START,
  START,
  START,
  START,
];

describe('the Lookahead player', () => {
  it('values a pawn on a safety square above the same pawn a die away from an opponent', () => {
    // Green on 12 (safety) or on 11 (one square further back, red on 8 three squares behind).
    const safe = evaluate(board([12, START, START, START], [8, START, START, START]), 0);
    const exposed = evaluate(board([11, START, START, START], [8, START, START, START]), 0);
    expect(safe).toBeGreaterThan(exposed + 1);
  });

  it('counts sending an opponent back as a gain', () => {
    const before = evaluate(board([10, START, START, START], [40, START, START, START]), 0);
    const after = evaluate(board([10, START, START, START], [START, START, START, START]), 0);
    expect(after).toBeGreaterThan(before);
  });

  it('sees that an opponent turns into its home row before reaching a pawn past its exit', () => {
    // Red's exit is 17: red on 15 turns home and cannot reach green on 20 (5 ahead); green on
    // 13 (2 ahead of red, no safety) is in reach. Green's own progress differs by 7.
    const past = evaluate(board([20, START, START, START], [15, START, START, START]), 0);
    const reachable = evaluate(board([13, START, START, START], [11, START, START, START]), 0);
    const opponentDiff = 0.33 * 4;
    expect(past - reachable).toBeGreaterThan(7 + opponentDiff + 1);
  });

  it('plays the bop when one is there', () => {
    const s = unwrap(
      parcheesi.parseState(
        'g=10,S,S,S r=14,S,S,S b=S,S,S,S y=S,S,S,S turn=g doubles=0 roll=4,6 dice=4,6 out=-',
      ),
    );
    const move = lookahead.choose(s, aiContext(createRng(1), 0, { players: 4 }));
    const after = parcheesi.play(s, move);
    expect(after.board[4]).toBe(START);
  });
});
