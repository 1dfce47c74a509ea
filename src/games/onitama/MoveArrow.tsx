import { SIZE } from './rules.ts';

/**
 * An arrow from one square's centre towards another's, on a board of `cell`-sized squares. The
 * head stops short of the centre so the piece it points at stays visible. A numbered arrow
 * starts a little behind its piece, with its number there, where an arrow drawn over it for
 * the same move leaves the number in sight. It never takes a click: the squares under it do.
 */
export function MoveArrow(props: {
  from: number;
  to: number;
  cell: number;
  kind: 'hint' | 'pv';
  number?: number;
}) {
  const { from, to, cell, kind, number } = props;
  const centre = (square: number) =>
    [(square % SIZE) * cell + cell / 2, Math.floor(square / SIZE) * cell + cell / 2] as const;
  const [x1, y1] = centre(from);
  const [x2, y2] = centre(to);
  const length = Math.hypot(x2 - x1, y2 - y1);
  const ux = (x2 - x1) / length;
  const uy = (y2 - y1) / length;
  const at = (distance: number) => [x1 + ux * distance, y1 + uy * distance] as const;
  const head = cell * (kind === 'hint' ? 0.3 : 0.22);
  const tip = at(length - cell * 0.25);
  const base = at(length - cell * 0.25 - head);
  const tail = at(number === undefined ? 0 : -cell * 0.3);
  const wing = (side: 1 | -1) =>
    `${base[0] - uy * head * 0.6 * side},${base[1] + ux * head * 0.6 * side}`;
  return (
    <g class={`move-arrow ${kind}`} data-arrow={kind} data-number={number}>
      <line x1={tail[0]} y1={tail[1]} x2={base[0]} y2={base[1]} />
      <polygon points={`${tip[0]},${tip[1]} ${wing(1)} ${wing(-1)}`} />
      {number !== undefined && (
        <>
          <circle cx={tail[0]} cy={tail[1]} r={cell * 0.16} />
          <text x={tail[0]} y={tail[1]} text-anchor="middle" dominant-baseline="central">
            {number}
          </text>
        </>
      )}
    </g>
  );
}
