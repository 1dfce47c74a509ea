import { useState } from 'preact/hooks';
import { Dialog } from '../../ui/dialog/Dialog.tsx';
import { Cube } from './Cube.tsx';
import type { Settings } from './eval.ts';
import type { Cell, Workspace } from './plt.ts';
import { lambdaTerm } from './term.ts';
import { CELL_SIZE } from './visible.ts';
import { type CellRef, cellOf } from './workspace.ts';

/** PLT's Show: the cube at 600 px, here with its λ-term and exports. */
export function ShowDialog({
  cell,
  settings,
  onClose,
  onExport,
}: {
  cell: Cell;
  settings: Settings;
  onClose(): void;
  onExport(kind: 'svg' | 'png'): void;
}) {
  return (
    <Dialog title={cell.name ?? 'Cube'} onClose={onClose} wide>
      <div class="gcalc-show">
        <Cube expr={cell.expr} settings={settings} size={CELL_SIZE.show} />
        <p class="gcalc-show-term">{lambdaTerm(cell.expr)}</p>
        <p>
          <button type="button" onClick={() => onExport('svg')}>
            Export SVG
          </button>{' '}
          <button type="button" onClick={() => onExport('png')}>
            Export PNG
          </button>
        </p>
      </div>
    </Dialog>
  );
}

export function RenameDialog({
  name,
  onClose,
  onSave,
}: {
  name: string;
  onClose(): void;
  onSave(name: string): void;
}) {
  const [text, setText] = useState(name);
  return (
    <Dialog title="Rename" onClose={onClose}>
      <form
        class="gcalc-form"
        onSubmit={(e) => {
          e.preventDefault();
          onSave(text);
        }}
      >
        <label>
          New name{' '}
          <input
            type="text"
            value={text}
            autoFocus
            onInput={(e) => setText(e.currentTarget.value)}
          />
        </label>
        <p>
          <button type="submit">OK</button>{' '}
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </p>
      </form>
    </Dialog>
  );
}

/** A limit that can be switched off, as PLT's check box beside a slider. */
function Limit({
  label,
  value,
  max,
  onChange,
}: {
  label: string;
  value: number | null;
  max: number;
  onChange(v: number | null): void;
}) {
  const [kept, setKept] = useState(value ?? 0);
  return (
    <p class="gcalc-limit">
      <label>
        <input
          type="checkbox"
          checked={value !== null}
          onChange={(e) => onChange(e.currentTarget.checked ? kept : null)}
        />{' '}
        {label}
      </label>{' '}
      <input
        type="number"
        min={0}
        max={max}
        aria-label={`${label} (0 to ${max})`}
        value={value ?? kept}
        disabled={value === null}
        onInput={(e) => {
          const n = Math.max(0, Math.min(max, Math.round(Number(e.currentTarget.value) || 0)));
          setKept(n);
          onChange(n);
        }}
      />
    </p>
  );
}

/** PLT's Preferences dialog: its six settings, applied on OK (an undoable edit). */
export function PrefsDialog({
  settings,
  onClose,
  onSave,
}: {
  settings: Settings;
  onClose(): void;
  onSave(s: Settings): void;
}) {
  const [s, setS] = useState(settings);
  const flag = (key: 'evalNow' | 'splitArgs' | 'colourOps' | 'noBitmapPrint', label: string) => (
    <p>
      <label>
        <input
          type="checkbox"
          checked={s[key]}
          onChange={(e) => setS({ ...s, [key]: e.currentTarget.checked })}
        />{' '}
        {label}
      </label>
    </p>
  );
  return (
    <Dialog title="Preferences" onClose={onClose}>
      <form
        class="gcalc-form"
        onSubmit={(e) => {
          e.preventDefault();
          onSave(s);
        }}
      >
        {flag('evalNow', 'Evaluate immediately on application')}
        <Limit
          label="Evaluation depth limit"
          value={s.depth}
          max={100}
          onChange={(depth) => setS({ ...s, depth })}
        />
        <Limit
          label="Cutoff evaluation when smaller (px)"
          value={s.cutoff}
          max={50}
          onChange={(cutoff) => setS({ ...s, cutoff })}
        />
        {flag('splitArgs', 'Split arg by function body structure')}
        {flag('colourOps', 'Use colors as functions')}
        {flag('noBitmapPrint', 'Never use bitmaps to print (kept for PLT files)')}
        <p>
          <button type="submit">OK</button>{' '}
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </p>
      </form>
    </Dialog>
  );
}

/** The dialog open over the cells, if any: a cell's Show or Rename, or the preferences. */
export type OpenDialog =
  | { kind: 'show'; ref: CellRef }
  | { kind: 'rename'; ref: CellRef }
  | { kind: 'prefs' }
  | null;

interface CellDialogProps {
  readonly dialog: NonNullable<OpenDialog>;
  readonly w: Workspace;
  readonly onClose: () => void;
  readonly onPrefs: (settings: Settings) => void;
  readonly onRename: (r: CellRef, name: string) => void;
  readonly onExport: (kind: 'svg' | 'png', r: CellRef) => void;
}

/** The open dialog, drawn for its cell; saving closes it first. */
export function CellDialog({ dialog, w, onClose, onPrefs, onRename, onExport }: CellDialogProps) {
  if (dialog.kind === 'prefs') {
    return (
      <PrefsDialog
        settings={w.settings}
        onClose={onClose}
        onSave={(s: Settings) => {
          onClose();
          onPrefs(s);
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
        onClose={onClose}
        onSave={(name: string) => {
          onClose();
          onRename(r, name);
        }}
      />
    );
  }
  return (
    <ShowDialog
      cell={c}
      settings={w.settings}
      onClose={onClose}
      onExport={(kind) => onExport(kind, dialog.ref)}
    />
  );
}
