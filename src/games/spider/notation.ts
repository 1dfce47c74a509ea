import { type Card, cardValue, parseCard } from '../../cards/card.ts';
import type { DealtCard } from '../../cards/identity.ts';
import { excerpt } from '../../core/excerpt.ts';
import { err, ok, type Result } from '../../core/result.ts';
import type { SuitCount } from './info.ts';
import { type Pile, runLength, type SpiderState, spiderDeck, TABLEAUS } from './state.ts';

/**
 * The text form of a state, one line:
 * `2 stock:54.5S,55.KH,… t1:0.5S,1.KH|5.QD … t10:… done:60.KS,…/… [gave-up]`.
 * A card is `id.value`; a tableau lists its face-down cards, then `|`, then its face-up ones,
 * bottom first; the stock lists the next card to deal first; completed runs are split by `/`.
 */

const cardsText = (cards: readonly DealtCard[]) => cards.map((c) => `${c.id}.${c.value}`).join(',');

export function stateToString(s: SpiderState): string {
  const piles = s.tableau.map((p, i) => `t${i + 1}:${cardsText(p.down)}|${cardsText(p.up)}`);
  const done = s.done.map(cardsText).join('/');
  const fields = [String(s.suits), `stock:${cardsText(s.stock)}`, ...piles, `done:${done}`];
  return (s.gaveUp ? [...fields, 'gave-up'] : fields).join(' ');
}

function parseCards(text: string): Result<DealtCard[]> {
  const out: DealtCard[] = [];
  for (const word of text.split(',').filter(Boolean)) {
    const m = /^(\d{1,3})\.(.+)$/.exec(word);
    const value = m ? parseCard(m[2] as string) : undefined;
    if (!m || !value?.ok) return err(`card ${excerpt(word)}: expected id.value like 12.QH`);
    out.push({ id: Number(m[1]), value: value.value });
  }
  return ok(out);
}

/** The part of `field` after `name:`, or an error naming the field expected. */
function fieldBody(field: string | undefined, name: string): Result<string> {
  if (field === undefined || !field.startsWith(`${name}:`)) {
    return err(`expected the field ${name}:… but found ${excerpt(field ?? 'the end')}`);
  }
  return ok(field.slice(name.length + 1));
}

function parsePile(field: string | undefined, i: number): Result<Pile> {
  const body = fieldBody(field, `t${i + 1}`);
  if (!body.ok) return body;
  const [downText, upText, extra] = body.value.split('|');
  if (upText === undefined || extra !== undefined) {
    return err(`tableau ${i + 1}: expected face-down cards, |, then face-up cards`);
  }
  const down = parseCards(downText as string);
  const up = parseCards(upText);
  if (!down.ok) return err(`tableau ${i + 1}: ${down.error}`);
  if (!up.ok) return err(`tableau ${i + 1}: ${up.error}`);
  if (up.value.length === 0 && down.value.length > 0) {
    return err(`tableau ${i + 1}: its top card must be face up`);
  }
  if (runLength(up.value) >= 13 && cardValue((up.value.at(-1) as DealtCard).value) === 1) {
    return err(`tableau ${i + 1}: a finished run would have left`);
  }
  return ok({ down: down.value, up: up.value });
}

/** Each run a king down to an ace of one suit. */
function checkRuns(runs: readonly DealtCard[][]): string | undefined {
  for (const run of runs) {
    if (
      run.length !== 13 ||
      runLength(run) !== 13 ||
      cardValue((run[0] as DealtCard).value) !== 13
    ) {
      return `completed run ${excerpt(cardsText(run))}: expected king to ace of one suit`;
    }
  }
  return undefined;
}

/** The whole deck, once each id 0..103, with the suits' cards. */
function checkDeck(s: SpiderState): string | undefined {
  const all = [...s.stock, ...s.tableau.flatMap((p) => [...p.down, ...p.up]), ...s.done.flat()];
  const ids = new Set(all.map((c) => c.id));
  if (all.length !== 104 || ids.size !== 104 || ![...ids].every((id) => id < 104)) {
    return 'expected the 104 cards with ids 0 to 103, each once';
  }
  const sorted = (cards: Card[]) => cards.sort().join();
  if (sorted(all.map((c) => c.value)) !== sorted(spiderDeck(s.suits))) {
    return `the cards are not the deck of ${s.suits} suit${s.suits === 1 ? '' : 's'}`;
  }
  if (s.stock.length % TABLEAUS !== 0) return 'the stock must hold whole deals of ten';
  return undefined;
}

export function parseState(text: string): Result<SpiderState> {
  const fields = text.trim().split(/\s+/);
  const suits = Number(fields[0]);
  if (![1, 2, 4].includes(suits))
    return err(`suits ${excerpt(fields[0] ?? '')}: expected 1, 2 or 4`);
  const stockText = fieldBody(fields[1], 'stock');
  if (!stockText.ok) return stockText;
  const stock = parseCards(stockText.value);
  if (!stock.ok) return err(`stock: ${stock.error}`);
  const tableau: Pile[] = [];
  for (let i = 0; i < TABLEAUS; i++) {
    const pile = parsePile(fields[2 + i], i);
    if (!pile.ok) return pile;
    tableau.push(pile.value);
  }
  const doneText = fieldBody(fields[2 + TABLEAUS], 'done');
  if (!doneText.ok) return doneText;
  const done: DealtCard[][] = [];
  for (const runText of doneText.value.split('/').filter(Boolean)) {
    const run = parseCards(runText);
    if (!run.ok) return err(`done: ${run.error}`);
    done.push(run.value);
  }
  const rest = fields.slice(3 + TABLEAUS);
  if (rest.length > 1 || (rest.length === 1 && rest[0] !== 'gave-up')) {
    return err(`unexpected ${excerpt(rest.join(' '))} after the completed runs`);
  }
  const state: SpiderState = {
    suits: suits as SuitCount,
    tableau,
    stock: stock.value,
    done,
    gaveUp: rest.length === 1,
  };
  const why = checkRuns(done) ?? checkDeck(state);
  if (why) return err(why);
  if (state.gaveUp && state.stock.length > 0) return err('gave-up only once the stock is used');
  return ok(state);
}
