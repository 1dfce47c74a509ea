import { describe, expect, it } from 'vitest';
import { COLORS } from './board.ts';
import { enumerateTurns } from './enumerate.ts';
import { fromPltLocs, type PltLoc } from './plt-format.ts';
import answers from './plt-players.json';
import positions from './plt-positions.json';
import { PLT_SCORES } from './plt-scores.ts';

/**
 * PLT's own players run headless on fixed positions (scripts/parcheesi-plt-players.rkt on
 * plt-positions.json, written by scripts/parcheesi-positions.ts): the number of distinct end
 * boards PLT's search finds, and for each of its three players the best score and every end
 * board with it. Ours must find the same candidates and the same best boards, so that the
 * random pick among ties is a pick from the same set.
 */
interface Answer {
  readonly score: number;
  readonly boards: PltLoc[][];
}
interface PltAnswer {
  candidates: number;
  grace: Answer;
  polly: Answer;
  renee: Answer;
}
interface Position {
  color: string;
  dice: number[];
  locs: PltLoc[];
}

const key = (b: readonly number[]) => b.join(',');

describe("PLT's players on fixed positions", () => {
  const all = positions as Position[];
  const plt = answers as PltAnswer[];

  it('has an answer of PLT for every position', () => {
    expect(plt).toHaveLength(all.length);
    expect(Math.max(...plt.map((a) => a.candidates))).toBeGreaterThan(1000);
  });

  all.forEach((p, i) => {
    const answer = plt[i] as PltAnswer;
    it(`position ${i + 1} (${p.color}, dice ${p.dice.join(' ')}): ${answer.candidates} end boards, the same best boards`, () => {
      const seat = COLORS.indexOf(p.color as (typeof COLORS)[number]);
      const board = fromPltLocs(p.locs);
      const candidates = enumerateTurns(board, seat, p.dice);
      expect(candidates).toHaveLength(answer.candidates);
      for (const who of ['grace', 'polly', 'renee'] as const) {
        const score = PLT_SCORES[who];
        const scores = candidates.map((c) => score(c.board, seat));
        const top = Math.max(...scores);
        expect(top, `${who}'s best score`).toBe(answer[who].score);
        const ours = candidates.filter((_, k) => scores[k] === top).map((c) => key(c.board));
        const theirs = answer[who].boards.map((b) => key(fromPltLocs(b)));
        expect(new Set(ours), `${who}'s best boards`).toEqual(new Set(theirs));
      }
    });
  });
});
