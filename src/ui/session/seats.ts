import { z } from 'zod';
import type { AiInfo } from '../../core/ai.ts';
import type { SeatSpec } from '../../games/descriptor.ts';

const seatSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }),
  z.object({ kind: z.literal('ai'), ai: z.string() }),
]);

export type Seat = z.infer<typeof seatSchema>;

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
