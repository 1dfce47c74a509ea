import * as z from 'zod';
import type { Card } from '../../cards/card.ts';
import { excerpt } from '../../core/excerpt.ts';
import { isBust } from './hand.ts';
import type { BlackjackState } from './rules.ts';

/**
 * What a Blackjack position read from text must be before the rules take it: exactly the keys
 * `stateToString` writes, each of its kind, and a round in a place the rules reach. A misspelled
 * key once read as a position with no moves and no result; a decision waiting for the trainer
 * outside the player's turn made the judgement throw a plain Error.
 */

const ACTION = z.enum(['hit', 'stand', 'double', 'split']);
const count = z.number().int().nonnegative();
const cards = z.array(z.string());

const training = z.strictObject({
  decisions: count,
  mistakes: count,
  evLost: z.number().nonnegative(),
  last: z
    .strictObject({ action: ACTION, ev: z.number(), best: ACTION, bestEv: z.number() })
    .nullable(),
});

const shape = z.strictObject({
  bankroll: z.number().int(),
  shoe: z.array(z.string()),
  unshown: cards,
  hands: z.array(cards).min(1).max(2),
  active: z.number().int().min(0).max(1),
  doubled: z.boolean(),
  split: z.boolean(),
  dealer: cards,
  revealed: z.boolean(),
  phase: z.enum(['deal', 'player', 'dealer', 'over', 'left']),
  drawing: z.boolean(),
  results: z.array(z.string()).max(2),
  rounds: count,
  bankrolls: z.array(z.number().int()),
  training: training.optional(),
  pending: ACTION.optional(),
});

/** Why the round cannot be where `s` says it is, or undefined when the rules reach it. */
export function roundProblem(s: BlackjackState): string | undefined {
  const [first = [], second] = s.hands;
  if (s.split !== (second !== undefined)) return 'two hands exactly when split';
  if (s.active >= s.hands.length) return 'the active hand is not a hand';
  if (s.drawing && s.shoe.length === 0) return 'a card is owed from an empty shoe';
  if (s.pending && (s.phase !== 'player' || s.drawing)) {
    return "a decision waits for the trainer outside the player's turn";
  }
  switch (s.phase) {
    case 'deal':
      // Two cards to the player, then two to the dealer; the second of those ends the deal.
      if (!s.drawing || s.split || s.revealed || s.results.length > 0) return 'a deal in progress';
      if (first.length > 2 || s.dealer.length > (first.length === 2 ? 1 : 0)) {
        return 'the deal gives two cards to the player, then two to the dealer';
      }
      return undefined;
    case 'player':
      if (s.dealer.length !== 2 || s.revealed) return "the dealer's up card and hole card";
      if (s.results.length > 0) return 'results before the round is over';
      if (s.doubled && (s.split || !s.drawing)) return 'a double draws one card and stands';
      if (!s.drawing && s.hands.some((h) => h.length < 2)) return 'a hand of fewer than 2 cards';
      if (!s.drawing && isBust(s.hands[s.active] as Card[])) return 'the hand to play is bust';
      if (s.active === 1 && (first.length < 2 || (second?.length ?? 0) < 2)) {
        return 'the second hand is played once both have two cards';
      }
      return undefined;
    case 'dealer':
      if (s.dealer.length < 2 || !s.revealed) return 'the dealer plays with the hole card shown';
      if (s.results.length > 0) return 'results before the round is over';
      if (s.hands.every(isBust)) return 'the dealer plays only against a hand not bust';
      return undefined;
    case 'over':
      if (s.drawing || s.results.length !== s.hands.length) return 'a settled round';
      return undefined;
    case 'left':
      return s.drawing ? 'the player has left the table' : undefined;
  }
}

/** Why `raw` (the JSON read, its shoe as cards) is not shaped as a position, or undefined. */
export function shapeProblem(raw: unknown): string | undefined {
  const read = shape.safeParse(raw);
  if (read.success) return undefined;
  const issue = read.error.issues[0];
  if (issue?.code === 'unrecognized_keys') return `unknown key ${excerpt(String(issue.keys[0]))}`;
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue?.message ?? 'not a Blackjack position'}`;
}
