import { excerpt } from '../core/excerpt.ts';
import { err, type Result } from '../core/result.ts';
import { type Card, parseCard } from './card.ts';

/** Scheme's pair form of a card, `(H . Q)`: suit then rank, as the Mini Card assignment writes it. */
export const toPair = (c: Card): string => `(${c.slice(-1)} . ${c.slice(0, -1)})`;

export function parsePair(text: string): Result<Card> {
  const m = /^\(\s*([CDHS])\s+\.\s+(10|[2-9AJQK])\s*\)$/i.exec(text.trim());
  if (!m) return err(`${excerpt(text)} is not a card like (H . Q) (suit . rank)`);
  return parseCard(`${m[2]}${m[1]}`);
}
