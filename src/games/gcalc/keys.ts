import { type Direction, move } from './layout.ts';
import type { CellRef, OperatorId } from './workspace.ts';

/** Operator keys laid out as a numeric keypad: 5 is Main. */
const KEYPAD: Readonly<Record<string, OperatorId | 'main'>> = {
  7: 'back',
  8: 'top',
  9: 'func',
  4: 'left',
  5: 'main',
  6: 'right',
  1: 'arg',
  2: 'bottom',
  3: 'front',
};
const keypadOf = (e: KeyboardEvent): OperatorId | 'main' | null => {
  const m = /^(?:Digit|Numpad)([1-9])$/.exec(e.code);
  return m ? (KEYPAD[m[1] as string] ?? null) : null;
};
const ARROWS: Readonly<Record<string, Direction>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** What GCalc's keys do, given by the page. */
export interface KeyActions {
  /** An evaluation is under way: only the arrows and Escape (which stops it) act. */
  readonly busy: boolean;
  readonly cursor: CellRef;
  readonly moveTo: (r: CellRef) => void;
  readonly stop: () => void;
  readonly undo: () => void;
  readonly redo: () => void;
  readonly dropOn: (from: CellRef, to: CellRef, keep: boolean) => void;
  readonly altAction: (r: CellRef) => void;
  readonly command: (key: string, r: CellRef) => void;
  readonly openFile: () => void;
  readonly openExamples: () => void;
  readonly saveFile: () => void;
  readonly savePlt: () => void;
  readonly openPrefs: () => void;
  /** Enter: pick up or drop (`keep`: Shift, the source keeps its cube). */
  readonly enter: (keep: boolean) => void;
  readonly escape: () => void;
  readonly openMenu: () => void;
}

/** PLT's h and F1: the frame's Help button (AppPage draws it above the app). */
function openHelp() {
  const help = [
    ...document.querySelectorAll<HTMLButtonElement>('main.app nav.toolbar button'),
  ].find((b) => b.textContent?.trim() === 'Help');
  help?.click();
}

/**
 * PLT's keys on a cell: arrows move, the keypad drops on an operator (Shift: its right-click
 * action), letters run the menu's commands and the files, Ctrl+Z and Ctrl+Y undo and redo.
 */
export function onGcalcKey(e: KeyboardEvent, a: KeyActions) {
  const { cursor } = a;
  if (a.busy) {
    // While the worker evaluates, edits wait (the cursor still moves); Escape stops it.
    const dir = ARROWS[e.key];
    if (dir) a.moveTo(move(cursor, dir));
    else if (e.key === 'Escape') a.stop();
    e.preventDefault();
    return;
  }
  const ctrl = e.ctrlKey || e.metaKey;
  if (ctrl && (e.key === 'z' || e.key === 'Z')) {
    e.preventDefault();
    if (e.shiftKey) a.redo();
    else a.undo();
    return;
  }
  if (ctrl && e.key === 'y') {
    e.preventDefault();
    a.redo();
    return;
  }
  if (ctrl || e.altKey) return;
  const dir = ARROWS[e.key];
  if (dir) {
    e.preventDefault();
    a.moveTo(move(cursor, dir));
    return;
  }
  const pad = keypadOf(e);
  if (pad) {
    e.preventDefault();
    if (pad === 'main') a.dropOn(cursor, { kind: 'main' }, true);
    else if (e.shiftKey) a.altAction({ kind: 'operator', op: pad });
    else a.dropOn(cursor, { kind: 'operator', op: pad }, true);
    return;
  }
  const byKey: Record<string, () => void> = {
    x: () => a.command('cut', cursor),
    c: () => a.command('copy', cursor),
    v: () => a.command('paste', cursor),
    r: () => a.command('clear', cursor),
    e: () => a.command('eval', cursor),
    n: () => a.command('rename', cursor),
    ' ': () => a.command('show', cursor),
    p: () => a.command('svg', cursor),
    '.': () => a.command('alt', cursor),
    l: () => a.command('alt', cursor),
    o: a.openFile,
    m: a.openExamples,
    s: a.saveFile,
    a: a.savePlt,
    f: a.openPrefs,
    h: openHelp,
    F1: openHelp,
    '?': openHelp,
    z: a.undo,
    y: a.redo,
    Enter: () => a.enter(e.shiftKey),
    Escape: a.escape,
    F10: a.openMenu,
    ContextMenu: a.openMenu,
  };
  const key = e.key === 'F10' && e.shiftKey ? 'ContextMenu' : e.key;
  const f = byKey[key];
  if (f) {
    e.preventDefault();
    f();
  }
}
