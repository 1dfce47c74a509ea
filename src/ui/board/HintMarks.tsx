import type { Box } from './geometry.ts';
import './hint-marks.css';

/** A point in a board's viewBox. */
export type Point = readonly [number, number];

/** A point as the motion helpers give it (`{ x, y }`), for an arrow. */
export const xy = ({ x, y }: { x: number; y: number }): Point => [x, y];

/**
 * How thick an arrow is and how far its head reaches, as fractions of the board's cell: the
 * hint's bold, an analysis line's thinner, so both show where they cross.
 */
const WEIGHT = { hint: { shaft: 0.12, head: 0.32 }, pv: { shaft: 0.07, head: 0.22 } } as const;

/** The outline drawn under an arrow or a mark, in the theme's halo colour, so it shows on any square. */
const HALO = 0.05;

/**
 * The geometry of an arrow along `points`: the shaft's points, ending where the head begins,
 * and the head's three corners. The tip stops `shorten` cells short of the last point, so the
 * piece or disc it points at stays in sight.
 */
export function arrowGeometry(
  points: readonly Point[],
  cell: number,
  kind: 'hint' | 'pv',
  shorten: number,
): { shaft: Point[]; head: [Point, Point, Point] } {
  const last = points.at(-1) as Point;
  const before = points.at(-2) as Point;
  const length = Math.hypot(last[0] - before[0], last[1] - before[1]) || 1;
  const ux = (last[0] - before[0]) / length;
  const uy = (last[1] - before[1]) / length;
  const head = cell * WEIGHT[kind].head;
  const back = (d: number): Point => [last[0] - ux * d, last[1] - uy * d];
  const tip = back(cell * shorten);
  const base = back(cell * shorten + head);
  const wing = (side: 1 | -1): Point => [
    base[0] - uy * head * 0.6 * side,
    base[1] + ux * head * 0.6 * side,
  ];
  return { shaft: [...points.slice(0, -1), base], head: [tip, wing(1), wing(-1)] };
}

/** The first point moved `distance` back, away from the second. */
function behind(points: readonly Point[], distance: number): Point {
  const [a, b] = points as [Point, Point];
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [a[0] - ((b[0] - a[0]) / length) * distance, a[1] - ((b[1] - a[1]) / length) * distance];
}

const pointsText = (points: readonly Point[]) => points.map((p) => p.join(',')).join(' ');

/**
 * A move drawn as an arrow along `points` (two or more: a jump's squares, a slide's two ends)
 * on a board of `cell`-sized squares: the hint bold in `--hint`, an analysis line (`pv`) thinner
 * in `--pv`, each over a halo that keeps it visible on light and dark squares. A numbered arrow
 * (the line's order) shows its number at its tail. It never takes a click: the cells under it do.
 */
export function MoveArrow(props: {
  points: readonly Point[];
  cell: number;
  kind?: 'hint' | 'pv';
  number?: number;
  /** How far short of the last point the tip stops, in cells; a quarter by default. */
  shorten?: number;
  /** The move's text, for tests and for reading the board's markup. */
  move?: string;
}) {
  const { cell, kind = 'hint', number } = props;
  if (props.points.length < 2) return null;
  // A numbered arrow starts a little behind its piece, its number there: an arrow drawn over it
  // for the same move (the hint's over the line's first) leaves the number in sight.
  const points =
    number === undefined
      ? props.points
      : [behind(props.points, cell * 0.3), ...props.points.slice(1)];
  const { shaft, head } = arrowGeometry(points, cell, kind, props.shorten ?? 0.25);
  const width = cell * WEIGHT[kind].shaft;
  const halo = cell * HALO * 2;
  const [x0, y0] = points[0] as Point;
  const body = (extra: number) => (
    <>
      <polyline
        class="shaft"
        points={pointsText(shaft)}
        stroke-width={width + extra}
        stroke-linecap="round"
        stroke-linejoin="round"
      />
      <polygon
        class="head"
        points={pointsText(head)}
        stroke-width={extra}
        stroke-linejoin="round"
      />
    </>
  );
  return (
    <g class={`move-arrow ${kind}`} data-arrow={kind} data-number={number} data-move={props.move}>
      <g class="halo">{body(halo)}</g>
      <g class="ink">{body(0)}</g>
      {number !== undefined && (
        <>
          <circle class="number-disc" cx={x0} cy={y0} r={cell * 0.16} />
          <text
            class="number"
            x={x0}
            y={y0}
            font-size={cell * 0.2}
            text-anchor="middle"
            dominant-baseline="central"
          >
            {number}
          </text>
        </>
      )}
    </g>
  );
}

/**
 * A hinted cell: a thick outline in `--hint` over a halo, with a tinted inside, so the cell
 * stands out on any board in either theme (and apart from the keyboard's focus ring, which is
 * thinner and in `--focus`). Round for round holes and circles (`round`); dashed for a move the
 * hint is not sure of (`guess`: Minesweeper's best guess).
 */
export function HintCell(props: Box & { round?: boolean; guess?: boolean; cell?: number }) {
  const { x, y, width, height, round, guess } = props;
  const size = props.cell ?? Math.min(width, height);
  const stroke = size * 0.08;
  const inset = stroke / 2 + size * HALO;
  const shape = (extra: number, cls: string) =>
    round ? (
      <ellipse
        class={cls}
        cx={x + width / 2}
        cy={y + height / 2}
        rx={width / 2 - inset}
        ry={height / 2 - inset}
        stroke-width={stroke + extra}
      />
    ) : (
      <rect
        class={cls}
        x={x + inset}
        y={y + inset}
        width={width - 2 * inset}
        height={height - 2 * inset}
        rx={size * 0.08}
        stroke-width={stroke + extra}
      />
    );
  return (
    <g class={guess ? 'hint-cell guess' : 'hint-cell'} data-hint-cell="true">
      {shape(size * HALO * 2, 'halo')}
      {shape(0, 'ink')}
    </g>
  );
}
