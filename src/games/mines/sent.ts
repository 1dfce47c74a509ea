import { chordTargets, type MinesMove, type MinesView, markedCells } from './rules.ts';

/** The board as it shows your move on its way to the table. */
export interface SentLook {
  /** The cells, a mark already cycled (its outcome is no secret). */
  readonly cells: string;
  /**
   * The covered cells pressed, sunken until the table says what lies under them: the one
   * opened, a chord's covered neighbours, the first click while chance lays the mines.
   */
  readonly pressed: ReadonlySet<number>;
}

const NONE: ReadonlySet<number> = new Set();

/**
 * What the board shows of `sent` at once, where the page cannot play it (the mines are the
 * table's secret): the view draws this until the table's view of the move arrives.
 */
export function sentLook(view: MinesView, sent: MinesMove | null): SentLook {
  const { cells, pending } = view;
  const waiting = pending === null ? NONE : new Set([pending]);
  if (!sent || sent.kind === 'lay') return { cells, pressed: waiting };
  const cell = sent.row * view.width + sent.col;
  if (sent.kind === 'mark') return { cells: markedCells(cells, cell), pressed: waiting };
  const pressed = sent.kind === 'chord' ? chordTargets(view, cell) : [cell];
  return { cells, pressed: new Set([...waiting, ...pressed]) };
}
