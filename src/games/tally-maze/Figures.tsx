import type { Face } from './faces.ts';

/**
 * The pieces, drawn by us in SVG (PLT uses Lazy Crazy's ball icons and YOOtheme's pumpkin): a
 * blue ball whose face follows faces.ts, and pumpkins. Each is centred on (x, y), `r` its radius.
 */

interface At {
  x: number;
  y: number;
  r: number;
}

function Eyes({ x, y, r, face }: At & { face: Face }) {
  const dx = r * 0.36;
  const ey = y - r * 0.18;
  const size = r * (face.mood === 'afraid' || face.mood === 'caught' ? 0.17 : 0.12);
  if (face.mood === 'won' || (face.mood === 'calm' && face.variant === 2)) {
    // Happy, closed eyes: little arcs.
    return (
      <g class="ink">
        {[-1, 1].map((s) => (
          <path
            key={s}
            d={`M ${x + s * dx - size * 1.3} ${ey + size * 0.6} Q ${x + s * dx} ${ey - size * 1.4} ${x + s * dx + size * 1.3} ${ey + size * 0.6}`}
          />
        ))}
      </g>
    );
  }
  if (face.mood === 'caught') {
    // Crossed-out eyes.
    return (
      <g class="ink">
        {[-1, 1].map((s) => (
          <path
            key={s}
            d={`M ${x + s * dx - size} ${ey - size} L ${x + s * dx + size} ${ey + size} M ${x + s * dx + size} ${ey - size} L ${x + s * dx - size} ${ey + size}`}
          />
        ))}
      </g>
    );
  }
  return (
    <g class="pupil">
      <circle cx={x - dx} cy={ey} r={size} />
      <circle cx={x + dx} cy={ey} r={size} />
    </g>
  );
}

function Mouth({ x, y, r, face }: At & { face: Face }) {
  const my = y + r * 0.3;
  const w = r * 0.42;
  switch (face.mood) {
    case 'won':
      return (
        <path
          class="mouth-open"
          d={`M ${x - w} ${my - r * 0.08} Q ${x} ${my + r * 0.6} ${x + w} ${my - r * 0.08} Z`}
        />
      );
    case 'almost':
      return <ellipse class="mouth-open" cx={x} cy={my + r * 0.05} rx={w * 0.6} ry={r * 0.2} />;
    case 'afraid':
      return face.variant === 0 ? (
        <ellipse class="mouth-open" cx={x} cy={my + r * 0.08} rx={r * 0.13} ry={r * 0.18} />
      ) : (
        <path
          class="ink"
          d={`M ${x - w} ${my + r * 0.1} l ${w / 2} ${-r * 0.1} l ${w / 2} ${r * 0.1} l ${w / 2} ${-r * 0.1} l ${w / 2} ${r * 0.1}`}
        />
      );
    case 'caught':
      return (
        <path
          class="ink"
          d={`M ${x - w} ${my + r * 0.2} Q ${x} ${my - r * 0.15} ${x + w} ${my + r * 0.2}`}
        />
      );
    case 'calm':
      return face.variant === 1 ? (
        <path
          class="ink"
          d={`M ${x - w * 0.7} ${my + r * 0.05} L ${x + w * 0.7} ${my + r * 0.05}`}
        />
      ) : (
        <path
          class="ink"
          d={`M ${x - w} ${my - r * 0.02} Q ${x} ${my + r * 0.35} ${x + w} ${my - r * 0.02}`}
        />
      );
  }
}

export function Ball({ x, y, r, face }: At & { face: Face }) {
  return (
    <g class="ball" data-face={face.mood} data-variant={face.variant}>
      <circle class="ball-body" cx={x} cy={y} r={r} />
      <circle class="ball-shine" cx={x - r * 0.4} cy={y - r * 0.45} r={r * 0.18} />
      <Eyes x={x} y={y} r={r} face={face} />
      <Mouth x={x} y={y} r={r} face={face} />
    </g>
  );
}

export function Pumpkin({ x, y, r }: At) {
  return (
    <g class="pumpkin">
      <path
        class="stem"
        d={`M ${x - r * 0.1} ${y - r * 0.75} q ${r * 0.05} ${-r * 0.3} ${r * 0.3} ${-r * 0.35} l ${r * 0.05} ${r * 0.12} q ${-r * 0.18} ${r * 0.08} ${-r * 0.15} ${r * 0.25} Z`}
      />
      <ellipse class="rind" cx={x - r * 0.38} cy={y + r * 0.05} rx={r * 0.55} ry={r * 0.78} />
      <ellipse class="rind" cx={x + r * 0.38} cy={y + r * 0.05} rx={r * 0.55} ry={r * 0.78} />
      <ellipse class="rind" cx={x} cy={y + r * 0.05} rx={r * 0.55} ry={r * 0.82} />
      <path
        class="carve"
        d={`M ${x - r * 0.45} ${y - r * 0.1} l ${r * 0.15} ${-r * 0.25} l ${r * 0.15} ${r * 0.25} Z M ${x + r * 0.15} ${y - r * 0.1} l ${r * 0.15} ${-r * 0.25} l ${r * 0.15} ${r * 0.25} Z`}
      />
      <path
        class="carve"
        d={`M ${x - r * 0.5} ${y + r * 0.25} Q ${x} ${y + r * 0.75} ${x + r * 0.5} ${y + r * 0.25} l ${-r * 0.2} ${r * 0.1} l ${-r * 0.15} ${-r * 0.1} l ${-r * 0.15} ${r * 0.1} l ${-r * 0.15} ${-r * 0.1} l ${-r * 0.15} ${r * 0.1} Z`}
      />
    </g>
  );
}

/** Two pumpkins on one cell: two smaller ones, top left and bottom right, as PLT draws them. */
export function TwoPumpkins({ x, y, r }: At) {
  return (
    <g class="two-pumpkins">
      <Pumpkin x={x - r * 0.3} y={y - r * 0.3} r={r * 0.68} />
      <Pumpkin x={x + r * 0.3} y={y + r * 0.3} r={r * 0.68} />
    </g>
  );
}
