import type { ComponentChildren, Ref } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { type Box, cellAt, cellBox, type GridLayout, toViewBox, viewBoxSize } from './geometry.ts';
import { useGridKeys } from './grid-keys.ts';
import { cursorMove, type Dests, gesture } from './input.ts';

/** One cell as the game draws and names it: its place, its box in the viewBox, its marks. */
export interface GridCell extends Box {
  index: number;
  row: number;
  col: number;
  /** A legal destination: of the drag under way, or else one of the game's `targets`. */
  target: boolean;
}

/** What the board's user is doing, for the game to draw previews and highlights from. */
export interface GridState {
  /** The keyboard cursor's cell (row-major), also the cell `aria-activedescendant` names. */
  cursor: number;
  /** Whether the board has keyboard focus (not a mouse click's), when the cursor ring shows. */
  focused: boolean;
  /** The cell under the mouse, or under a finger while it touches. */
  hover: number | null;
  /** The cell a drag started from, while one is under way. */
  drag: number | null;
}

/**
 * The board's one config object. The board knows no rules: the game gives it what to draw,
 * what to call each cell and where a drag may go, and hears back which cell was activated (by
 * click, tap, Enter or Space) or which drag was made.
 */
export interface BoardGridConfig {
  /** The svg's class: the game's CSS styles its board, its cells and the cursor by it. */
  class: string;
  /**
   * Drawn in a board box of its own (game-layout.css), for a view that lays out more than its
   * board: the box takes the room the rest leaves, and the board is as large as fits in it.
   */
  boxed?: boolean;
  /** The board's accessible name, saying how to play it by keyboard. */
  label: string;
  rows: number;
  cols: number;
  /** A cell's size in viewBox units: one number for a square, or width and height. */
  cell: number | readonly [number, number];
  /** viewBox space around the cells (top, right, bottom, left), for things drawn there. */
  margin?: readonly [number, number, number, number];
  /** An id unique in the page, for `aria-activedescendant`. */
  cellId(index: number): string;
  cellLabel(cell: GridCell): string;
  renderCell(cell: GridCell, grid: GridState): ComponentChildren;
  /** Drawn over all the cells, under the cursor ring; a press on it acts for the cell beneath. */
  overlay?(grid: GridState): ComponentChildren;
  /** Off, clicks, keys and drags do nothing; the cursor still moves, to read the board. */
  interactive: boolean;
  onActivate(index: number): void;
  /** Where drags may go (legal destinations as data); without it nothing drags. */
  dests?: Dests;
  onDrag?(from: number, to: number): void;
  /** Cells marked as destinations while no drag is under way (say, of a piece picked by click). */
  targets?: ReadonlySet<number>;
  /** The cursor's first cell; 0, the top left, if not given. */
  start?: number;
  /** The cursor follows the pointer, for boards whose cursor is a choice made by hovering. */
  followPointer?: boolean;
  /** Keys that activate the cursor's cell: Enter and Space if not given. */
  activateKeys?: readonly string[];
  /** A ring drawn around the cursor's cell under keyboard focus, `inset` inside its box. */
  ring?: { inset: number; radius?: number };
  /** The svg element, for a game that animates what it draws (ui/motion). */
  svgRef?: Ref<SVGSVGElement>;
}

const NONE: ReadonlySet<number> = new Set();

/**
 * An SVG board of rows×columns cells, with a keyboard cursor, click and tap, and drag by pointer
 * events (mouse, touch and pen alike). Pointer positions map to cells by geometry, so whatever
 * the game draws over a cell (a piece, a disc) acts for that cell.
 */
