import { useRef } from 'preact/hooks';
import { BoardGrid } from '../../ui/board/BoardGrid.tsx';
import { HintCell, MoveArrow } from '../../ui/board/HintMarks.tsx';
import { drop as dropFrom } from '../../ui/motion/motion.ts';
import { useMotion } from '../../ui/motion/use-motion.ts';
import type { ViewProps } from '../descriptor.ts';
import { type ColumnValue, valueText } from './column-value.ts';
import {
  type Connect4State,
  EMPTY,
  getAvailableActions,
  getBoard,
  getDisc,
  getHeight,
  getPlayer,
  getWidth,
  type Player,
  RED,
  winningLine,
} from './rules.ts';
import './View.css';

const CELL = 60;
const R = CELL * 0.4;
/** The row under the board where the analysis writes each column's value. */
const LABELS = 26;
/** The strip over the waiting disc where the hint's arrow points at its column, never hidden. */
const HINT = 22;

/**
 * Discs differ by shape as well as colour: red carries a ring, yellow a diamond, so the board
 * reads the same to a colour-blind player and in greyscale.
 */
function Disc({
  player,
  cx,
  cy,
  className,
}: {
  player: Player;
  cx: number;
  cy: number;
  className?: string;
}) {
  const red = player === RED;
  return (
    <g class={`disc ${red ? 'red' : 'yellow'} ${className ?? ''}`}>
      <circle cx={cx} cy={cy} r={R} />
      {red ? (
        <circle class="mark" cx={cx} cy={cy} r={R * 0.5} />
      ) : (
        <path
          class="mark"
          d={`M${cx} ${cy - R * 0.5} L${cx + R * 0.5} ${cy} L${cx} ${cy + R * 0.5} L${cx - R * 0.5} ${cy} Z`}
        />
      )}
    </g>
  );
}

/**
 * The board, drawn from the assignment's control API. Its cells are the columns: one is chosen by
 * hovering, by the arrow keys or by dragging the waiting disc (or a finger along the board), and
 * played by a click, Enter/Space/Down or a drop.
 */
