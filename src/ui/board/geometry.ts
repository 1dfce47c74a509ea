/** Where the cells of a board sit in its SVG viewBox. Cells are numbered row-major from 0. */
export interface GridLayout {
  rows: number;
  cols: number;
  cellWidth: number;
  cellHeight: number;
  /** viewBox space around the cells, as CSS orders it: top, right, bottom, left. */
  margin: readonly [number, number, number, number];
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function viewBoxSize({ rows, cols, cellWidth, cellHeight, margin }: GridLayout) {
  const [top, right, bottom, left] = margin;
  return { width: left + cols * cellWidth + right, height: top + rows * cellHeight + bottom };
}

export function cellBox(layout: GridLayout, index: number): Box {
  const { cols, cellWidth, cellHeight, margin } = layout;
  return {
    x: margin[3] + (index % cols) * cellWidth,
    y: margin[0] + Math.floor(index / cols) * cellHeight,
    width: cellWidth,
    height: cellHeight,
  };
}

/** The cell under a viewBox point, or null off the cells (in the margin or beyond). */
export function cellAt(layout: GridLayout, x: number, y: number): number | null {
  const col = Math.floor((x - layout.margin[3]) / layout.cellWidth);
  const row = Math.floor((y - layout.margin[0]) / layout.cellHeight);
  const inside = row >= 0 && row < layout.rows && col >= 0 && col < layout.cols;
  return inside ? row * layout.cols + col : null;
}

/**
 * A screen point in viewBox units, for an SVG drawn in `screen` (its client rectangle) with
 * the default preserveAspectRatio: scaled to fit and centred, so a box wider or taller than the
 * board's shape adds empty bands, which map outside the cells.
 */
export function toViewBox(
  screen: { left: number; top: number; width: number; height: number },
  size: { width: number; height: number },
  clientX: number,
  clientY: number,
) {
  const scale = Math.min(screen.width / size.width, screen.height / size.height);
  const left = screen.left + (screen.width - size.width * scale) / 2;
  const top = screen.top + (screen.height - size.height * scale) / 2;
  return { x: (clientX - left) / scale, y: (clientY - top) / scale };
}
