import type { Session } from '../session/session.ts';
import './hints.css';

/**
 * The sentence beside the marks on the board: why the hinted move ("It wins in 7 moves…"), or
 * the value of the analysis row picked to be shown there. Nothing while neither is shown.
 */
export function HintNote({ session }: { session: Session<unknown, unknown> }) {
  const { shown, found } = session.hints;
  const row = shown.value;
  if (row) {
    return (
      <p class="hint-note" data-hint-note="analysis">
        <strong>Analysis:</strong> {row.text}, {row.value}.
      </p>
    );
  }
  const hint = found.value;
  if (!hint) return null;
  const count = hint.moves.length;
  const why = hint.why ?? `${count} ${count === 1 ? 'move' : 'moves'} marked on the board.`;
  return (
    <p class="hint-note" data-hint-note="hint">
      <strong>Hint:</strong> {why}
    </p>
  );
}
