import { useRef } from 'preact/hooks';
import type { OpenDialog } from './Dialogs.tsx';
import { exportPng, exportSvg } from './download.ts';
import { cellFromText, type Workspace } from './plt.ts';
import {
  abstractMain,
  type CellRef,
  cellOf,
  clear,
  copy,
  drop,
  type Edit,
  type Evaluator,
  evalCell,
  OPERATOR,
  paste,
  refText,
  splitMain,
  writable,
} from './workspace.ts';

interface CellCommandsOptions {
  readonly w: Workspace;
  readonly apply: (edit: () => Edit, message?: string) => void;
  readonly applyEvaluating: (edit: (run: Evaluator) => Edit, message: string) => void;
  readonly say: (notice: string) => void;
  readonly openDialog: (dialog: OpenDialog) => void;
}

/**
 * What can be done to a cell, by menu, key or pointer: PLT's commands (cut, copy, paste, clear,
 * eval, rename, show, export), its right-click action, and dropping one cell's cube on another.
 * Copying also writes the system clipboard, so a cube goes to another tab or to PLT's text.
 */
export function useCellCommands({
  w,
  apply,
  applyEvaluating,
  say,
  openDialog,
}: CellCommandsOptions) {
  const clipboard = useRef('');
  const dropOn = (from: CellRef, to: CellRef, keep: boolean) =>
    applyEvaluating(
      (run) => drop(w, from, to, keep, run),
      to.kind === 'operator'
        ? `${refText(from)} dropped on ${OPERATOR[to.op].label}.`
        : `${refText(from)} ${to.kind === 'storage' && !keep && from.kind !== 'colour' ? 'moved' : 'copied'} to ${refText(to)}.`,
    );
  /** PLT's right click: split Main on an operator, abstract Main over a colour. */
  const altAction = (r: CellRef) => {
    if (r.kind === 'operator')
      apply(() => splitMain(w, r.op), `Main split; the ${OPERATOR[r.op].keeps} kept.`);
    else if (r.kind === 'colour')
      apply(() => abstractMain(w, r.colour), `Main abstracted over ${r.colour}.`);
    else say(`${refText(r)} has no right-click action; the menu has its commands.`);
  };

  const copyCell = (r: CellRef) => {
    const t = copy(w, r);
    if (!t.ok) {
      say(t.error);
      return false;
    }
    clipboard.current = t.value;
    navigator.clipboard?.writeText(t.value).catch(() => {});
    say(`${refText(r)} copied.`);
    return true;
  };
  const command = (key: string, r: CellRef) => {
    switch (key) {
      case 'cut':
        if (!writable(r)) return say(`${refText(r)} cannot be cut`);
        if (copyCell(r)) apply(() => clear(w, r), `${refText(r)} cut.`);
        return;
      case 'copy':
        copyCell(r);
        return;
      case 'paste': {
        if (!writable(r)) return say(`${refText(r)} cannot be pasted into`);
        // The system clipboard when it holds a cube (copied in another tab, or PLT's text), else ours.
        const ours = clipboard.current;
        const read = navigator.clipboard?.readText?.() ?? Promise.reject(new Error('no clipboard'));
        read
          .catch(() => '')
          .then((text) => {
            const theirs = text.trim() !== '' && cellFromText(text).ok ? text : null;
            const chosen = theirs ?? (ours || null);
            if (chosen === null) return say('Nothing copied yet.');
            apply(() => paste(w, r, chosen), `Pasted into ${refText(r)}.`);
          });
        return;
      }
      case 'clear':
        apply(() => clear(w, r), `${refText(r)} cleared.`);
        return;
      case 'eval':
        applyEvaluating((run) => evalCell(w, r, run), `${refText(r)} evaluated.`);
        return;
      case 'rename':
        if (!writable(r) || cellOf(w, r).expr === null)
          return say(`${refText(r)} cannot be renamed`);
        openDialog({ kind: 'rename', ref: r });
        return;
      case 'show':
        if (cellOf(w, r).expr === null && r.kind !== 'operator')
          return say(`${refText(r)} is empty`);
        openDialog({ kind: 'show', ref: r.kind === 'operator' ? { kind: 'main' } : r });
        return;
      case 'svg':
      case 'png': {
        const c = cellOf(w, r);
        if (c.expr === null) return say(`${refText(r)} is empty`);
        (key === 'svg' ? exportSvg : exportPng)(c.expr, c.name, w.settings);
        say(`${refText(r)} exported as ${key.toUpperCase()}.`);
        return;
      }
      case 'alt':
        altAction(r);
        return;
    }
  };
  return { command, altAction, dropOn };
}
