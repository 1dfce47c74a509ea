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
  /** Iterations for MCTS and IS-MCTS, depth for expectimax; none for random. */
  readonly size?: number;
}

interface Sized {
  readonly title: string;
  /** What the number after the colon counts. */
  readonly unit: string;
  readonly min: number;
  readonly max: number;
  /** The size the seat picker offers. */
  readonly offered: number;
}

/** The sane ranges: a move at the largest still takes seconds, not hours, on any game here. */
const SIZED: Readonly<Record<Exclude<GenericKind, 'random'>, Sized>> = {
  mcts: { title: 'MCTS', unit: 'iterations', min: 1, max: 100_000, offered: 1000 },
  ismcts: { title: 'IS-MCTS', unit: 'iterations', min: 1, max: 100_000, offered: 1000 },
  expectimax: { title: 'Expectimax', unit: 'depth', min: 1, max: 8, offered: 3 },
};

const isSized = (kind: string): kind is keyof typeof SIZED => Object.hasOwn(SIZED, kind);

/** How the generic players' ids are written, for help. */
export const GENERIC_FORMS = 'random, mcts:<iterations>, ismcts:<iterations>, expectimax:<depth>';

/** The forms of the generic players a game with these flags and seats allows (for errors). */
export function genericForms(
  info: Pick<GameInfo, 'id' | 'chance' | 'hiddenInformation'>,
  players?: number,
): string[] {
  return (Object.keys(GENERIC_NEEDS) as GenericKind[])
    .filter((kind) => genericRefusal({ kind }, info, players) === undefined)
    .map((kind) => (isSized(kind) ? `${kind}:<${SIZED[kind].unit}>` : kind));
}

export const genericId = ({ kind, size }: GenericSpec): string =>
  size === undefined ? kind : `${kind}:${size}`;

export function genericLabel({ kind, size }: GenericSpec): string {
  if (!isSized(kind)) return 'Random moves';
  const { title, unit } = SIZED[kind];
  return unit === 'depth' ? `${title}, depth ${size}` : `${title}, ${size} ${unit}`;
}

/**
 * Reads a generic player's id. Undefined when `id` names none (another player of the game's
 * own, or a typo); an error when it names one with a bad size (`mcts:0`, `ismcts:many`).
 */
export function parseGenericId(id: string): Result<GenericSpec> | undefined {
  if (id === 'random') return ok({ kind: 'random' });
  const colon = id.indexOf(':');
  const kind = colon < 0 ? id : id.slice(0, colon);
  if (!isSized(kind)) return undefined;
  const { title, unit, min, max } = SIZED[kind];
  const range = `${kind}:<${unit}> takes ${unit} from ${min} to ${max}`;
  if (colon < 0)
    return err(`${title} needs its ${unit}: ${range}, e.g. ${kind}:${SIZED[kind].offered}`);
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
      ? { kind: 'ismcts', size: SIZED.ismcts.offered }
      : { kind: 'mcts', size: SIZED.mcts.offered },
    { kind: 'expectimax', size: SIZED.expectimax.offered },
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
