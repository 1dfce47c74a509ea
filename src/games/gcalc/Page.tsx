import { useMemo, useRef, useState } from 'preact/hooks';
import type { AppProps } from '../descriptor.ts';
import { CellButton, type CellHandlers } from './CellButton.tsx';
import { CellDialog, type OpenDialog } from './Dialogs.tsx';
import { fromDocument } from './format.ts';
import { onGcalcKey } from './keys.ts';
import { PANELS, refKey } from './layout.ts';
import { Menu } from './Menu.tsx';
import { menuItems } from './menu-items.ts';
import { Notice, Terms } from './Terms.tsx';
import { Toolbar } from './Toolbar.tsx';
import { lambdaTerm } from './term.ts';
import { useCellCommands } from './use-cell-commands.ts';
import { useCubeDrag } from './use-cube-drag.ts';
import { useEvaluation } from './use-evaluation.ts';
import { useFiles } from './use-files.ts';
import { useHistory } from './use-history.ts';
import { type CellRef, cellOf, refText, rename, setSettings } from './workspace.ts';
import './Page.css';

/** GCalc's window: colours, operators around Main, storage; every edit undoable and autosaved. */
export function GcalcPage({ saved, save }: AppProps) {
  const [cursor, setCursor] = useState<CellRef>({ kind: 'main' });
  const [picked, setPicked] = useState<CellRef | null>(null);
  const [target, setTarget] = useState<CellRef | null>(null);
  const [menu, setMenu] = useState<{ ref: CellRef; x: number; y: number } | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState(() => {
    if (saved === undefined) return '';
    const read = fromDocument(saved);
    return read.ok ? '' : `The saved workspace could not be read (${read.error}); it starts empty.`;
  });
  const grid = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { w, commit, undo, redo, canUndo, canRedo } = useHistory(saved, save, setNotice);
  const { busy, apply, applyEvaluating, stop } = useEvaluation(commit, setNotice);

  const focusCell = (r: CellRef) => {
    setCursor(r);
    const el = grid.current?.querySelector<HTMLElement>(`[data-cell="${refKey(r)}"]`);
    el?.focus();
  };

  const { command, altAction, dropOn } = useCellCommands({
    w,
    apply,
    applyEvaluating,
    say: setNotice,
    openDialog: setDialog,
  });

  const { fileName, openExamples, openFile, saveFile, savePlt } = useFiles(w, commit, setNotice);

  /** Enter: picks up the cube under the cursor, or drops the one picked (Shift keeps the source). */
  const enter = (keep: boolean) => {
    if (picked) {
      dropOn(picked, cursor, keep);
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
  };
  /** Escape: puts down what was picked, else opens the cell's menu. */
  const putDown = () => {
    if (picked) {
      setPicked(null);
      setNotice('Dropped nowhere.');
    } else openMenuAt(cursor);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (dialog || menu) return;
    onGcalcKey(e, {
      busy: busy !== null,
      cursor,
      moveTo: focusCell,
      stop,
      undo,
      redo,
      dropOn,
      altAction,
      command,
      openFile: () => fileInput.current?.click(),
      openExamples: () => void openExamples(),
      saveFile,
      savePlt,
      openPrefs: () => setDialog({ kind: 'prefs' }),
      enter,
      escape: putDown,
      openMenu: () => openMenuAt(cursor),
    });
  };

  const openMenuAt = (r: CellRef, x?: number, y?: number) => {
    const el = grid.current?.querySelector<HTMLElement>(`[data-cell="${refKey(r)}"]`);
    const box = el?.getBoundingClientRect();
    setMenu({
      ref: r,
      x: x ?? (box ? box.left + box.width / 2 : 0),
      y: y ?? (box ? box.top + box.height / 2 : 0),
    });
  };

  const cubeDrag = useCubeDrag({
    busy: busy !== null,
    onTarget: setTarget,
    onDrop: dropOn,
    onLongPress: openMenuAt,
  });

  const termOf = cellOf(w, cursor.kind === 'operator' ? { kind: 'main' } : cursor);
  const mainTerm = useMemo(() => lambdaTerm(w.main.expr), [w.main.expr]);
  const cursorTerm = useMemo(() => lambdaTerm(termOf.expr), [termOf.expr]);

  const cellHandlers: CellHandlers = {
    onFocus: setCursor,
    onKeyDown,
    onPointerDown: cubeDrag.onPointerDown,
    onPointerMove: cubeDrag.onPointerMove,
    onPointerUp: cubeDrag.onPointerUp,
    onShow: (r) => command('show', r),
    onContextMenu: (r, e) => {
      e.preventDefault();
      if (cubeDrag.lastPointer.current === 'touch' || busy) return;
      if (r.kind === 'operator' || r.kind === 'colour') altAction(r);
      else openMenuAt(r, e.clientX, e.clientY);
    },
  };

  return (
    <div class="gcalc fill">
      <Toolbar
        busy={busy !== null}
        fileInput={fileInput}
        fileName={fileName}
        onOpen={(f) => void openFile(f)}
        onExamples={() => void openExamples()}
        onSave={saveFile}
        onSavePlt={savePlt}
        onPrefs={() => setDialog({ kind: 'prefs' })}
        canUndo={canUndo}
        canRedo={canRedo}
        onUndo={undo}
        onRedo={redo}
      />
      <div class="gcalc-panels" ref={grid}>
        {PANELS.map((p, i) => (
          <fieldset
            key={i}
            aria-label={['Colours', 'Operators and Main', 'Storage'][i]}
            class={`gcalc-panel gcalc-panel-${i}`}
            style={{ gridTemplateColumns: `repeat(${p.cols}, 1fr)` }}
          >
            {Array.from({ length: p.cols * p.rows }, (_, j) => {
              const r = p.at(j);
              const key = refKey(r);
              return (
                <CellButton
                  key={key}
                  r={r}
                  cell={cellOf(w, r)}
                  settings={w.settings}
                  isCursor={refKey(cursor) === key}
                  picked={picked !== null && refKey(picked) === key}
                  target={target !== null && refKey(target) === key}
                  on={cellHandlers}
                />
              );
            })}
          </fieldset>
        ))}
      </div>
      <Terms
        mainName={w.main.name}
        mainTerm={mainTerm}
        cursor={cursor}
        cursorName={termOf.name}
        cursorTerm={cursorTerm}
      />
      <Notice notice={notice} busy={busy} onStop={stop} />
      {menu && (
        <Menu
          x={menu.x}
          y={menu.y}
          title={refText(menu.ref)}
          items={menuItems(w, menu.ref, altAction, command)}
          onClose={() => {
            const r = menu.ref;
            setMenu(null);
            focusCell(r);
          }}
        />
      )}
      {dialog && (
        <CellDialog
          dialog={dialog}
          w={w}
          onClose={() => setDialog(null)}
          onPrefs={(settings) => commit(setSettings(w, settings), 'Preferences changed.')}
          onRename={(r, name) => apply(() => rename(w, r, name), `${refText(r)} renamed.`)}
          onExport={(kind, r) => command(kind, r)}
        />
      )}
    </div>
  );
}
