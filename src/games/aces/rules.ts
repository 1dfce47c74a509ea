import {
  type Card,
  cardName,
  cardValue,
  parseCards,
  SUIT_SYMBOLS,
  suitOf,
} from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { excerpt } from '../../core/excerpt.ts';
import { type Game, IllegalMoveError, type Viewer } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { pltDeck, winnableDeck } from './deal.ts';
import { type AcesParams, acesInfo } from './info.ts';

/**
 * Aces (Aces Up, PLT `aces`, spec §1). Four stacks and a stock. A click on the stock deals one
 * card onto each stack. A click on the newest card of a stack removes it when a higher card of
 * its suit (the ace counts high) is the newest card of a stack; else moves it to the leftmost
 * empty stack. Won when only the four aces are left, one a stack.
 */
export interface AcesState {
  /** The whole deck as dealt: four to the stacks, then the stock from its top. */
  readonly deck: readonly Card[];
  /** Each stack from its oldest card to its newest: the last one is the one that can be clicked. */
  readonly stacks: readonly (readonly Card[])[];
  /** The cards removed, in the order they went. */
  readonly out: readonly Card[];
}

/** `deal` (a click on the stock) or a click on the newest card of stack 0–3. */
export type AcesMove = 'deal' | 0 | 1 | 2 | 3;

/** What a player sees: the stacks, the cards removed and the size of the stock; not its cards. */
export interface AcesObservation {
  readonly stacks: readonly (readonly Card[])[];
  readonly out: readonly Card[];
  readonly stock: number;
  /** The deck, for a viewer who sees everything (the game is over): the solver's input. */
  readonly deck: readonly Card[] | null;
}

export const STACKS = 4;
export const DECK_SIZE = 52;

/** PLT's value with the ace high: 2…13, and 14 for an ace. */
export const power = (c: Card): number => (cardValue(c) === 1 ? 14 : cardValue(c));

type Table = Pick<AcesObservation, 'stacks' | 'out'>;

export const stockSize = (s: Table): number =>
  DECK_SIZE - s.out.length - s.stacks.reduce((n, stack) => n + stack.length, 0);

/** The cards still in the stock, next first. */
export const stockOf = (s: AcesState): readonly Card[] => s.deck.slice(DECK_SIZE - stockSize(s));

/** Whether the newest card of stack `i` can be removed: a higher card of its suit shows. */
export function removable(stacks: Table['stacks'], i: number): boolean {
  const card = stacks[i]?.at(-1);
  if (!card || cardValue(card) === 1) return false;
  return stacks.some((s) => {
    const other = s.at(-1);
    return other !== undefined && suitOf(other) === suitOf(card) && power(other) > power(card);
  });
}

/** What a click on stack `i` does: remove its newest card, move it to a stack, or nothing. */
export function clickEffect(
  stacks: Table['stacks'],
  i: number,
): { kind: 'remove' } | { kind: 'move'; to: number } | null {
  if (!stacks[i]?.length) return null;
  if (removable(stacks, i)) return { kind: 'remove' };
  const to = stacks.findIndex((s) => s.length === 0);
  return to < 0 ? null : { kind: 'move', to };
}

/**
 * The moves of a position, in this order: the stacks whose click does something, left to
 * right, then `deal` while the stock has cards. PLT records a click on the empty stock as an
 * undo step that does nothing; here it is no move (help.md).
 */
export function movesOf(s: Table): AcesMove[] {
  const moves: AcesMove[] = [];
  for (let i = 0; i < STACKS; i++) if (clickEffect(s.stacks, i)) moves.push(i as AcesMove);
  if (stockSize(s) > 0) moves.push('deal');
  return moves;
}

/** Won: only the four aces are left, one on each stack. */
export const isWon = (s: Table): boolean =>
  s.out.length === DECK_SIZE - STACKS &&
  s.stacks.every((stack) => stack.length === 1 && cardValue(stack[0] as Card) === 1);

function whyIllegal(s: AcesState, move: unknown): string | undefined {
  if (move === 'deal') return stockSize(s) > 0 ? undefined : 'the stock is empty';
  if (typeof move !== 'number' || !Number.isInteger(move) || move < 0 || move >= STACKS)
    return `${JSON.stringify(move)} is not an Aces move (deal, or a stack 1-4)`;
  if (!s.stacks[move]?.length) return `stack ${move + 1} is empty`;
  if (!clickEffect(s.stacks, move))
    return `the ${cardName(s.stacks[move]?.at(-1) as Card)} can neither be removed nor moved`;
  return undefined;
}

/** The position after `move`, which must be legal. */
export function apply(s: AcesState, move: AcesMove): AcesState {
  if (move === 'deal') {
    const next = stockOf(s).slice(0, STACKS);
    return { ...s, stacks: s.stacks.map((stack, i) => [...stack, next[i] as Card]) };
  }
  const card = s.stacks[move]?.at(-1) as Card;
  const effect = clickEffect(s.stacks, move);
  const stacks = s.stacks.map((stack, i) => (i === move ? stack.slice(0, -1) : stack));
  if (effect?.kind === 'remove') return { ...s, stacks, out: [...s.out, card] };
  const to = (effect as { to: number }).to;
  return { ...s, stacks: stacks.map((stack, i) => (i === to ? [card] : stack)) };
}

