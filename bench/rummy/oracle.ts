/**
 * A ceiling, not a player: the race seat told the other's hand (a cheat no seat may use), so
 * that it never throws the card that makes PLT's player gin by taking it, and throws instead
 * outs' best card that does not. What this wins over the race seat bounds what any reading of
 * PLT's hidden cards could win by holding back its gin card. Past 150 moves it stops holding
 * back: two hands that each hold the other's last card would go on for ever.
 *
 * With `dead` instead, the race seat is told the other's hand as if every card of it had been
 * picked up in view: its playouts draw only from the stock and the pile, and outs' help term
 * counts the whole hand. What that wins bounds what any reading of the hidden cards could win
 * by knowing which of our outs are dead.
 *
 *   npx tsx bench/rummy/oracle.ts deals seed [hold|dead]
 */
import type { Card } from '../../src/cards/card.ts';
import { masksOf } from '../../src/games/rummy/cover.ts';
import { ranked } from '../../src/games/rummy/gin2-player.ts';
import { scoredDiscards } from '../../src/games/rummy/outs-player.ts';
import { raceMove } from '../../src/games/rummy/race-player.ts';
import { ginAfterDiscard } from '../../src/games/rummy/two-draw.ts';
import { wholeArg } from '../lib/args.ts';
import { matchAgainstPlt, type Told, toldRummy } from './lib/runner.ts';

const args = process.argv.slice(2);
const deals = wholeArg('deals', args[0], 500);
const seed = wholeArg('seed', args[1], 11);
const mode = args[2] ?? 'hold';
if (mode !== 'hold' && mode !== 'dead') {
  console.error(`error: mode ${mode}: must be hold or dead`);
  process.exit(2);
}
const feeds = (theirs: readonly Card[], card: Card) => ginAfterDiscard(masksOf([card, ...theirs]));
let held = 0;

matchAgainstPlt(
  (o: Told, context) => {
    const theirs = o.told;
    if (mode === 'dead') {
      const known =
        o.turn === 0 ? [o.known[0] ?? [], theirs ?? []] : [theirs ?? [], o.known[1] ?? []];
      return raceMove({ ...o, known }, context.rng);
    }
    const move = raceMove(o, context.rng);
    if (move.kind !== 'discard' || !theirs || context.history.length > 150) return move;
    if (!feeds(theirs, move.card)) return move;
    const hand = o.hands[o.turn] as Card[];
    const safe = ranked(scoredDiscards(hand, o, o.known[1 - o.turn] ?? [])).find(
      (s) => !feeds(theirs, s.card),
    );
    if (safe) held++;
    return safe ? { kind: 'discard', card: safe.card } : move;
  },
  { deals, seed, options: { oracle: `race, told the other hand (${mode})` }, game: toldRummy },
);
if (mode === 'hold') console.log(`gin cards held back: ${held}`);