export function Connect4View({
  observation: state,
  play,
  interactive,
  lastMove,
  hint,
  analysis,
}: ViewProps<Connect4State, number>) {
  const board = getBoard(state);
  const width = getWidth(board);
  const height = getHeight(board);
  const open = getAvailableActions(state);
  const toMove = getPlayer(state);
  const line = winningLine(state);
  const onLine = new Set(line?.map(([c, r]) => `${c},${r}`));
  const drop = (c: number) => open.includes(c) && play(c);
  const waiting = HINT + CELL / 2; // the row above the board where the waiting disc sits
  const top = HINT + CELL;
  const y = (row: number) => top + (height - 1 - row) * CELL + CELL / 2;
  const x = (c: number) => c * CELL + CELL / 2;
  const lastRow =
    lastMove === null
      ? -1
      : [...Array(height).keys()].reverse().find((r) => getDisc(board, [lastMove, r]) !== EMPTY);
  const columnLabel = (c: number) => {
    const discs = [...Array(height).keys()].filter((r) => getDisc(board, [c, r]) !== EMPTY).length;
    const last = c === lastMove ? ', last move' : '';
    return `Column ${c + 1}, ${open.includes(c) ? `${height - discs} free` : 'full'}${last}`;
  };
  const cells = [...Array(width).keys()].flatMap((c) =>
    [...Array(height).keys()].map((r) => [c, r] as const),
  );
  const svg = useRef<SVGSVGElement>(null);
  // The disc just played falls from the waiting row, if it is new here (not an undo).
  useMotion(state, (previous) => {
    if (lastMove === null || lastRow === undefined || lastRow < 0) return;
    if (getDisc(getBoard(previous), [lastMove, lastRow]) !== EMPTY) return;
    const disc = svg.current?.querySelector(`[data-disc="${lastMove + 1},${lastRow + 1}"]`);
    if (disc) dropFrom(disc, y(lastRow) - waiting);
  });

  return (
    <BoardGrid
      class="connect4-board"
      label={`Connect 4, ${width} columns by ${height} rows. Left and right choose a column, Enter or Space drops a disc.`}
      rows={1}
      cols={width}
      cell={[CELL, CELL + height * CELL]}
      margin={[HINT, 0, LABELS, 0]}
      start={Math.floor(width / 2)}
      followPointer
      activateKeys={['Enter', ' ', 'ArrowDown']}
      svgRef={svg}
      cellId={(c) => `connect4-col-${c + 1}`}
      cellLabel={({ index }) => columnLabel(index)}
      interactive={interactive}
      onActivate={drop}
      // A drag may start anywhere: on the waiting disc, or a finger anywhere along the board.
      dests={new Map([...Array(width).keys()].map((c) => [c, open]))}
      onDrag={(_, to) => drop(to)}
      renderCell={(cell, grid) => (
        <rect
          data-column={cell.index + 1}
          class={cell.index === grid.cursor ? 'column selected' : 'column'}
          x={cell.x}
          y={cell.y}
          width={cell.width}
          height={cell.height}
        />
      )}
      overlay={(grid) => (
        <>
          <rect class="frame" x={0} y={top} width={width * CELL} height={height * CELL} rx={10} />
          {/* Every hole first, the discs over them, so a falling disc passes over the board. */}
          {cells.map(([c, r]) =>
            getDisc(board, [c, r]) === EMPTY ? (
              <circle key={`${c},${r}`} class="hole" cx={x(c)} cy={y(r)} r={R} />
            ) : null,
          )}
          {cells.map(([c, r]) => {
            const disc = getDisc(board, [c, r]);
            if (disc === EMPTY) return null;
            const last = c === lastMove && r === lastRow;
            return (
              <g
                key={`${c},${r}`}
                data-disc={`${c + 1},${r + 1}`}
                data-player={disc === RED ? 'red' : 'yellow'}
                data-win={onLine.has(`${c},${r}`) || undefined}
                data-last={last || undefined}
              >
                <Disc
                  player={disc}
                  cx={x(c)}
                  cy={y(r)}
                  className={onLine.has(`${c},${r}`) ? 'win' : ''}
                />
                {last && <circle class="last-move-mark" cx={x(c)} cy={y(r)} r={R + 4} />}
              </g>
            );
          })}
          {line && line.length > 1 && (
            <line
              class="win-line"
              x1={x((line[0] as readonly number[])[0] as number)}
              y1={y((line[0] as readonly number[])[1] as number)}
              x2={x((line[line.length - 1] as readonly number[])[0] as number)}
              y2={y((line[line.length - 1] as readonly number[])[1] as number)}
            />
          )}
          {hint?.map((c) => {
            // The hole the disc would fill, outlined; the arrow over the waiting disc's row.
            const free = [...Array(height).keys()].find((r) => getDisc(board, [c, r]) === EMPTY);
            return (
              <g key={c}>
                {free !== undefined && (
                  <HintCell
                    x={x(c) - CELL / 2}
                    y={y(free) - CELL / 2}
                    width={CELL}
                    height={CELL}
                    round
                  />
                )}
                <g class="hint-arrow" data-hint-column={c + 1}>
                  {/* Sized to the strip, so its halo stays inside the board's box. */}
                  <MoveArrow
                    points={[
                      [x(c), 5],
                      [x(c), HINT - 2],
                    ]}
                    cell={HINT * 2}
                    shorten={0}
                  />
                </g>
              </g>
            );
          })}
          {(analysis as ColumnValue[] | null)?.map((v, c) => (
            <text
              key={c}
              class={`column-value ${v.kind}`}
              data-value-column={c + 1}
              x={x(c)}
              y={top + height * CELL + LABELS - 7}
              text-anchor="middle"
            >
              {v.kind === 'full' ? '' : valueText(v, true)}
            </text>
          ))}
          {interactive && (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: not focusable; dragging repeats what the arrow keys do
            <g class={grid.drag === null ? 'waiting' : 'waiting dragging'} aria-hidden="true">
              <Disc player={toMove} cx={x(grid.cursor)} cy={waiting} />
            </g>
          )}
        </>
      )}
    />
  );
}
