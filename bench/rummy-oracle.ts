/**
 * A ceiling, not a player: the race seat told the other's hand (a cheat no seat may use), so
 * that it never throws the card that makes PLT's player gin by taking it, and throws instead
 * outs' best card that does not. What this wins over the race seat bounds what any reading of
 * PLT's hidden cards could win by holding back its gin card. Past 150 moves it stops holding
 * back: two hands that each hold the other's last card would go on for ever.
 *
 *   npx tsx bench/rummy-oracle.ts deals seed
 */
import type { Card } from '../src/cards/card.ts';
import { masksOf } from '../src/games/rummy/cover.ts';
import { ranked } from '../src/games/rummy/gin2-player.ts';
import { scoredDiscards } from '../src/games/rummy/outs-player.ts';
import { raceMove } from '../src/games/rummy/race-player.ts';
import { rummy } from '../src/games/rummy/rules.ts';
import type { RummyObservation } from '../src/games/rummy/state.ts';
import { ginAfterDiscard } from '../src/games/rummy/two-draw.ts';
import { wholeArg } from './args.ts';
import { matchAgainstPlt } from './rummy-runner.ts';

type Told = RummyObservation & { readonly told?: readonly Card[] };

const args = process.argv.slice(2);
const deals = wholeArg('deals', args[0], 500);
const seed = wholeArg('seed', args[1], 11);
const observe = rummy.observe as NonNullable<typeof rummy.observe>;
const cheating: typeof rummy = {
  ...rummy,
  observe: (s, viewer): Told => ({
    ...observe(s, viewer),
    told: typeof viewer === 'number' ? s.hands[1 - viewer] : undefined,
  }),
};
const feeds = (theirs: readonly Card[], card: Card) => ginAfterDiscard(masksOf([card, ...theirs]));
let held = 0;

matchAgainstPlt(
  (o: Told, context) => {
    const move = raceMove(o, context.rng);
    const theirs = o.told;
    if (move.kind !== 'discard' || !theirs || context.history.length > 150) return move;
    if (!feeds(theirs, move.card)) return move;
    const hand = o.hands[o.turn] as Card[];
    const safe = ranked(scoredDiscards(hand, o, o.known[1 - o.turn] ?? [])).find(
      (s) => !feeds(theirs, s.card),
    );
    if (safe) held++;
    return safe ? { kind: 'discard', card: safe.card } : move;
  },
  { deals, seed, options: { oracle: 'race, told the other hand' }, game: cheating },
);
console.log(`gin cards held back: ${held}`);
