import { useEffect, useRef, useState } from 'preact/hooks';
import { BoardGrid } from '../../ui/board/BoardGrid.tsx';
import { HintCell } from '../../ui/board/HintMarks.tsx';
import { drop, slide } from '../../ui/motion/motion.ts';
import { useMotion } from '../../ui/motion/use-motion.ts';
import type { ViewProps } from '../descriptor.ts';
import {
  allBlobs,
  type Blob,
  blobAt,
  blobPoints,
  bonus,
  type Columns,
  cellsLeft,
  removeBlob,
} from './board.ts';
import type { SameAnalysis } from './engine.ts';
import { type Cell, cellToString, type SameMove, type SameState, same } from './rules.ts';
import { COLOURS, pale, shapePath } from './shapes.ts';
import './View.css';

/** viewBox units a cell; PLT draws 11-px cells with 10-px lines joining the centres. */
const CELL = 24;
const LINE = CELL * (10 / 11);
/** Room under the cells for the "This Score" line, which follows the pointer and the cursor. */
const FOOT = 22;

/**
 * The board, drawn as PLT draws it: each blob as thick lines joining the centres of its cells,
 * each cell with its colour's shape on it. Hovering (or the keyboard cursor) shows the blob in
 * pale colours with its score, "This Score"; a click, Enter or Space removes it. A tap on a
 * touch screen first shows the blob and a second tap on it removes it, so a finger sees what it
 * is about to take.
 */