/** The deal of a shuffled deck: its first four cards, one a stack. */
export const dealOf = (deck: readonly Card[]): AcesState => ({
  deck,
  stacks: deck.slice(0, STACKS).map((c) => [c]),
  out: [],
});

const moveName = (m: AcesMove) => (m === 'deal' ? 'deal' : String(m + 1));
const symbol = (c: Card) => `${c.slice(0, -1)}${SUIT_SYMBOLS[suitOf(c)]}`;

/** `QH,3S/5C//7D out 2H,4H deck <52 cards>`: the stacks oldest first, the removed, the deck. */
export function stateToString(s: AcesState): string {
  return `${s.stacks.map((st) => st.join(',')).join('/')} out ${s.out.join(',') || '-'} deck ${s.deck.join(',')}`;
}

export function parseState(text: string): Result<AcesState> {
  const bad = (why: string) => err<AcesState>(`state ${excerpt(text)}: ${why}`);
  const m = /^(\S*) out (\S+) deck (\S+)$/.exec(text.trim());
  if (!m) return bad('expected "stacks out cards deck cards"');
  const parts = (m[1] as string).split('/');
  if (parts.length !== STACKS) return bad(`expected ${STACKS} stacks separated by /`);
  const read = (t: string) => (t === '' || t === '-' ? ok<Card[]>([]) : parseCards(t));
  const stacks: Card[][] = [];
  for (const part of parts) {
    const cards = read(part);
    if (!cards.ok) return bad(cards.error);
    stacks.push(cards.value);
  }
  const out = read(m[2] as string);
  const deck = read(m[3] as string);
  if (!out.ok) return bad(out.error);
  if (!deck.ok) return bad(deck.error);
  if (deck.value.length !== DECK_SIZE || new Set(deck.value).size !== DECK_SIZE)
    return bad('the deck must hold the 52 cards once each');
  const state: AcesState = { deck: deck.value, stacks, out: out.value };
  const seen = [...stacks.flat(), ...out.value];
  if (new Set(seen).size !== seen.length) return bad('a card shows twice');
  const left = stockSize(state);
  if (left % STACKS !== 0 || left > DECK_SIZE - STACKS)
    return bad('the stock must be dealt by fours');
  const dealt = new Set(deck.value.slice(0, DECK_SIZE - left));
  if (seen.some((c) => !dealt.has(c))) return bad('a card on the table is still in the stock');
  return ok(state);
}

export const aces: Game<AcesState, AcesMove, AcesParams, AcesObservation> = {
  ...acesInfo,

  setup(params, rng) {
    return dealOf(params.deals === 'winnable' ? winnableDeck(rng) : pltDeck(rng));
  },

  toMove: () => 0,

  legalMoves: (s) => movesOf(s),

  play(s, move) {
    const why = whyIllegal(s, move);
    if (why) throw new IllegalMoveError(why);
    return apply(s, move);
  },

  /** PLT's game over: the stock empty and four suits showing, so no click does anything. */
  result(s) {
    if (movesOf(s).length > 0) return null;
    if (isWon(s)) return { kind: 'solved', detail: 'Congratulations! You win!' };
    const left = DECK_SIZE - s.out.length;
    return { kind: 'failed', detail: `Game over: ${left} cards left` };
  },

  observe(s, viewer: Viewer): AcesObservation {
    return {
      stacks: s.stacks,
      out: s.out,
      stock: stockSize(s),
      deck: viewer === 'all' ? s.deck : null,
    };
  },

  /** The cards not yet seen, shuffled into the stock; the seen ones lead the deck. */
  determinize(o, _player, rng) {
    const seen = [...o.stacks.flat(), ...o.out];
    const known = new Set(seen);
    const unseen = standardDeck().filter((c) => !known.has(c));
    return { deck: [...seen, ...rng.shuffle(unseen)], stacks: o.stacks, out: o.out };
  },

  moveText(s, move) {
    if (move === 'deal') return 'deal';
    const card = s.stacks[move]?.at(-1) as Card;
    const effect = clickEffect(s.stacks, move);
    if (effect?.kind === 'move') return `move ${symbol(card)} to stack ${effect.to + 1}`;
    return `remove ${symbol(card)}`;
  },

  moveToString: moveName,

  parseMove(text, s) {
    const t = text.trim().toLowerCase();
    const move: unknown =
      t === 'deal' || t === 'd' ? 'deal' : /^[1-4]$/.test(t) ? Number(t) - 1 : null;
    if (move === null) return err(`move ${excerpt(text)}: expected deal (or d) or a stack 1-4`);
    const why = whyIllegal(s, move);
    return why ? err(`move ${excerpt(text)}: ${why}`) : ok(move as AcesMove);
  },

  stateToString,
  parseState,
};
