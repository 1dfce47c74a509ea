import { excerpt } from '../../../src/core/excerpt.ts';
import { err, ok, type Result } from '../../../src/core/result.ts';
import { ascending, beats, type CardId, listToString, parseList } from './cards.ts';
import { DECK_SIZE, MAX_PLAYERS, MIN_PLAYERS, VALUES } from './info.ts';
import type { DrawPileState } from './rules.ts';

/** Draw Pile's state text; rules.ts has the move text, which needs the legality check. */

/**
 * `hands=2a,5b,9a/1b,3a,12b discard=- cleared=- pile=1a,2b,... turn=0`, with ` drawing` at the
 * end at a chance node; `-` is an empty list.
 */
export function stateToString(s: DrawPileState): string {
  const hands = s.hands.map(listToString).join('/');
  const zones = `discard=${listToString(s.discard)} cleared=${listToString(s.cleared)} pile=${listToString(s.pile)}`;
  return `hands=${hands} ${zones} turn=${s.turn}${s.drawing ? ' drawing' : ''}`;
}

/** Reads the state text and checks what play keeps true: one deck, a rising discard pile. */
export function parseState(text: string): Result<DrawPileState> {
  const fail = (why: string) => err<DrawPileState>(`state ${excerpt(text)}: ${why}`);
  const m = /^hands=(\S+) discard=(\S+) cleared=(\S+) pile=(\S+) turn=(\d)( drawing)?$/.exec(
    text.trim(),
  );
  if (!m) return fail('expected hands=.../... discard=... cleared=... pile=... turn=N [drawing]');
  const [, handsText, discardText, clearedText, pileText, turnText, drawing] = m as string[];
  const lists = [
    ...(handsText as string).split('/').map((h, i) => parseList(h, `hand ${i + 1}`)),
    parseList(discardText as string, 'discard'),
    parseList(clearedText as string, 'cleared'),
    parseList(pileText as string, 'pile'),
  ];
  const cards: CardId[][] = [];
  for (const list of lists) {
    if (!list.ok) return fail(list.error);
    cards.push(list.value);
  }
  const pile = cards.pop() as CardId[];
  const cleared = cards.pop() as CardId[];
  const discard = cards.pop() as CardId[];
  const hands = cards.map(ascending);
  const turn = Number(turnText);
  if (hands.length < MIN_PLAYERS || hands.length > MAX_PLAYERS) {
    return fail(`${hands.length} hands; ${MIN_PLAYERS} to ${MAX_PLAYERS} players play`);
  }
  const all = ascending([...hands.flat(), ...discard, ...cleared, ...pile]);
  if (all.length !== DECK_SIZE || all.some((card, i) => card !== i)) {
    return fail(`the cards must be the ${DECK_SIZE} cards 1a to ${VALUES}b, each once`);
  }
  if (discard.some((card, i) => i > 0 && !beats(card, discard.slice(0, i)))) {
    return fail('each card of the discard pile must be higher than the one below it');
  }
  if (turn >= hands.length) return fail(`turn=${turn} but there are ${hands.length} players`);
  const empty = hands.filter((h) => h.length === 0).length;
  if (empty > 1) return fail('only one player can have played their last card');
  if (drawing && (empty > 0 || pile.length === 0)) {
    return fail('a player draws only from a pile with cards, in a game that is not over');
  }
  return ok({
    hands,
    discard,
    cleared,
    pile: ascending(pile),
    turn,
    drawing: drawing !== undefined,
  });
}
