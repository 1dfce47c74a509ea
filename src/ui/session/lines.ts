import * as z from 'zod';
import { lazy } from '../../core/lazy.ts';

/** The part of a saved record that says which line was played. */
const lineSchema = lazy(() =>
  z.object({ format: z.number().optional(), moves: z.array(z.string()) }),
);

/**
 * Whether writing `newer` over `older` loses nothing: every move of `older` (its redo moves
 * included) starts `newer`, in the same record format. A save that is not a game record (an app's document) is contained
 * only in an equal one.
 */
export function containsLine(newer: unknown, older: unknown): boolean {
  const a = lineSchema().safeParse(newer);
  const b = lineSchema().safeParse(older);
  if (!a.success || !b.success) return JSON.stringify(newer) === JSON.stringify(older);
  // Records of two formats list different moves (format 1 kept chance's): neither holds the other.
  if (a.data.format !== b.data.format) return false;
  return b.data.moves.every((move, i) => a.data.moves[i] === move);
}
