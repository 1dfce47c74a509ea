/**
 * A ceiling, not a player: the race seat whose discards are played out as the whole game, told
 * the other's hand (a cheat no seat may use). Each playout deals the real stock cards in a
 * random order, lets PLT's player (sim-plt.ts, exact) take, draw and throw from its real hand,
 * and our side play the race seat's cheap policy (taking the top discard when it would keep
 * it): a discard is worth the share of playouts we go gin first. Where this wins little over
 * the race seat, no reading of PLT's hidden cards fed into such playouts can win more.
 *
 *   npx tsx bench/rummy/duel.ts deals seed [samples] [turns] [told|random|read|wrongN]
 */
import type { Card } from '../../src/cards/card.ts';
import type { Rng } from '../../src/core/rng.ts';
import { type Masks, masksOf } from '../../src/games/rummy/cover.ts';
import { ranked } from '../../src/games/rummy/gin2-player.ts';
import { type Scored, scoredDiscards, unseenOf } from '../../src/games/rummy/outs-player.ts';
import { clearestLead, flip, Race } from '../../src/games/rummy/race.ts';
import { raceMove } from '../../src/games/rummy/race-player.ts';
import {
  type CardId,
  idOf,
  isGinIds,
  masksOfIds,
  pltDiscardIds,
  pltWantsIds,
} from '../../src/games/rummy/sim-plt.ts';
import { ginAfterDiscard } from '../../src/games/rummy/two-draw.ts';
import { wholeArg } from '../lib/args.ts';
import { readHands } from './lib/hand-reading.ts';
import { matchAgainstPlt, type Told, toldRummy } from './lib/runner.ts';

const args = process.argv.slice(2);
const deals = wholeArg('deals', args[0], 250);
const seed = wholeArg('seed', args[1], 11);
const samples = wholeArg('samples', args[2], 64);
const turns = wholeArg('turns', args[3], 30);
/**
 * `told`: the other's real hand; `random`: its known pickups and unseen cards at random; `read`:
 * hands read from the history by lib/hand-reading.ts; `wrongN`: the real hand with N hidden cards wrong.
 */
const hidden = args[4] ?? 'told';

/** 1 if we go gin first, 0 if PLT does, ½ if neither within `turns` turns each. */
function duel(
  race: Race,
  ours: Masks,
  theirs: readonly CardId[],
  pile: readonly CardId[],
  stock: readonly CardId[],
): number {
  const m = ours.slice();
  let hand = theirs.slice();
  const gone = masksOfIds(pile);
  let top = pile[pile.length - 1] as CardId;
  let next = 0;
  for (let t = 0; t < turns; t++) {
    // PLT: "gone" below the top to draw, the whole pile to throw.
    flip(gone, top);
    const takes = pltWantsIds(hand, top, gone);
    flip(gone, top);
    if (!takes && next >= stock.length) return 0.5;
    const card = takes ? top : (stock[next++] as CardId);
    if (takes) flip(gone, top);
    const eleven = [card, ...hand];
    const [i] = pltDiscardIds(eleven, gone);
    top = eleven[i] as CardId;
    hand = eleven.filter((_, k) => k !== i);
    flip(gone, top);
    if (isGinIds(hand)) return 0;
    // Ours: the top when the cheap policy would keep it, else the stock.
    flip(m, top);
    let drawn = top;
    if (race.throwFrom(m, top) === top) {
      flip(m, top);
      if (next >= stock.length) return 0.5;
      drawn = stock[next++] as CardId;
      flip(m, drawn);
    } else {
      flip(gone, top);
    }
    if (ginAfterDiscard(m)) return 1;
    const out = race.throwFrom(m, drawn);
    flip(m, out);
    flip(gone, out);
    top = out;
  }
  return 0.5;
}

const without = (hand: readonly Card[], card: Card) => hand.filter((c) => c !== card);

function duelDiscard(hand: readonly Card[], o: Told, rng: Rng, history: readonly string[]): Card {
  const best = ranked(scoredDiscards(hand, o, o.known[1 - o.turn] ?? [])).slice(0, 4);
  const first = best[0] as Scored;
  if (best.length < 2 || first.score[0] === hand.length - 1) return first.card;
  const told = (o.told ?? []).map(idOf);
  const race = new Race(unseenOf(o, hand).map(idOf), masksOf(o.discards));
  const inStock = race.unseen.filter((id) => !told.includes(id));
  const picked = (o.known[1 - o.turn] ?? []).map(idOf);
  const rows = best.map(() => new Float64Array(samples));
  const read = hidden === 'read' ? readHands(o, history, rng.int(0, 0x7fffffff), samples) : null;
  for (let k = 0; k < samples; k++) {
    let theirs = told;
    let stock = rng.shuffle(inStock);
    const wrong = hidden.startsWith('wrong') ? Number(hidden.slice(5)) : 0;
    if (wrong > 0) {
      // The real hand with `wrong` of its hidden cards swapped for other unseen cards.
      const own = told.filter((id) => !picked.includes(id));
      const out = new Set(rng.shuffle(own).slice(0, wrong));
      const swaps = rng.shuffle(inStock).slice(0, out.size);
      theirs = [...told.filter((id) => !out.has(id)), ...swaps];
      stock = rng.shuffle(race.unseen.filter((id) => !theirs.includes(id)));
    }
    if (read) {
      theirs = read[k] as CardId[];
      stock = rng.shuffle(race.unseen.filter((id) => !theirs.includes(id)));
    }
    if (hidden === 'random' || (hidden === 'read' && !read)) {
      const dealt = rng.shuffle(race.unseen);
      theirs = [...picked, ...dealt.slice(0, 10 - picked.length)];
      stock = dealt.slice(10 - picked.length);
    }
    for (const [i, s] of best.entries()) {
      const pile = [...o.discards.map(idOf), idOf(s.card)];
      (rows[i] as Float64Array)[k] = duel(
        race,
        masksOf(without(hand, s.card)),
        theirs,
        pile,
        stock,
      );
    }
  }
  const pick = clearestLead(rows, 2);
  return (best[pick] as Scored).card;
}

matchAgainstPlt(
  (o: Told, context) => {
    if (o.phase !== 'discard') return raceMove(o, context.rng);
    const hand = o.hands[o.turn] as Card[];
    return { kind: 'discard', card: duelDiscard(hand, o, context.rng, context.history) };
  },
  { deals, seed, options: { oracle: `duel playouts, ${hidden}`, samples, turns }, game: toldRummy },
);
