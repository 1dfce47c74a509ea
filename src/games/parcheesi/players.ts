import type { AiPlayer } from '../../core/ai.ts';
import type { Rng } from '../../core/rng.ts';
import { AI_NAMES } from './ai-names.ts';
import type { Board } from './board.ts';
import { type Candidate, turnsFor } from './enumerate.ts';
import { PLT_SCORES } from './plt-scores.ts';
import type { ParcheesiMove, ParcheesiState } from './rules.ts';

export type ParcheesiAi = AiPlayer<ParcheesiState, ParcheesiMove>;

export const labelOf = (id: string) => AI_NAMES.find((ai) => ai.id === id)?.label ?? id;

/** Every distinct legal full turn for the state's dice: PLT's candidates. */
export function candidatesOf(s: ParcheesiState): Candidate[] {
  if (s.dice === null) throw new Error('Parcheesi: the dice are not rolled, no turn to choose');
  return turnsFor(s.board, s.turn, s.dice);
}

/**
 * PLT's find-best: the candidate with the highest score, ties broken uniformly at random (PLT
 * keeps every tied candidate and picks one with `random`).
 */
export function bestCandidate(
  candidates: readonly Candidate[],
  score: (b: Board) => number,
  rng: Rng,
): Candidate {
  let best: Candidate[] = [];
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const c of candidates) {
    const v = score(c.board);
    if (v > bestScore) {
      bestScore = v;
      best = [c];
    } else if (v === bestScore) best.push(c);
  }
  return rng.pick(best);
}

export const turnMove = (c: Candidate): ParcheesiMove => ({ kind: 'turn', steps: c.steps });

/** A player of PLT's: scores every end board with `score` and plays the best turn. */
export function pltPlayer(id: keyof typeof PLT_SCORES): ParcheesiAi {
  const score = PLT_SCORES[id];
  return {
    id,
    label: labelOf(id),
    choose: (s, context) =>
      turnMove(bestCandidate(candidatesOf(s), (b) => score(b, s.turn), context.rng)),
  };
}

/** PLT's Random Ron: a random score per board is a uniformly random distinct turn. */
export const randomPlayer: ParcheesiAi = {
  id: 'random',
  label: labelOf('random'),
  choose: (s, context) => turnMove(context.rng.pick(candidatesOf(s))),
};
