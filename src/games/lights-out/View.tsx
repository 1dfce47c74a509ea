import { useState } from 'preact/hooks';
import { useGridCursor } from '../../ui/board/grid-cursor.ts';
import type { ViewProps } from '../descriptor.ts';
import { type LightsOutState, type Press, pressedCells, pressToString } from './rules.ts';
import './View.css';

const CELL = 40;
const GAP = 2;

/** PLT's colours: lit orange, off black; the press preview dims them. */
const fill = (lit: boolean, previewed: boolean) =>
  previewed ? (lit ? 'rgb(255,220,100)' : '#555') : lit ? 'rgb(255,165,0)' : '#000';

/**
 * The board: an SVG grid. A click acts on release over a cell, as in PLT; hovering or moving
 * the keyboard cursor previews the plus of cells a press toggles; hinted cells get a ring.
 */
export function LightsOutView({
  state,
  play,
  interactive,
  hint,
}: ViewProps<LightsOutState, Press>) {
  const { size, lights } = state;
  const toPress = (index: number): Press => ({ row: Math.floor(index / size), col: index % size });
  const press = (index: number) => interactive && play(toPress(index));
  const grid = useGridCursor(size, size, press);
  const [hover, setHover] = useState<number | null>(null);
  const previewAt = hover ?? (grid.focused ? grid.cursor : null);
  const preview = new Set(interactive && previewAt !== null ? pressedCells(size, previewAt) : []);
  const hinted = new Set(hint?.map((m) => m.row * size + m.col));
  const extent = size * CELL + GAP;
  const cellId = (i: number) => `lights-out-${pressToString(toPress(i))}`;

  return (
    // biome-ignore lint/a11y/useAriaActivedescendantWithTabindex: it has one; SVG needs lowercase tabindex, which Preact writes verbatim
    <svg
      class="lights-out-board"
      viewBox={`0 0 ${extent} ${extent}`}
      role="grid"
      aria-label={`Lights Out board, ${size} by ${size}. Arrow keys move, Enter or Space presses.`}
      aria-activedescendant={cellId(grid.cursor)}
      aria-disabled={!interactive}
      tabindex={0}
      {...grid.handlers}
      onPointerLeave={() => setHover(null)}
    >
      {Array.from({ length: size }, (_, row) => (
        <g role="row" key={row}>
          {Array.from({ length: size }, (_, col) => {
            const i = row * size + col;
            const lit = lights[i] === true;
            const name = pressToString({ row, col });
            return (
              <g key={name}>
                <rect
                  id={cellId(i)}
                  role="gridcell"
                  aria-label={`${name} ${lit ? 'lit' : 'off'}${hinted.has(i) ? ', hinted' : ''}`}
                  data-cell={name}
                  data-lit={lit}
                  data-hint={hinted.has(i) || undefined}
                  x={GAP + col * CELL}
                  y={GAP + row * CELL}
                  width={CELL - GAP}
                  height={CELL - GAP}
                  rx={4}
                  fill={fill(lit, preview.has(i))}
                  onPointerEnter={() => setHover(i)}
                  onClick={() => press(i)}
                />
                {hinted.has(i) && (
                  <circle
                    class="hint-mark"
                    cx={GAP + col * CELL + (CELL - GAP) / 2}
                    cy={GAP + row * CELL + (CELL - GAP) / 2}
                    r={CELL / 5}
                  />
                )}
              </g>
            );
          })}
        </g>
      ))}
      {grid.focused && (
        <rect
          class="cursor"
          x={GAP / 2 + (grid.cursor % size) * CELL}
          y={GAP / 2 + Math.floor(grid.cursor / size) * CELL}
          width={CELL}
          height={CELL}
          rx={5}
        />
      )}
    </svg>
  );
}
