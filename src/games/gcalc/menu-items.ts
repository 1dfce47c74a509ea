import type { MenuItem } from './Menu.tsx';
import type { Workspace } from './plt.ts';
import { type CellRef, cellOf, OPERATOR, writable } from './workspace.ts';

/**
 * A cell's menu: PLT's right-click action (split Main on an operator, abstract over a colour),
 * then the cell commands, each with its key and enabled where it applies.
 */
export function menuItems(
  w: Workspace,
  r: CellRef,
  altAction: (r: CellRef) => void,
  command: (key: string, r: CellRef) => void,
): MenuItem[] {
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
}
