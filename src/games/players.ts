import type { AiPlayer } from '../core/ai.ts';
import type { AnyEngine } from './descriptor.ts';

/** The computer player called `id` of a game's engine, or undefined. */
export function resolvePlayer(
  engine: AnyEngine,
  id: string,
): AiPlayer<unknown, unknown> | undefined {
  return engine.ais.find((a) => a.id === id);
}
