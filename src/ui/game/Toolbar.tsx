import type { Session } from '../session/session.ts';
import type { ShortcutActions } from './shortcuts.ts';

/** What the toolbar's buttons do: the shortcuts' actions, and Reset. */
export interface ToolbarActions extends ShortcutActions {
  reset(): void;
}

/**
 * The game's toolbar: New, Reset, Undo, Redo, Hint and Analysis where the game has them, Help
 * and the Lab. It reads the session's signals itself, so their changes redraw only it.
 */
export function Toolbar({
  session,
  actions,
}: {
  session: Session<unknown, unknown>;
  actions: ToolbarActions;
}) {
  return (
    <nav class="toolbar" aria-label="Game">
      <button type="button" onClick={actions.newGame}>
        New
      </button>
      <button type="button" onClick={actions.reset} disabled={!session.canUndo.value}>
        Reset
      </button>
      <UndoButton session={session} undo={actions.undo} />
      <button type="button" onClick={actions.redo} disabled={!session.canRedo.value}>
        Redo
      </button>
      {actions.hint && (
        <button
          type="button"
          onClick={actions.hint}
          aria-pressed={session.hints.hintOn.value}
          disabled={session.result.value !== null}
        >
          Hint
        </button>
      )}
      {actions.analysis && (
        <button
          type="button"
          onClick={actions.analysis}
          aria-pressed={session.hints.analysisOn.value}
        >
          Analysis
        </button>
      )}
      <button type="button" onClick={actions.help}>
        Help
      </button>
      {session.descriptor.lab && (
        <a class="button-link" href={`#/${session.descriptor.info.id}/lab`}>
          Lab
        </a>
      )}
    </nav>
  );
}

/**
 * Undo, greyed when it cannot act; where something has been played and the game's policy stops
 * it, it says why (on hover, to screen readers, and in the status line when pressed).
 */
function UndoButton({ session, undo }: { session: Session<unknown, unknown>; undo(): void }) {
  const why = session.canUndo.value ? null : session.undoWhy.value;
  if (!why) {
    return (
      <button type="button" onClick={undo} disabled={!session.canUndo.value}>
        Undo
      </button>
    );
  }
  return (
    <button
      type="button"
      class="blocked"
      aria-disabled="true"
      title={why}
      aria-description={why}
      onClick={() => {
        session.notice.value = why;
      }}
    >
      Undo
    </button>
  );
}
