import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AppProps } from '../descriptor.ts';
import { Cube } from './Cube.tsx';
import { PrefsDialog, RenameDialog, ShowDialog } from './Dialogs.tsx';
import { EvalTooLarge, type Settings } from './eval.ts';
import type { Expr } from './expr.ts';
import { documentText, fromDocument, openText, toDocument } from './format.ts';
import { type Direction, move, PANELS, refFromKey, refKey } from './layout.ts';
import { Menu, type MenuItem } from './Menu.tsx';
import { cellFromText, emptyWorkspace, type Workspace, writePltFile } from './plt.ts';
import { EvalFailed, EvalRunner, EvalStopped } from './runner.ts';
import { lambdaTerm } from './term.ts';
import { CELL_SIZE } from './visible.ts';
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
  type OperatorId,
  paste,
  refText,
  rename,
  setSettings,
  splitMain,
  writable,
} from './workspace.ts';
import './Page.css';
import { download, exportPng, exportSvg } from './download.ts';

interface History {
  readonly past: readonly Workspace[];
  readonly present: Workspace;
  readonly future: readonly Workspace[];
}
const HISTORY_LIMIT = 200;

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

type Dialog =
  | { kind: 'show'; ref: CellRef }
  | { kind: 'rename'; ref: CellRef }
  | { kind: 'prefs' }
  | null;

interface Drag {
  readonly from: CellRef;
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
  active: boolean;
  to: CellRef | null;
  longPress: ReturnType<typeof setTimeout> | null;
}

const sizeOf = (r: CellRef) =>
  r.kind === 'colour'
    ? CELL_SIZE.colour
    : r.kind === 'storage'
      ? CELL_SIZE.storage
      : CELL_SIZE.operator;