export function BoardGrid(props: BoardGridConfig) {
  const { rows, cols, interactive, dests, ring } = props;
  const [cellWidth, cellHeight] =
    typeof props.cell === 'number' ? [props.cell, props.cell] : props.cell;
  const layout: GridLayout = {
    rows,
    cols,
    cellWidth,
    cellHeight,
    margin: props.margin ?? [0, 0, 0, 0],
  };
  const size = viewBoxSize(layout);
  const [cursorAt, setCursor] = useState(props.start ?? 0);
  const [hover, setHover] = useState<number | null>(null);
  const [drag, setDrag] = useState<number | null>(null);
  // A ref, not state: the release must see the press even if no render came between them.
  const press = useRef<number | null>(null);
  const cursor = Math.min(cursorAt, rows * cols - 1);
  const { focused, handlers } = useGridKeys({
    cursor,
    setCursor,
    ...(props.activateKeys && { activateKeys: props.activateKeys }),
    activate: (cell) => {
      if (interactive) props.onActivate(cell);
    },
    move: (key, from) => cursorMove(key, from, rows, cols),
  });
  const grid: GridState = { cursor, focused, hover, drag };
  const marked = drag === null ? (props.targets ?? NONE) : new Set(dests?.get(drag));

  const cellUnder = (e: PointerEvent) => {
    const svg = e.currentTarget as SVGSVGElement;
    const p = toViewBox(svg.getBoundingClientRect(), size, e.clientX, e.clientY);
    return cellAt(layout, p.x, p.y);
  };
  const point = (cell: number | null) => {
    setHover(cell);
    if (props.followPointer && cell !== null) setCursor(cell);
  };
  const endPress = () => {
    press.current = null;
    setDrag(null);
  };
  const cursorBox = cellBox(layout, cursor);

  const board = (
    // biome-ignore lint/a11y/useAriaActivedescendantWithTabindex: it has one; SVG needs lowercase tabindex, which Preact writes verbatim
    <svg
      ref={props.svgRef}
      class={props.class}
      viewBox={`0 0 ${size.width} ${size.height}`}
      // Its shape, by which the play area draws it as large as it fits (game-layout.css).
      style={{ '--ratio': size.width / size.height }}
      role="grid"
      aria-label={props.label}
      aria-activedescendant={props.cellId(cursor)}
      aria-disabled={!interactive}
      tabindex={0}
      {...handlers}
      onPointerDown={(e) => {
        if (e.button !== 0) return;
        const cell = cellUnder(e);
        // Captured, the release reaches the board wherever it happens, even off it.
        (e.currentTarget as Element).setPointerCapture(e.pointerId);
        press.current = cell;
        point(cell);
        setDrag(interactive && cell !== null && dests?.has(cell) ? cell : null);
      }}
      onPointerMove={(e) => point(cellUnder(e))}
      onPointerUp={(e) => {
        const done = gesture(press.current, cellUnder(e), dests);
        endPress();
        if (e.pointerType !== 'mouse') setHover(null);
        if (!interactive || !done) return;
        if (done.kind === 'activate') props.onActivate(done.cell);
        else props.onDrag?.(done.from, done.to);
      }}
      onPointerCancel={() => {
        endPress();
        setHover(null);
      }}
      onPointerLeave={() => setHover(null)}
    >
      {Array.from({ length: rows }, (_, row) => (
        <g role="row" key={row}>
          {Array.from({ length: cols }, (_, col) => {
            const index = row * cols + col;
            const cell = { index, row, col, ...cellBox(layout, index), target: marked.has(index) };
            return (
              <g
                key={index}
                id={props.cellId(index)}
                role="gridcell"
                aria-label={props.cellLabel(cell)}
              >
                {props.renderCell(cell, grid)}
              </g>
            );
          })}
        </g>
      ))}
      {props.overlay?.(grid)}
      {ring && focused && (
        <rect
          class="cursor"
          x={cursorBox.x + ring.inset}
          y={cursorBox.y + ring.inset}
          width={cursorBox.width - 2 * ring.inset}
          height={cursorBox.height - 2 * ring.inset}
          rx={ring.radius}
        />
      )}
    </svg>
  );
  return props.boxed ? <div class="board-box">{board}</div> : board;
}
