import { useEffect, useRef, useState } from 'preact/hooks';
import { fromDocument, toDocument } from './format.ts';
import { emptyWorkspace, type Workspace } from './plt.ts';

interface History {
  readonly past: readonly Workspace[];
  readonly present: Workspace;
  readonly future: readonly Workspace[];
}
const HISTORY_LIMIT = 200;

/**
 * The workspace with its undo and redo, read from the save and written back after every change
 * (not on the first drawing, which would only write back what was read). `say` hears what
 * undo and redo did, and the message of each change.
 */
export function useHistory(
  saved: unknown,
  save: (document: unknown) => void,
  say: (notice: string) => void,
) {
  const [history, setHistory] = useState<History>(() => {
    const read = fromDocument(saved);
    return { past: [], present: read.ok ? read.value : emptyWorkspace(), future: [] };
  });
  const w = history.present;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    save(toDocument(w));
  }, [w, save]);

  const commit = (next: Workspace, message = '') => {
    setHistory((h) => ({
      past: [...h.past, h.present].slice(-HISTORY_LIMIT),
      present: next,
      future: [],
    }));
    say(message);
  };
  const undo = () =>
    setHistory((h) => {
      const prev = h.past.at(-1);
      if (!prev) return h;
      say('Undone.');
      return { past: h.past.slice(0, -1), present: prev, future: [h.present, ...h.future] };
    });
  const redo = () =>
    setHistory((h) => {
      const next = h.future[0];
      if (!next) return h;
      say('Redone.');
      return { past: [...h.past, h.present], present: next, future: h.future.slice(1) };
    });
  return {
    w,
    commit,
    undo,
    redo,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}
