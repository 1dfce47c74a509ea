import { useState } from 'preact/hooks';
import type { ViewProps } from '../descriptor.ts';
import { type ColumnValue, valueText } from './analysis.ts';
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
 * The board, drawn from the assignment's control API. A column is chosen by hovering, by the
 * arrow keys or by dragging the waiting disc, and played by a click, Enter/Space or a drop.
 */
export function Connect4View({
  state,
  play,
  interactive,
  lastMove,
  hint,
  analysis,
}: ViewProps<Connect4State, number>) {
  const board = getBoard(state);
  const width = getWidth(board);
  const height = getHeight(board);
  const open = new Set(getAvailableActions(state));
  const [selected, setSelected] = useState(Math.floor(width / 2));
  const [dragging, setDragging] = useState(false);
  const column = Math.min(selected, width - 1);
  const toMove = getPlayer(state);
  const line = winningLine(state);
  const onLine = new Set(line?.map(([c, r]) => `${c},${r}`));
  const drop = (c: number) => interactive && open.has(c) && play(c);
  const top = CELL; // the row above the board where the waiting disc sits
  const y = (row: number) => top + (height - 1 - row) * CELL + CELL / 2;
  const x = (c: number) => c * CELL + CELL / 2;
  const columnAt = (e: PointerEvent) => {
    const svg = (e.currentTarget as SVGElement).closest('svg') as SVGSVGElement;
    const box = svg.getBoundingClientRect();
    const c = Math.floor(((e.clientX - box.left) / box.width) * width);
    return Math.max(0, Math.min(width - 1, c));
  };
  const lastRow =
    lastMove === null
      ? -1
      : [...Array(height).keys()].reverse().find((r) => getDisc(board, [lastMove, r]) !== EMPTY);
  const columnLabel = (c: number) => {
    const discs = [...Array(height).keys()].filter((r) => getDisc(board, [c, r]) !== EMPTY).length;
    return `Column ${c + 1}, ${open.has(c) ? `${height - discs} free` : 'full'}`;
  };

  return (
    // biome-ignore lint/a11y/useAriaActivedescendantWithTabindex: it has one; SVG needs lowercase tabindex, which Preact writes verbatim
    <svg
      class="connect4-board"
      viewBox={`0 0 ${width * CELL} ${top + height * CELL + LABELS}`}
      role="grid"
      aria-label={`Connect 4, ${width} columns by ${height} rows. Left and right choose a column, Enter or Space drops a disc.`}
      aria-activedescendant={`connect4-col-${column + 1}`}
      aria-disabled={!interactive}
      tabindex={0}
      onKeyDown={(e) => {
        const moves: Record<string, number> = {
          ArrowLeft: Math.max(0, column - 1),
          ArrowRight: Math.min(width - 1, column + 1),
          Home: 0,
          End: width - 1,
        };
        const to = moves[e.key];
        if (to !== undefined) {
          e.preventDefault();
          setSelected(to);
        } else if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
          e.preventDefault();
          drop(column);
        }
      }}
    >
      <g role="row">
        {[...Array(width).keys()].map((c) => (
          <rect
            key={c}
            id={`connect4-col-${c + 1}`}
            role="gridcell"
            aria-label={columnLabel(c)}
            data-column={c + 1}
            class={c === column ? 'column selected' : 'column'}
            x={c * CELL}
            y={0}
            width={CELL}
            height={top + height * CELL}
            onPointerEnter={() => !dragging && setSelected(c)}
            onClick={() => drop(c)}
          />
        ))}
      </g>
      <rect class="frame" x={0} y={top} width={width * CELL} height={height * CELL} rx={10} />
      {[...Array(width).keys()].flatMap((c) =>
        [...Array(height).keys()].map((r) => {
          const disc = getDisc(board, [c, r]);
          if (disc === EMPTY)
            return <circle key={`${c},${r}`} class="hole" cx={x(c)} cy={y(r)} r={R} />;
          const dropping = c === lastMove && r === lastRow;
          return (
            <g
              key={`${c},${r}`}
              data-disc={`${c + 1},${r + 1}`}
              data-player={disc === RED ? 'red' : 'yellow'}
              data-win={onLine.has(`${c},${r}`) || undefined}
              style={dropping ? { '--drop': `${-(y(r) - CELL / 2)}px` } : undefined}
              class={dropping ? 'dropping' : undefined}
            >
              <Disc
                player={disc}
                cx={x(c)}
                cy={y(r)}
                className={onLine.has(`${c},${r}`) ? 'win' : ''}
              />
            </g>
          );
        }),
      )}
      {line && line.length > 1 && (
        <line
          class="win-line"
          x1={x((line[0] as readonly number[])[0] as number)}
          y1={y((line[0] as readonly number[])[1] as number)}
          x2={x((line[line.length - 1] as readonly number[])[0] as number)}
          y2={y((line[line.length - 1] as readonly number[])[1] as number)}
        />
      )}
      {hint?.map((c) => (
        <path
          key={c}
          class="hint-arrow"
          data-hint-column={c + 1}
          d={`M${x(c) - 12} ${top - 22} L${x(c) + 12} ${top - 22} L${x(c)} ${top - 4} Z`}
        />
      ))}
      {(analysis as ColumnValue[] | null)?.map((v, c) => (
        <text
          key={c}
          class={`column-value ${v.kind}`}
          data-value-column={c + 1}
          x={x(c)}
          y={top + height * CELL + LABELS - 7}
          text-anchor="middle"
        >
          {v.kind === 'full' ? '' : valueText(v)}
        </text>
      ))}
      {interactive && (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: not focusable; dragging repeats what the arrow keys do
        <g
          class={dragging ? 'waiting dragging' : 'waiting'}
          aria-hidden="true"
          onPointerDown={(e) => {
            (e.currentTarget as Element).setPointerCapture(e.pointerId);
            setDragging(true);
          }}
          onPointerMove={(e) => dragging && setSelected(columnAt(e))}
          onPointerUp={(e) => {
            if (!dragging) return;
            setDragging(false);
            drop(columnAt(e));
          }}
          onPointerCancel={() => setDragging(false)}
        >
          <Disc player={toMove} cx={x(column)} cy={CELL / 2} />
        </g>
      )}
    </svg>
  );
}
