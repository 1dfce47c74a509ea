import { type Card, cardListText, parseCardList } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { excerpt } from '../../core/excerpt.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { isGin } from './gin.ts';
import { DEAL_COUNT } from './info.ts';
import { inDeckOrder, type Phase, type RummyEnd, type RummyState } from './state.ts';

/** Rummy's state text; rules.ts has the move text, which needs the legality check. */

const endText = (end: RummyEnd | null) =>
  end === null ? '' : ` end=${end.winner}${end.dealt ? ' dealt' : ''}`;

/**
 * `hands=AH,2H,.../7C,... known=-/7H stock=3C,... discards=KD,4S turn=0 phase=draw`, hands in
 * hand order (the card drawn last first), the discard pile bottom first, then ` end=0|1|tie`
 * and ` dealt` once the game is over.
 */
export function stateToString(s: RummyState): string {
  const hands = s.hands.map(cardListText).join('/');
  const known = s.known.map(cardListText).join('/');
  return `hands=${hands} known=${known} stock=${cardListText(s.stock)} discards=${cardListText(s.discards)} turn=${s.turn} phase=${s.phase}${endText(s.end)}`;
}

const PHASES: readonly Phase[] = ['draw', 'drawing', 'discard', 'over'];

/** Reads the state text and checks what play keeps true: one deck, hand sizes, the phase. */
export function parseState(text: string): Result<RummyState> {
  const fail = (why: string) => err<RummyState>(`state ${excerpt(text)}: ${why}`);
  const m =
    /^hands=(\S+)\/(\S+) known=(\S+)\/(\S+) stock=(\S+) discards=(\S+) turn=([01]) phase=(\w+)( end=(0|1|tie)( dealt)?)?$/.exec(
      text.trim(),
    );
  if (!m) return fail('expected hands=../.. known=../.. stock=.. discards=.. turn=N phase=P');
  const names = ['hand 1', 'hand 2', 'known 1', 'known 2', 'stock', 'discards'];
  const lists: Card[][] = [];
  for (const [i, name] of names.entries()) {
    const read = parseCardList(m[i + 1] as string, name);
    if (!read.ok) return fail(read.error);
    lists.push(read.value);
  }
  const [h0, h1, k0, k1, stock, discards] = lists as [
    Card[],
    Card[],
    Card[],
    Card[],
    Card[],
    Card[],
  ];
  const phase = m[8] as Phase;
  if (!PHASES.includes(phase))
    return fail(`phase=${excerpt(phase)}: expected ${PHASES.join(', ')}`);
  const turn = Number(m[7]);
  const all = [...h0, ...h1, ...stock, ...discards].sort();
  const deck = standardDeck().sort();
  if (all.length !== deck.length || all.some((c, i) => c !== deck[i])) {
    return fail('the hands, stock and discards must hold the 52 cards, each once');
  }
  if (k0.some((c) => !h0.includes(c)) || k1.some((c) => !h1.includes(c))) {
    return fail('a known card must be in the hand that took it');
  }
  const hands = [h0, h1];
  const holding = phase === 'discard' ? DEAL_COUNT + 1 : DEAL_COUNT;
  if (hands.some((h, p) => h.length !== (p === turn ? holding : DEAL_COUNT))) {
    return fail(`hands hold ${DEAL_COUNT} cards, and ${DEAL_COUNT + 1} while discarding`);
  }
  if (discards.length === 0 && phase !== 'discard') return fail('the discard pile is empty');
  const endMatch = m[10];
  if ((phase === 'over') !== (endMatch !== undefined)) return fail('end= goes with phase=over');
  if (phase === 'drawing' && stock.length === 0) return fail('drawing from an empty stock');
  const end: RummyEnd | null =
    endMatch === undefined
      ? null
      : { winner: endMatch === 'tie' ? 'tie' : Number(endMatch), dealt: m[11] !== undefined };
  if (end && !end.dealt && (end.winner !== turn || !isGin(hands[turn] as Card[]))) {
    return fail('a game won on a discard ends with the winner, who has gin, to move');
  }
  return ok({ hands, known: [k0, k1], stock: inDeckOrder(stock), discards, turn, phase, end });
}
