import diceRace from '../../tests/games/dice-race/index.ts';
import drawPile from '../../tests/games/draw-pile/index.ts';
import scratchpad from '../../tests/games/scratchpad/index.ts';
import { excerpt } from '../core/excerpt.ts';
import aces from './aces/index.ts';
import blackjack from './blackjack/index.ts';
import chatNoir from './chat-noir/index.ts';
import checkers from './checkers/index.ts';
import connect4 from './connect4/index.ts';
import crazy8s from './crazy-8s/index.ts';
import type { AnyDescriptor, AnyGameDescriptor } from './descriptor.ts';
import gcalc from './gcalc/index.ts';
import goFish from './go-fish/index.ts';
import gobblet from './gobblet/index.ts';
import jewel from './jewel/index.ts';
import lightsOut from './lights-out/index.ts';
import memory from './memory/index.ts';
import mines from './mines/index.ts';
import miniCard from './mini-card/index.ts';
import onitama from './onitama/index.ts';
import parcheesi from './parcheesi/index.ts';
import pbn from './pbn/index.ts';
import pousse from './pousse/index.ts';
import rummy from './rummy/index.ts';
import same from './same/index.ts';
import slidey from './slidey/index.ts';
import spider from './spider/index.ts';
import tallyMaze from './tally-maze/index.ts';

/**
 * The one list of games: light descriptors only (ids, titles, icons, params), so the console
 * and `games list` load no rules and no engine. Adding a game is adding its folder and one line
 * here. The small games of tests/games are registered too, unlisted: the tests open them by
 * address to prove hidden hands, chance, fixed seats and apps through every layer.
 */
export const registry: readonly AnyDescriptor[] = [
  aces,
  goFish,
  crazy8s,
  blackjack,
  rummy,
  spider,
  memory,
  slidey,
  same,
  mines,
  pbn,
  lightsOut,
  pousse,
  gobblet,
  jewel,
  parcheesi,
  checkers,
  chatNoir,
  tallyMaze,
  gcalc,
  connect4,
  miniCard,
  onitama,
  drawPile,
  diceRace,
  scratchpad,
];

/** The games the console shows: the small test games are opened only by address. */
export const listed = (entries: readonly AnyDescriptor[] = registry) =>
  entries.filter((d) => d.listed !== false);

export function findDescriptor(
  id: string,
  entries: readonly AnyDescriptor[] = registry,
): AnyDescriptor {
  const found = entries.find((d) => d.info.id === id);
  if (!found) {
    const known = listed(entries).map((d) => d.info.id);
    throw new Error(`no game ${excerpt(id)} (known: ${known.join(', ')})`);
  }
  return found;
}

/** A turn game by id; an app or an unknown id is an error naming it. */
export function findGame(
  id: string,
  entries: readonly AnyDescriptor[] = registry,
): AnyGameDescriptor {
  const found = findDescriptor(id, entries);
  if (found.kind !== 'game') throw new Error(`"${id}" is an app, not a game`);
  return found;
}
