import type { AiInfo } from '../core/ai.ts';
import { excerpt } from '../core/excerpt.ts';
import type { GameInfo } from '../core/game.ts';
import { readInteger } from '../core/integer.ts';
import { err, ok, type Result } from '../core/result.ts';
import { GENERIC_NEEDS, unmetNeed } from './requirements.ts';

/**
 * The names of the generic computer players, which fit any game whose flags allow them:
 * `random`, `mcts:<iterations>`, `ismcts:<iterations>` and `expectimax:<depth>`. Light (no
 * search code): the seat picker lists them from a game's static facts; generic-players.ts
 * builds the players themselves.
 */

export type GenericKind = keyof typeof GENERIC_NEEDS;

/** A generic player's id read: its algorithm and its size (iterations or depth). */
export interface GenericSpec {
  readonly kind: GenericKind;
  /**
   * Iterations for MCTS and IS-MCTS, depth for expectimax; for random, none or the number of
   * another stream of random moves (`random:1` is not a clone of `random`, for references).
   */
  readonly size?: number;
}

interface Sized {
  readonly title: string;
  /** What the number after the colon counts. */
  readonly unit: string;
  readonly min: number;
  readonly max: number;
  /** The size the seat picker offers; none for random, which needs no size. */
  readonly offered?: number;
}

/** The sane ranges: a move at the largest still takes seconds, not hours, on any game here. */
const SIZED: Readonly<Record<GenericKind, Sized>> = {
  random: { title: 'Random moves', unit: 'stream', min: 1, max: 1_000_000 },
  mcts: { title: 'MCTS', unit: 'iterations', min: 1, max: 100_000, offered: 1000 },
  ismcts: { title: 'IS-MCTS', unit: 'iterations', min: 1, max: 100_000, offered: 1000 },
  expectimax: { title: 'Expectimax', unit: 'depth', min: 1, max: 8, offered: 3 },
};

const isGeneric = (kind: string): kind is GenericKind => Object.hasOwn(SIZED, kind);

/** The forms of the generic players a game with these flags and seats allows (for errors). */
export function genericForms(
  info: Pick<GameInfo, 'id' | 'chance' | 'hiddenInformation'>,
  players?: number,
): string[] {
  return (Object.keys(GENERIC_NEEDS) as GenericKind[])
    .filter((kind) => genericRefusal({ kind }, info, players) === undefined)
    .map((kind) => (kind === 'random' ? kind : `${kind}:<${SIZED[kind].unit}>`));
}

export const genericId = ({ kind, size }: GenericSpec): string =>
  size === undefined ? kind : `${kind}:${size}`;

export function genericLabel({ kind, size }: GenericSpec): string {
  const { title, unit } = SIZED[kind];
  if (size === undefined) return title;
  if (kind === 'random') return `${title}, ${unit} ${size}`;
  return unit === 'depth' ? `${title}, depth ${size}` : `${title}, ${size} ${unit}`;
}

/**
 * Reads a generic player's id. Undefined when `id` names none (another player of the game's
 * own, or a typo); an error when it names one with a bad size (`mcts:0`, `ismcts:many`).
 */
export function parseGenericId(id: string): Result<GenericSpec> | undefined {
  const colon = id.indexOf(':');
  const kind = colon < 0 ? id : id.slice(0, colon);
  if (!isGeneric(kind)) return undefined;
  const { title, unit, min, max, offered } = SIZED[kind];
  const range = `${kind}:<${unit}> takes ${unit === 'stream' ? 'a stream' : unit} from ${min} to ${max}`;
  if (colon < 0) {
    return offered === undefined
      ? ok({ kind })
      : err(`${title} needs its ${unit}: ${range}, e.g. ${kind}:${offered}`);
  }
  const size = readInteger(id.slice(colon + 1));
  if (!size.ok || size.value < min || size.value > max) {
    return err(`computer player ${excerpt(id)}: ${range}`);
  }
  return ok({ kind, size: size.value });
}

/**
 * Why the generic player `spec` cannot play a game with these flags and `players` seats, or
 * undefined when it can.
 */
export function genericRefusal(
  spec: GenericSpec,
  info: Pick<GameInfo, 'id' | 'chance' | 'hiddenInformation'>,
  players?: number,
): string | undefined {
  const unmet = unmetNeed(info, GENERIC_NEEDS[spec.kind], players);
  return unmet && `${genericId(spec)} cannot play ${info.id}: ${unmet}`;
}

/**
 * The generic players offered for a game with `players` seats: random moves, then one sized
 * tree search (MCTS where nothing is hidden, else IS-MCTS), then expectimax where it fits (two
 * players, dice, nothing hidden).
 */
export function genericAis(
  info: Pick<GameInfo, 'id' | 'chance' | 'hiddenInformation'>,
  players: number,
): AiInfo[] {
  const offered: GenericSpec[] = [
    { kind: 'random' },
    info.hiddenInformation
      ? { kind: 'ismcts', size: SIZED.ismcts.offered as number }
      : { kind: 'mcts', size: SIZED.mcts.offered as number },
    { kind: 'expectimax', size: SIZED.expectimax.offered as number },
  ];
  return offered
    .filter((spec) => genericRefusal(spec, info, players) === undefined)
    .map((spec) => ({ id: genericId(spec), label: genericLabel(spec) }));
}

/**
 * A game's own players, then the generic ones it does not shadow: an own player with a generic
 * id (Go Fish's `ismcts:200`) is the one that plays under that id.
 */
export function withGenericAis(
  own: readonly AiInfo[],
  info: Pick<GameInfo, 'id' | 'chance' | 'hiddenInformation'>,
  players: number,
): AiInfo[] {
  const ids = new Set(own.map((ai) => ai.id));
  return [...own, ...genericAis(info, players).filter((ai) => !ids.has(ai.id))];
}
