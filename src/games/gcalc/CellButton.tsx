import { Cube } from './Cube.tsx';
import type { Settings } from './eval.ts';
import { refKey } from './layout.ts';
import type { Cell } from './plt.ts';
import { CELL_SIZE } from './visible.ts';
import { type CellRef, OPERATOR, refText } from './workspace.ts';

const sizeOf = (r: CellRef) =>
  r.kind === 'colour'
    ? CELL_SIZE.colour
    : r.kind === 'storage'
      ? CELL_SIZE.storage
      : CELL_SIZE.operator;

/** What a cell's button hears: focus, keys, the pointer (drags), and the ways to show or act. */
export interface CellHandlers {
  readonly onFocus: (r: CellRef) => void;
  readonly onKeyDown: (e: KeyboardEvent) => void;
  readonly onPointerDown: (r: CellRef) => (e: PointerEvent) => void;
  readonly onPointerMove: (e: PointerEvent) => void;
  readonly onPointerUp: (e: PointerEvent) => void;
  /** Double click or middle click: PLT's Show. */
  readonly onShow: (r: CellRef) => void;
  readonly onContextMenu: (r: CellRef, e: MouseEvent) => void;
}

interface CellButtonProps {
  readonly r: CellRef;
  readonly cell: Cell;
  readonly settings: Settings;
  readonly isCursor: boolean;
  /** Picked up by the keyboard, to drop elsewhere. */
  readonly picked: boolean;
  /** Where the cube being dragged would drop. */
  readonly target: boolean;
  readonly on: CellHandlers;
}

/** One cell of a panel: a colour, an operator, Main or a storage cell, as a button with its cube. */
export function CellButton({
  r,
  cell: c,
  settings,
  isCursor,
  picked,
  target,
  on,
}: CellButtonProps) {
  const key = refKey(r);
  const label =
    r.kind === 'operator'
      ? OPERATOR[r.op].label
      : r.kind === 'colour'
        ? r.colour
        : `${refText(r)}${c.name ? `, ${c.name}` : ''}${c.expr === null ? ', empty' : ''}`;
  const classes = ['gcalc-cell', `gcalc-${r.kind}`];
  if (isCursor) classes.push('cursor');
  if (picked) classes.push('picked');
  if (target) classes.push('target');
  return (
    <button
      type="button"
      class={classes.join(' ')}
      data-cell={key}
      data-name={c.name ?? undefined}
      tabIndex={isCursor ? 0 : -1}
      aria-label={label}
      onFocus={() => on.onFocus(r)}
      onKeyDown={on.onKeyDown}
      onPointerDown={on.onPointerDown(r)}
      onPointerMove={on.onPointerMove}
      onPointerUp={on.onPointerUp}
      onPointerCancel={on.onPointerUp}
      onDblClick={() => on.onShow(r)}
      onAuxClick={(e) => {
        if (e.button === 1) on.onShow(r);
      }}
      onContextMenu={(e) => on.onContextMenu(r, e)}
    >
      {r.kind === 'operator' ? (
        <span class="gcalc-op-label">{OPERATOR[r.op].label}</span>
      ) : (
        <Cube expr={c.expr} settings={settings} size={sizeOf(r)} />
      )}
      {r.kind === 'main' && <span class="gcalc-main-label">Main</span>}
      {c.name && r.kind !== 'colour' && <span class="gcalc-name">{c.name}</span>}
      {r.kind === 'colour' && <span class="gcalc-colour-name">{r.colour}</span>}
    </button>
  );
}
