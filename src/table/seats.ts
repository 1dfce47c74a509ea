import * as z from 'zod';
import type { AiInfo } from '../core/ai.ts';

export const seatSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }),
  z.object({ kind: z.literal('ai'), ai: z.string().min(1).max(100) }),
]);

/** Who plays a seat: a person, or one of the game's computer players by its id. */
export type Seat = z.infer<typeof seatSchema>;

/** Each seat's default player (an AI's id, else human) and whether the player may change it. */
export interface SeatSpec {
  readonly ai?: string;
  /** Always this AI (Chat Noir's cat): the seat picker does not offer it. */
  readonly fixed?: boolean;
}

/**
 * How far Undo may go back. `free`: anywhere. `before-chance`: not past a chance move (a draw, a
 * roll), so that taking back a move never shows what the dice or the deck would have given;
 * replaying from the seed would give the same card again. `none`: never (a game against the clock,
 * Jewel, where taking back a swap or a wait would undo the time spent; a card game, where taking
 * back an ask or a draw would let a player try again knowing what it showed).
 */
export type UndoPolicy = 'free' | 'before-chance' | 'none';

const HUMAN: Seat = { kind: 'human' };

/** What the descriptor says a seat is when nobody has chosen: human unless it names an AI. */
export function defaultSeat(spec: SeatSpec | undefined): Seat {
  return spec?.ai ? { kind: 'ai', ai: spec.ai } : HUMAN;
}

/**
 * The seats for `players` players: the ones saved beside a record (or chosen in the last game),
 * else the defaults. A fixed seat is always its AI; a saved AI the game no longer has is human.
 */
export function readSeats(
  data: unknown,
  players: number,
  ais: readonly AiInfo[],
  specs: readonly SeatSpec[] = [],
): Seat[] {
  const saved = z.object({ seats: z.array(seatSchema) }).safeParse(data);
  return Array.from({ length: players }, (_, p) => {
    const spec = specs[p];
    if (spec?.fixed) return defaultSeat(spec);
    const seat = saved.success ? saved.data.seats[p] : undefined;
    if (seat?.kind === 'human') return seat;
    if (seat?.kind === 'ai' && ais.some((a) => a.id === seat.ai)) return seat;
    return defaultSeat(spec);
  });
}
