import type { Card } from '../../cards/card.ts';
import { parsePair } from '../../cards/pair.ts';
import { excerpt } from '../../core/excerpt.ts';
import { err, ok, type Result } from '../../core/result.ts';
import type { MiniMove } from './assignment.ts';

/**
 * The assignment's Scheme notation: cards as pairs `((H . 3) (D . Q))`, moves as symbols
 * `(draw draw discard)`. A leading quote, as typed at the Racket prompt, is accepted.
 */
const unquote = (text: string) => text.trim().replace(/^'/, '');

export function parsePairCards(text: string): Result<Card[]> {
  const body = /^\(\s*(.*?)\s*\)$/s.exec(unquote(text));
  if (!body) return err(`cards ${excerpt(text)}: expected a list like '((H . 3) (D . Q))`);
  const pairs = (body[1] ?? '').match(/\([^()]*\)|\S+/g) ?? [];
  const cards: Card[] = [];
  for (const pair of pairs) {
    const parsed = parsePair(pair);
    if (!parsed.ok) return err(`cards: ${parsed.error}`);
    if (cards.includes(parsed.value)) return err(`cards: ${pair} appears twice`);
    cards.push(parsed.value);
  }
  return ok(cards);
}

export function parseMoveList(text: string): Result<MiniMove[]> {
  const body = /^\(\s*(.*?)\s*\)$/s.exec(unquote(text));
  if (!body) return err(`moves ${excerpt(text)}: expected a list like '(draw draw discard)`);
  const words = (body[1] ?? '').split(/\s+/).filter(Boolean);
  const bad = words.find((w) => w !== 'draw' && w !== 'discard');
  if (bad !== undefined) return err(`moves: ${excerpt(bad)} is neither draw nor discard`);
  return ok(words as MiniMove[]);
}
