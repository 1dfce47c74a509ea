import { jewelLabel } from './JewelShape.tsx';
import { cellName, type JewelState } from './rules.ts';

interface BoardStatusProps {
  readonly state: JewelState;
  /** The jewels as drawn (mid-swap or settled), so the bubble names what it is on. */
  readonly board: readonly number[];
  readonly bubble: { readonly cell: number; readonly locked: boolean } | null;
  readonly helpLine: boolean;
  readonly started: boolean;
}

/** The lines under the board: where the bubble is, read aloud, and how to play until you do. */
export function BoardStatus({ state, board, bubble, helpLine, started }: BoardStatusProps) {
  const bubbleText = bubble
    ? `Bubble on ${cellName(bubble.cell)}: ${jewelLabel(state, board[bubble.cell] as number, bubble.cell)}${bubble.locked ? ', locked: press an arrow to swap' : ''}`
    : '';
  return (
    <>
      <p id="jewel-bubble" class="jewel-status" aria-live="polite">
        {bubbleText}
      </p>
      {helpLine && state.end === 'playing' && (
        <p class="jewel-help-line">
          {started ? '' : 'Time starts when you touch the board. '}Drag a jewel with the mouse or a
          finger, or use the arrow keys and Space. P pauses.
        </p>
      )}
    </>
  );
}
