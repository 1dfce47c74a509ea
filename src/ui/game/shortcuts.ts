import { useEffect } from 'preact/hooks';

export interface ShortcutActions {
  undo(): void;
  redo(): void;
  hint?(): void;
  newGame(): void;
  help(): void;
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.closest('input, select, textarea, dialog') !== null || target.isContentEditable)
  );
}

/**
 * The game page's keys: u / Ctrl+Z undo, r / Ctrl+Y / Ctrl+Shift+Z redo, h hint, n new game,
 * ? help. Arrow keys, Enter and Space belong to the board that has focus.
 */
export function useShortcuts(actions: ShortcutActions): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.metaKey || isTyping(e.target)) return;
      const key = e.key.toLowerCase();
      const ctrl = e.ctrlKey;
      const action =
        (ctrl && key === 'z' && !e.shiftKey) || (!ctrl && key === 'u')
          ? actions.undo
          : (ctrl && (key === 'y' || (key === 'z' && e.shiftKey))) || (!ctrl && key === 'r')
            ? actions.redo
            : ctrl
              ? undefined
              : key === 'h'
                ? actions.hint
                : key === 'n'
                  ? actions.newGame
                  : e.key === '?'
                    ? actions.help
                    : undefined;
      if (!action) return;
      e.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [actions]);
}
