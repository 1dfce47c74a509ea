import { useEffect } from 'preact/hooks';
import type { PageAction } from '../../games/descriptor.ts';

export interface ShortcutActions {
  undo(): void;
  redo(): void;
  hint?(): void;
  analysis?(): void;
  newGame(): void;
  help(): void;
}

/** Keys without a modifier; arrows, Enter and Space belong to the board that has focus. */
const PLAIN: Readonly<Record<string, PageAction>> = {
  u: 'undo',
  r: 'redo',
  h: 'hint',
  a: 'analysis',
  n: 'newGame',
  '?': 'help',
};

/** Ctrl+Z undo, Ctrl+Y and Ctrl+Shift+Z redo, as in every editor. */
function withCtrl(e: KeyboardEvent): PageAction | undefined {
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  return key === 'y' ? 'redo' : undefined;
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.closest('input, select, textarea, dialog') !== null || target.isContentEditable)
  );
}

/** The page's keys, with a game's own (`keys` in its descriptor) taking precedence. */
export function useShortcuts(
  actions: ShortcutActions,
  own: Readonly<Record<string, PageAction>> = {},
): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.metaKey || isTyping(e.target)) return;
      const key = e.key.toLowerCase();
      const name = e.ctrlKey ? withCtrl(e) : (own[key] ?? PLAIN[key]);
      const action = name && actions[name];
      if (!action) return;
      e.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [actions, own]);
}
