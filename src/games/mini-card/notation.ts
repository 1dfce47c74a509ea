import { type Card, parseCard } from '../../cards/card.ts';
import { err, ok, type Result } from '../../core/result.ts';
import type { MiniMove } from './assignment.ts';

/**
 * The assignment's Scheme notation: cards as pairs `((H . 3) (D . Q))`, moves as symbols
 * `(draw draw discard)`. A leading quote, as typed at the Racket prompt, is accepted.
 */
const unquote = (text: string) => text.trim().replace(/^'/, '');

export function parsePairCards(text: string): Result<Card[]> {
  const body = /^\(\s*(.*?)\s*\)$/s.exec(unquote(text));
  if (!body) return err(`cards "${text}": expected a list like '((H . 3) (D . Q))`);
  const pairs = (body[1] ?? '').match(/\([^()]*\)|\S+/g) ?? [];
  const cards: Card[] = [];
  for (const pair of pairs) {
    const m = /^\(\s*([CDHS])\s+\.\s+(10|[2-9AJQK])\s*\)$/i.exec(pair);
    if (!m) return err(`cards: "${pair}" is not a card like (H . Q) (suit . rank)`);
    const parsed = parseCard(`${m[2]}${m[1]}`);
    if (!parsed.ok) return parsed;
    if (cards.includes(parsed.value)) return err(`cards: ${pair} appears twice`);
    cards.push(parsed.value);
  }
  return ok(cards);
}

export function parseMoveList(text: string): Result<MiniMove[]> {
  const body = /^\(\s*(.*?)\s*\)$/s.exec(unquote(text));
  if (!body) return err(`moves "${text}": expected a list like '(draw draw discard)`);
  const words = (body[1] ?? '').split(/\s+/).filter(Boolean);
  const bad = words.find((w) => w !== 'draw' && w !== 'discard');
  if (bad !== undefined) return err(`moves: "${bad}" is neither draw nor discard`);
  return ok(words as MiniMove[]);
}

export const pairOf = (c: Card): string => `(${c.slice(-1)} . ${c.slice(0, -1)})`;
export const pairList = (cards: readonly Card[]): string => `(${cards.map(pairOf).join(' ')})`;
