import { BoardGrid } from '../../ui/board/BoardGrid.tsx';
import { HintCell } from '../../ui/board/HintMarks.tsx';
import '../../ui/motion/motion.css';
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
 * the keyboard cursor previews the plus of cells a press toggles; hinted cells are outlined.
 */
export function LightsOutView({
  observation: state,
  play,
  interactive,
  hint,
  lastMove,
}: ViewProps<LightsOutState, Press>) {
  const { size, lights } = state;
  const toPress = (index: number): Press => ({ row: Math.floor(index / size), col: index % size });
  const name = (index: number) => pressToString(toPress(index));
  const hinted = new Set(hint?.map((m) => m.row * size + m.col));
  const last = lastMove === null ? -1 : lastMove.row * size + lastMove.col;

  return (
    <BoardGrid
      class="lights-out-board"
      label={`Lights Out board, ${size} by ${size}. Arrow keys move, Enter or Space presses.`}
      rows={size}
      cols={size}
      cell={CELL}
      // Half a gap around the board and around each light: the cursor ring fills that space.
      margin={[GAP / 2, GAP / 2, GAP / 2, GAP / 2]}
      ring={{ inset: 0, radius: 5 }}
      cellId={(i) => `lights-out-${name(i)}`}
      cellLabel={({ index }) =>
        `${name(index)} ${lights[index] ? 'lit' : 'off'}${hinted.has(index) ? ', hinted' : ''}${index === last ? ', last pressed' : ''}`
      }
      interactive={interactive}
      onActivate={(i) => play(toPress(i))}
      renderCell={({ index, x, y, width, height }, grid) => {
        const previewAt = grid.hover ?? (grid.focused ? grid.cursor : null);
        const previewed =
          interactive && previewAt !== null && pressedCells(size, previewAt).includes(index);
        const lit = lights[index] === true;
        return (
          <>
            <rect
              data-cell={name(index)}
              data-lit={lit}
              data-hint={hinted.has(index) || undefined}
              x={x + GAP / 2}
              y={y + GAP / 2}
              width={width - GAP}
              height={height - GAP}
              rx={4}
              fill={fill(lit, previewed)}
            />
            {hinted.has(index) && (
              <HintCell x={x + GAP / 2} y={y + GAP / 2} width={width - GAP} height={height - GAP} />
            )}
            {index === last && (
              <rect
                class="last-move-mark"
                data-last
                x={x + GAP / 2 + 3}
                y={y + GAP / 2 + 3}
                width={width - GAP - 6}
                height={height - GAP - 6}
                rx={3}
              />
            )}
          </>
        );
      }}
    />
  );
}
