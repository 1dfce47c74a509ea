import * as z from 'zod';

/**
 * The time a game has been played: from its first move to its latest, counting only the time
 * the game was open (a game left overnight in a closed tab does not count the night). Kept in
 * the save beside the record.
 */
export class PlayClock {
  private mark: number;

  constructor(
    private readonly now: () => number,
    public ms = 0,
  ) {
    this.mark = now();
  }

  /** A move is being played; `first` when it is the first move of the line on the board. */
  moved(first: boolean): void {
    const now = this.now();
    this.ms = first ? 0 : this.ms + Math.max(0, now - this.mark);
    this.mark = now;
  }

  /** The time played up to now: up to the last move, and the time since it while still open. */
  running(): number {
    return this.ms + Math.max(0, this.now() - this.mark);
  }
}

/** The time played saved beside a record; 0 for saves from before it was kept. */
export function savedPlayedMs(data: unknown): number {
  const read = z.object({ playedMs: z.number().min(0) }).safeParse(data);
  return read.success ? read.data.playedMs : 0;
}