/** GCalc's window: colours, operators around Main, storage; every edit undoable and autosaved. */
export function GcalcPage({ saved, save }: AppProps) {
  const [history, setHistory] = useState<History>(() => {
    const read = fromDocument(saved);
    return { past: [], present: read.ok ? read.value : emptyWorkspace(), future: [] };
  });
  const w = history.present;
  const [cursor, setCursor] = useState<CellRef>({ kind: 'main' });
  const [picked, setPicked] = useState<CellRef | null>(null);
  const [target, setTarget] = useState<CellRef | null>(null);
  const [menu, setMenu] = useState<{ ref: CellRef; x: number; y: number } | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState(() => {
    if (saved === undefined) return '';
    const read = fromDocument(saved);
    return read.ok ? '' : `The saved workspace could not be read (${read.error}); it starts empty.`;
  });
  const [fileName, setFileName] = useState<string | null>(null);
  const clipboard = useRef('');
  const drag = useRef<Drag | null>(null);
  /** A touch screen's long press also fires contextmenu; there the long press opens the menu. */
  const lastPointer = useRef('mouse');
  const grid = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const first = useRef(true);
  const runner = useMemo(() => new EvalRunner(), []);
  /** An evaluation under way in the worker: its share of the step budget used so far. */
  const [busy, setBusy] = useState<{ done: number } | null>(null);
  useEffect(() => () => runner.stop(), [runner]);

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
    setNotice(message);
  };
  /** Applies an edit, reporting a refusal or an evaluation that ran away. */
  const apply = (edit: () => Edit, message = '') => {
    try {
      const r = edit();
      if (r.ok) commit(r.value, message);
      else setNotice(r.error);
    } catch (e) {
      if (e instanceof EvalTooLarge) setNotice(e.message);
      else throw e;
    }
  };
  /**
   * Applies an edit that may evaluate: the edit is pure, so it runs once to find what to
   * evaluate, the worker evaluates it (with progress and Stop), and the edit runs again with
   * the result. An edit that evaluates nothing applies at once.
   */
  const applyEvaluating = (edit: (run: Evaluator) => Edit, message: string) => {
    let asked: { e: Expr; s: Settings; size: number } | null = null;
    const trial = edit((e, s, size) => {
      asked = { e, s, size };
      return e;
    });
    if (!trial.ok) return setNotice(trial.error);
    const job = asked as { e: Expr; s: Settings; size: number } | null;
    if (!job) return commit(trial.value, message);
    setBusy({ done: 0 });
    setNotice('Evaluating…');
    runner
      .run(job.e, job.s, job.size, (done) => setBusy({ done }))
      .then(
        (result) => {
          setBusy(null);
          apply(() => edit(() => result), message);
        },
        (err: Error) => {
          setBusy(null);
          if (err instanceof EvalStopped) setNotice('Evaluation stopped; nothing changed.');
          else if (err instanceof EvalFailed) setNotice(err.message);
          else throw err;
        },
      );
  };
  const undo = () =>
    setHistory((h) => {
      const prev = h.past.at(-1);
      if (!prev) return h;
      setNotice('Undone.');
      return { past: h.past.slice(0, -1), present: prev, future: [h.present, ...h.future] };
    });
  const redo = () =>
    setHistory((h) => {
      const next = h.future[0];
      if (!next) return h;
      setNotice('Redone.');
      return { past: [...h.past, h.present], present: next, future: h.future.slice(1) };
    });

  const focusCell = (r: CellRef) => {
    setCursor(r);
    const el = grid.current?.querySelector<HTMLElement>(`[data-cell="${refKey(r)}"]`);
    el?.focus();
  };

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
    else setNotice(`${refText(r)} has no right-click action; the menu has its commands.`);
  };

  const copyCell = (r: CellRef) => {
    const t = copy(w, r);
    if (!t.ok) {
      setNotice(t.error);
      return false;
    }
    clipboard.current = t.value;
    navigator.clipboard?.writeText(t.value).catch(() => {});
    setNotice(`${refText(r)} copied.`);
    return true;
  };
  const command = (key: string, r: CellRef) => {
    switch (key) {
      case 'cut':
        if (!writable(r)) return setNotice(`${refText(r)} cannot be cut`);
        if (copyCell(r)) apply(() => clear(w, r), `${refText(r)} cut.`);
        return;
      case 'copy':
        copyCell(r);
        return;
      case 'paste': {
        if (!writable(r)) return setNotice(`${refText(r)} cannot be pasted into`);
        // The system clipboard when it holds a cube (copied in another tab, or PLT's text), else ours.
        const ours = clipboard.current;
        const read = navigator.clipboard?.readText?.() ?? Promise.reject(new Error('no clipboard'));
        read
          .catch(() => '')
          .then((text) => {
            const theirs = text.trim() !== '' && cellFromText(text).ok ? text : null;
            const chosen = theirs ?? (ours || null);
            if (chosen === null) return setNotice('Nothing copied yet.');
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
          return setNotice(`${refText(r)} cannot be renamed`);
        setDialog({ kind: 'rename', ref: r });
        return;
      case 'show':
        if (cellOf(w, r).expr === null && r.kind !== 'operator')
          return setNotice(`${refText(r)} is empty`);
        setDialog({ kind: 'show', ref: r.kind === 'operator' ? { kind: 'main' } : r });
        return;
      case 'svg':
      case 'png': {
        const c = cellOf(w, r);
        if (c.expr === null) return setNotice(`${refText(r)} is empty`);
        (key === 'svg' ? exportSvg : exportPng)(c.expr, c.name, w.settings);
        setNotice(`${refText(r)} exported as ${key.toUpperCase()}.`);
        return;
      }
      case 'alt':
        altAction(r);
        return;
    }
  };

  /** Our examples file, written from examples.ts by scripts/gcalc-examples.ts. */
  const openExamples = async () => {
    const data = (await import('./examples.gcalc.json')).default;
    const r = fromDocument(data);
    if (!r.ok) return setNotice(`The examples file is damaged: ${r.error}`);
    commit(r.value, 'The examples are open.');
    setFileName('examples.gcalc.json');
  };
  const openFile = async (file: File) => {
    const r = openText(await file.text());
    if (!r.ok) return setNotice(`${file.name}: ${r.error}`);
    commit(r.value, `${file.name} opened.`);
    setFileName(file.name);
  };
  const saveFile = () => {
    const name = fileName?.replace(/\.[^.]*$/, '') ?? 'gcalc';
    download(new Blob([documentText(w)], { type: 'application/json' }), `${name}.gcalc.json`);
    setNotice(`Saved as ${name}.gcalc.json.`);
  };
  const savePlt = () => {
    const name = fileName?.replace(/\.[^.]*$/, '') ?? 'gcalc';
    download(new Blob([writePltFile(w)], { type: 'text/plain' }), `${name}.rktd`);
    setNotice(`Saved in PLT's format as ${name}.rktd.`);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (dialog || menu) return;
    if (busy) {
      // While the worker evaluates, edits wait (the cursor still moves); Escape stops it.
      const dir = ARROWS[e.key];
      if (dir) focusCell(move(cursor, dir));
      else if (e.key === 'Escape') runner.stop();
      e.preventDefault();
      return;
    }
    const ctrl = e.ctrlKey || e.metaKey;
    if (ctrl && (e.key === 'z' || e.key === 'Z')) {
      e.preventDefault();
      if (e.shiftKey) redo();
      else undo();
      return;
    }
    if (ctrl && e.key === 'y') {
      e.preventDefault();
      redo();
      return;
    }
    if (ctrl || e.altKey) return;
    const dir = ARROWS[e.key];
    if (dir) {
      e.preventDefault();
      focusCell(move(cursor, dir));
      return;
    }
    const pad = keypadOf(e);
    if (pad) {
      e.preventDefault();
      if (pad === 'main') dropOn(cursor, { kind: 'main' }, true);
      else if (e.shiftKey) altAction({ kind: 'operator', op: pad });
      else dropOn(cursor, { kind: 'operator', op: pad }, true);
      return;
    }
    const byKey: Record<string, () => void> = {
      x: () => command('cut', cursor),
      c: () => command('copy', cursor),
      v: () => command('paste', cursor),
      r: () => command('clear', cursor),
      e: () => command('eval', cursor),
      n: () => command('rename', cursor),
      ' ': () => command('show', cursor),
      p: () => command('svg', cursor),
      '.': () => command('alt', cursor),
      l: () => command('alt', cursor),
      o: () => fileInput.current?.click(),
      m: () => void openExamples(),
      s: saveFile,
      a: savePlt,
      f: () => setDialog({ kind: 'prefs' }),
      // PLT's h and F1: the frame's Help button (AppPage draws it above the app).
      h: openHelp,
      F1: openHelp,
      '?': openHelp,
      z: undo,
      y: redo,
      Enter: () => {
        if (picked) {
          dropOn(picked, cursor, e.shiftKey);
          setPicked(null);
        } else if (cursor.kind === 'operator') {
          setNotice('An operator holds nothing: pick a cube, then drop it here.');
        } else if (cellOf(w, cursor).expr === null) {
          setNotice(`${refText(cursor)} is empty`);
        } else {
          setPicked(cursor);
          setNotice(
            `${refText(cursor)} picked up: move to a cell and press Enter to drop it (Shift+Enter keeps the source).`,
          );
        }
      },
      Escape: () => {
        if (picked) {
          setPicked(null);
          setNotice('Dropped nowhere.');
        } else openMenuAt(cursor);
      },
      F10: () => openMenuAt(cursor),
      ContextMenu: () => openMenuAt(cursor),
    };
    const key = e.key === 'F10' && e.shiftKey ? 'ContextMenu' : e.key;
    const f = byKey[key];
    if (f) {
      e.preventDefault();
      f();
    }
  };

  function openHelp() {
    const help = [
      ...document.querySelectorAll<HTMLButtonElement>('main.app nav.toolbar button'),
    ].find((b) => b.textContent?.trim() === 'Help');
    help?.click();
  }

  const openMenuAt = (r: CellRef, x?: number, y?: number) => {
    const el = grid.current?.querySelector<HTMLElement>(`[data-cell="${refKey(r)}"]`);
    const box = el?.getBoundingClientRect();
    setMenu({
      ref: r,
      x: x ?? (box ? box.left + box.width / 2 : 0),
      y: y ?? (box ? box.top + box.height / 2 : 0),
    });
  };

  const cellFromPoint = (x: number, y: number): CellRef | null => {
    const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-cell]');
    return el?.dataset.cell ? refFromKey(el.dataset.cell) : null;
  };
  const onPointerDown = (r: CellRef) => (e: PointerEvent) => {
    lastPointer.current = e.pointerType;
    if (e.button !== 0 || busy) return;
    const el = e.currentTarget as HTMLElement;
    const d: Drag = {
      from: r,
      pointerId: e.pointerId,
      x: e.clientX,
      y: e.clientY,
      active: false,
      to: null,
      longPress: null,
    };
    if (e.pointerType !== 'mouse') {
      // A long press is the touch screen's right click: the cell's menu.
      d.longPress = setTimeout(() => {
        drag.current = null;
        openMenuAt(r, d.x, d.y);
      }, 500);
    }
    drag.current = d;
    el.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    if (!d.active && Math.hypot(e.clientX - d.x, e.clientY - d.y) > 6) {
      d.active = true;
      if (d.longPress) clearTimeout(d.longPress);
    }
    if (d.active) {
      const to = cellFromPoint(e.clientX, e.clientY);
      const ok = to && refKey(to) !== refKey(d.from) && to.kind !== 'colour' ? to : null;
      d.to = ok;
      setTarget(ok);
    }
  };
  const onPointerUp = (e: PointerEvent) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    if (d.longPress) clearTimeout(d.longPress);
    drag.current = null;
    setTarget(null);
    if (d.active && d.to) dropOn(d.from, d.to, e.shiftKey);
  };

  const menuItems = (r: CellRef): MenuItem[] => {
    const c = cellOf(w, r);
    const full = c.expr !== null;
    const items: MenuItem[] = [];
    if (r.kind === 'operator') {
      items.push({
        key: '.',
        label: `Split Main, keep the ${OPERATOR[r.op].keeps}`,
        run: () => altAction(r),
        enabled: w.main.expr !== null,
      });
    }
    if (r.kind === 'colour') {
      items.push({
        key: '.',
        label: `Abstract Main over ${r.colour} (λ)`,
        run: () => altAction(r),
        enabled: w.main.expr !== null,
      });
    }
    const cellItems: [string, string, string, boolean][] = [
      ['x', 'Cut', 'cut', full && writable(r)],
      ['c', 'Copy', 'copy', full],
      ['v', 'Paste', 'paste', writable(r)],
      ['r', 'Clear', 'clear', full && writable(r)],
      ['e', 'Eval', 'eval', full && writable(r)],
      ['n', 'Rename', 'rename', full && writable(r)],
      ['Space', 'Show', 'show', full || r.kind === 'operator'],
      ['p', 'Export SVG', 'svg', full],
      ['', 'Export PNG', 'png', full],
    ];
    for (const [key, label, cmd, enabled] of cellItems)
      items.push({ key, label, run: () => command(cmd, r), enabled });
    return items;
  };

  const termOf = cellOf(w, cursor.kind === 'operator' ? { kind: 'main' } : cursor);
  const mainTerm = useMemo(() => lambdaTerm(w.main.expr), [w.main.expr]);
  const cursorTerm = useMemo(() => lambdaTerm(termOf.expr), [termOf.expr]);

  const renderCell = (r: CellRef) => {
    const key = refKey(r);
    const c = cellOf(w, r);
    const isCursor = refKey(cursor) === key;
    const label =
      r.kind === 'operator'
        ? OPERATOR[r.op].label
        : r.kind === 'colour'
          ? r.colour
          : `${refText(r)}${c.name ? `, ${c.name}` : ''}${c.expr === null ? ', empty' : ''}`;
    const classes = ['gcalc-cell', `gcalc-${r.kind}`];
    if (isCursor) classes.push('cursor');
    if (picked && refKey(picked) === key) classes.push('picked');
    if (target && refKey(target) === key) classes.push('target');
    return (
      <button
        type="button"
        key={key}
        class={classes.join(' ')}
        data-cell={key}
        data-name={c.name ?? undefined}
        tabIndex={isCursor ? 0 : -1}
        aria-label={label}
        onFocus={() => setCursor(r)}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown(r)}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDblClick={() => command('show', r)}
        onAuxClick={(e) => {
          if (e.button === 1) command('show', r);
        }}
        onContextMenu={(e) => {
          e.preventDefault();
          if (lastPointer.current === 'touch' || busy) return;
          if (r.kind === 'operator' || r.kind === 'colour') altAction(r);
          else openMenuAt(r, e.clientX, e.clientY);
        }}
      >
        {r.kind === 'operator' ? (
          <span class="gcalc-op-label">{OPERATOR[r.op].label}</span>
        ) : (
          <Cube expr={c.expr} settings={w.settings} size={sizeOf(r)} />
        )}
        {r.kind === 'main' && <span class="gcalc-main-label">Main</span>}
        {c.name && r.kind !== 'colour' && <span class="gcalc-name">{c.name}</span>}
        {r.kind === 'colour' && <span class="gcalc-colour-name">{r.colour}</span>}
      </button>
    );
  };

  const dialogView = (() => {
    if (!dialog) return null;
    if (dialog.kind === 'prefs') {
      return (
        <PrefsDialog
          settings={w.settings}
          onClose={() => setDialog(null)}
          onSave={(s: Settings) => {
            setDialog(null);
            commit(setSettings(w, s), 'Preferences changed.');
          }}
        />
      );
    }
    const c = cellOf(w, dialog.ref);
    if (dialog.kind === 'rename') {
      const r = dialog.ref;
      return (
        <RenameDialog
          name={c.name ?? ''}
          onClose={() => setDialog(null)}
          onSave={(name: string) => {
            setDialog(null);
            apply(() => rename(w, r, name), `${refText(r)} renamed.`);
          }}
        />
      );
    }
    return (
      <ShowDialog
        cell={c}
        settings={w.settings}
        onClose={() => setDialog(null)}
        onExport={(kind) => command(kind, dialog.ref)}
      />
    );
  })();

  return (
    <div class="gcalc fill">
      <fieldset class="gcalc-toolbar" aria-label="GCalc" disabled={busy !== null}>
        <button type="button" onClick={() => fileInput.current?.click()} aria-keyshortcuts="o">
          Open…
        </button>
        <button type="button" onClick={() => void openExamples()} aria-keyshortcuts="m">
          Examples
        </button>
        <button type="button" onClick={saveFile} aria-keyshortcuts="s">
          Save
        </button>
        <button type="button" onClick={savePlt} aria-keyshortcuts="a">
          Save PLT file
        </button>
        <button type="button" onClick={() => setDialog({ kind: 'prefs' })} aria-keyshortcuts="f">
          Preferences
        </button>
        <button
          type="button"
          onClick={undo}
          disabled={history.past.length === 0}
          aria-keyshortcuts="z Control+Z"
        >
          Undo
        </button>
        <button
          type="button"
          onClick={redo}
          disabled={history.future.length === 0}
          aria-keyshortcuts="y Control+Y"
        >
          Redo
        </button>
        {fileName && <span class="gcalc-file">File: {fileName}</span>}
        <input
          ref={fileInput}
          type="file"
          accept=".json,.rktd,.gcalc,text/plain,application/json"
          class="gcalc-file-input"
          aria-label="Open a GCalc file"
          onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (f) void openFile(f);
          }}
        />
      </fieldset>
      <div class="gcalc-panels" ref={grid}>
        {PANELS.map((p, i) => (
          <fieldset
            key={i}
            aria-label={['Colours', 'Operators and Main', 'Storage'][i]}
            class={`gcalc-panel gcalc-panel-${i}`}
            style={{ gridTemplateColumns: `repeat(${p.cols}, 1fr)` }}
          >
            {Array.from({ length: p.cols * p.rows }, (_, j) => renderCell(p.at(j)))}
          </fieldset>
        ))}
      </div>
      <section class="gcalc-terms" aria-label="λ-terms">
        <p>
          <span class="gcalc-term-label">Main{w.main.name ? ` (${w.main.name})` : ''}:</span>{' '}
          <output class="gcalc-main-term">{mainTerm}</output>
        </p>
        {cursor.kind !== 'main' && cursor.kind !== 'operator' && (
          <p>
            <span class="gcalc-term-label">
              {refText(cursor)}
              {termOf.name ? ` (${termOf.name})` : ''}:
            </span>{' '}
            <output class="gcalc-cursor-term">{cursorTerm}</output>
          </p>
        )}
      </section>
      <p class="gcalc-notice" role="status">
        {busy ? (
          <>
            Evaluating… <progress max={1} value={busy.done} aria-label="Evaluation steps used" />{' '}
            <button type="button" onClick={() => runner.stop()}>
              Stop
            </button>
          </>
        ) : (
          notice
        )}
      </p>
      {menu && (
        <Menu
          x={menu.x}
          y={menu.y}
          title={refText(menu.ref)}
          items={menuItems(menu.ref)}
          onClose={() => {
            const r = menu.ref;
            setMenu(null);
            focusCell(r);
          }}
        />
      )}
      {dialogView}
    </div>
  );
}
