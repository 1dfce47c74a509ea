import type { RefObject } from 'preact';
import { useRef } from 'preact/hooks';
import { colOf, rowOf, SIDE } from './board.ts';

/** A drag starts a swap once it has gone this share of a cell (PLT: 20 pixels). */
const DRAG_SHARE = 0.3;

/** The arrow keys as steps (rows, columns). */
export const STEP: Readonly<Record<string, [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The neighbour of `cell` one step along (dr, dc), or null off the board. */
export function neighbour(cell: number, [dr, dc]: [number, number]): number | null {
  const r = rowOf(cell) + dr;
  const c = colOf(cell) + dc;
  return r < 0 || r >= SIDE || c < 0 || c >= SIDE ? null : r * SIDE + c;
}

/**
 * PLT's drag: a press on a jewel, then a move of a third of a cell toward a neighbour, asks for
 * that swap (mouse, pen and finger alike). `onPress` hears every press (null off the board).
 */
export function useSwapDrag(
  svg: RefObject<SVGSVGElement | null>,
  onPress: (cell: number | null) => void,
  onDrag: (from: number, to: number) => void,
) {
  const down = useRef<{ x: number; y: number; cell: number; id: number } | null>(null);
  const cellAt = (e: PointerEvent): number | null => {
    const box = svg.current?.getBoundingClientRect();
    if (!box) return null;
    const c = Math.floor(((e.clientX - box.left) / box.width) * SIDE);
    const r = Math.floor(((e.clientY - box.top) / box.height) * SIDE);
    return r >= 0 && r < SIDE && c >= 0 && c < SIDE ? r * SIDE + c : null;
  };
  const onPointerDown = (e: PointerEvent) => {
    const cell = cellAt(e);
    onPress(cell);
    if (cell === null) return;
    down.current = { x: e.clientX, y: e.clientY, cell, id: e.pointerId };
    (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => {
    const from = down.current;
    const box = svg.current?.getBoundingClientRect();
    if (!from || from.id !== e.pointerId || !box) return;
    const dx = e.clientX - from.x;
    const dy = e.clientY - from.y;
    const reach = (DRAG_SHARE * box.width) / SIDE;
    if (dx * dx + dy * dy <= reach * reach) return;
    down.current = null;
    const step: [number, number] =
      Math.abs(dx) > Math.abs(dy) ? [0, Math.sign(dx)] : [Math.sign(dy), 0];
    const to = neighbour(from.cell, step);
    if (to !== null) onDrag(from.cell, to);
  };
  const onPointerUp = () => {
    down.current = null;
  };
  return { onPointerDown, onPointerMove, onPointerUp };
}