export function SameView({
  observation: state,
  play,
  interactive,
  hint,
  analysis,
  lastMove,
}: ViewProps<SameState, SameMove>) {
  const { width, height, columns } = state;
  const [armed, setArmed] = useState<number | null>(null);
  // How the last activation came: a touch arms the blob first, a mouse or a key removes it.
  const pointer = useRef<string>('mouse');
  // A blob armed by a tap belongs to the board it was tapped on: undo or redo disarm it.
  useEffect(() => setArmed(null), [columns]);
  const blobs = allBlobs(columns);
  const blobOf = new Map<string, number>();
  blobs.forEach((b, k) => {
    for (const c of b.cells) blobOf.set(`${c.col},${c.row}`, k);
  });
  const cellOfIndex = (index: number): Cell => ({
    col: index % width,
    row: height - 1 - Math.floor(index / width),
  });
  const blobAtIndex = (index: number | null): Blob | null => {
    if (index === null) return null;
    const { col, row } = cellOfIndex(index);
    const k = blobOf.get(`${col},${row}`);
    return k === undefined ? null : (blobs[k] as Blob);
  };
  const key = (c: Cell) => `${c.col},${c.row}`;
  const hinted = new Set(
    (hint ?? []).flatMap((m) => {
      const k = blobOf.get(key(m));
      return k === undefined ? [] : [k];
    }),
  );
  const study = analysis as SameAnalysis | null;
  const next = study?.moves[0];
  const suggested = next ? blobOf.get(key(next)) : undefined;
  const left = cellsLeft(columns);
  const extra = bonus(state.rules, left);
  const over = same.result(state) !== null;

  const svg = useRef<SVGSVGElement>(null);
  // Once a blob is gone the cells above it fall and emptied columns close up: each cell that
  // moved comes from its old place, if this board is that removal from the last (not an undo).
  useMotion(columns, (previous) => {
    const board = svg.current;
    if (!board || !lastMove) return;
    const gone = blobAt(previous, lastMove);
    if (gone.cells.length < 2 || !sameColumns(removeBlob(previous, gone), columns)) return;
    for (const { from, to } of falls(previous, gone)) {
      const cell = board.querySelector(`#same-${cellToString(to)}`);
      if (!cell) continue;
      if (from.col === to.col) drop(cell, (from.row - to.row) * CELL);
      else slide(cell, (from.col - to.col) * CELL, (to.row - from.row) * CELL);
    }
  });

  const activate = (index: number) => {
    const blob = blobAtIndex(index);
    if (!blob || blob.cells.length < 2) return;
    const k = blobs.indexOf(blob);
    if (pointer.current !== 'mouse' && pointer.current !== 'key' && armed !== k) {
      setArmed(k);
      return;
    }
    setArmed(null);
    play(blob.cells[0] as Cell);
  };

  return (
    <div
      class="same fill board-column"
      onPointerDownCapture={(e) => {
        pointer.current = e.pointerType;
      }}
      onKeyDownCapture={() => {
        pointer.current = 'key';
      }}
    >
      <BoardGrid
        svgRef={svg}
        boxed
        class="same-board"
        label={`Same board, ${width} by ${height}. Arrow keys move, Enter or Space removes the blob under the cursor.`}
        rows={height}
        cols={width}
        cell={CELL}
        start={(height - 1) * width}
        ring={{ inset: 1, radius: 4 }}
        cellId={(i) => `same-${cellToString(cellOfIndex(i))}`}
        cellLabel={({ index }) => {
          const blob = blobAtIndex(index);
          const name = cellToString(cellOfIndex(index));
          if (!blob) return `${name} empty`;
          const colour = COLOURS[blob.colour - 1];
          const n = blob.cells.length;
          const marks = `${hinted.has(blobs.indexOf(blob)) ? ', hinted' : ''}`;
          return `${name} ${colour?.name} ${colour?.shape}, ${n === 1 ? 'single' : `blob of ${n}`}${marks}`;
        }}
        interactive={interactive}
        onActivate={activate}
        renderCell={({ index, x, y }, grid) => {
          const { col, row } = cellOfIndex(index);
          const colour = Number(columns[col]?.[row] ?? 0);
          if (colour === 0) return <rect x={x} y={y} width={CELL} height={CELL} class="empty" />;
          const k = blobOf.get(`${col},${row}`) as number;
          const blob = blobs[k] as Blob;
          const shownAt = grid.hover ?? (grid.focused ? grid.cursor : null);
          const shown = armed ?? blobs.indexOf(blobAtIndex(shownAt) as Blob);
          const lit = interactive && shown === k && blob.cells.length >= 2;
          const base = COLOURS[colour - 1]?.fill ?? '#000';
          const fill = lit ? pale(base) : base;
          const cx = x + CELL / 2;
          const cy = y + CELL / 2;
          const right = columns[col + 1]?.[row] === columns[col]?.[row];
          const up = columns[col]?.[row + 1] === columns[col]?.[row];
          return (
            // No background rect: the next cell's would cover the line joining it to this one.
            <>
              {right && (
                <line x1={cx} y1={cy} x2={cx + CELL} y2={cy} stroke={fill} stroke-width={LINE} />
              )}
              {up && (
                <line x1={cx} y1={cy} x2={cx} y2={cy - CELL} stroke={fill} stroke-width={LINE} />
              )}
              <circle
                data-cell={cellToString({ col, row })}
                data-colour={colour}
                data-blob={blob.cells.length}
                data-preview={lit || undefined}
                data-hint={hinted.has(k) || undefined}
                data-next={suggested === k || undefined}
                cx={cx}
                cy={cy}
                r={LINE / 2}
                fill={fill}
              />
              <path class="shape" d={shapePath(colour, cx, cy, CELL * 0.22)} />
              {suggested === k && <circle class="hint-mark" cx={cx} cy={cy} r={CELL * 0.12} />}
            </>
          );
        }}
        margin={[0, 0, FOOT, 0]}
        overlay={(grid) => {
          const shownAt = grid.hover ?? (grid.focused ? grid.cursor : null);
          const shown = armed !== null ? blobs[armed] : blobAtIndex(shownAt);
          const n = shown?.cells.length ?? 0;
          return (
            <>
              {/* Over the cells, so the lines joining a group's cells never cover its ring. */}
              {[...hinted].flatMap((k) =>
                (blobs[k]?.cells ?? []).map((c) => (
                  <HintCell
                    key={key(c)}
                    x={c.col * CELL}
                    y={(height - 1 - c.row) * CELL}
                    width={CELL}
                    height={CELL}
                    round
                  />
                )),
              )}
              <text class="same-this" x={4} y={height * CELL + FOOT * 0.7}>
                This Score:{' '}
                <tspan data-this-score>{n >= 2 ? blobPoints(state.rules, n) : ''}</tspan>
              </text>
              {over && (
                <g class="game-over" pointer-events="none">
                  <rect
                    x={(width * CELL) / 2 - 80}
                    y={(height * CELL) / 2 - 22}
                    width={160}
                    height={44}
                    rx={4}
                  />
                  <text x={(width * CELL) / 2} y={(height * CELL) / 2 + 8} text-anchor="middle">
                    Game Over
                  </text>
                </g>
              )}
            </>
          );
        }}
      />
      <p class="same-score">
        <span data-total={state.points + extra}>
          Total Score: {state.points} + {extra} = {state.points + extra}
        </span>
      </p>
    </div>
  );
}

const sameColumns = (a: Columns, b: Columns) =>
  a.length === b.length && a.every((c, i) => c === b[i]);

/** Where each cell that stays goes once `gone` is removed, for those that move. */
function falls(columns: Columns, gone: Blob): { from: Cell; to: Cell }[] {
  const removed = new Set(gone.cells.map((c) => `${c.col},${c.row}`));
  const moves: { from: Cell; to: Cell }[] = [];
  let toCol = 0;
  columns.forEach((column, col) => {
    let toRow = 0;
    for (let row = 0; row < column.length; row++) {
      if (removed.has(`${col},${row}`)) continue;
      if (toCol !== col || toRow !== row)
        moves.push({ from: { col, row }, to: { col: toCol, row: toRow } });
      toRow++;
    }
    if (toRow > 0) toCol++;
  });
  return moves;
}
