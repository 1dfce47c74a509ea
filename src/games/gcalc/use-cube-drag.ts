import { useRef } from 'preact/hooks';
import { refFromKey, refKey } from './layout.ts';
import type { CellRef } from './workspace.ts';

interface Drag {
  readonly from: CellRef;
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
  active: boolean;
  to: CellRef | null;
  longPress: ReturnType<typeof setTimeout> | null;
}

const cellFromPoint = (x: number, y: number): CellRef | null => {
  const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-cell]');
  return el?.dataset.cell ? refFromKey(el.dataset.cell) : null;
};

interface CubeDragOptions {
  /** An evaluation is under way: no drag starts. */
  readonly busy: boolean;
  /** The cell the cube would drop on now (never a colour, never where it came from). */
  readonly onTarget: (to: CellRef | null) => void;
  /** Released on a cell; Shift keeps the source. */
  readonly onDrop: (from: CellRef, to: CellRef, keep: boolean) => void;
  /** A long press on a touch screen: the cell's menu, at the press. */
  readonly onLongPress: (r: CellRef, x: number, y: number) => void;
}

/**
 * Dragging a cube from one cell to another, by mouse, pen or finger: it starts once the pointer
 * has gone 6 pixels; on a touch screen a press held half a second opens the cell's menu instead.
 * `lastPointer` says what pressed last (a long press also fires contextmenu, which then waits).
 */
export function useCubeDrag({ busy, onTarget, onDrop, onLongPress }: CubeDragOptions) {
  const drag = useRef<Drag | null>(null);
  const lastPointer = useRef('mouse');
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
        onLongPress(r, d.x, d.y);
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
      onTarget(ok);
    }
  };
  const onPointerUp = (e: PointerEvent) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    if (d.longPress) clearTimeout(d.longPress);
    drag.current = null;
    onTarget(null);
    if (d.active && d.to) onDrop(d.from, d.to, e.shiftKey);
  };
  return { lastPointer, onPointerDown, onPointerMove, onPointerUp };
}
