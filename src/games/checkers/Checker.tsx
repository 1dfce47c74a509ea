/**
 * One checker seen from above, as PLT draws them: a disc with a rim, a king twice as tall (here a
 * second disc offset above the first and a crown), and in the wood look PLT's turtle logo on top.
 * Red and black differ by colour and by the rim's pattern: black's rim is dashed, so the two
 * never rely on colour alone.
 */
export function Checker(props: {
  x: number;
  y: number;
  r: number;
  red: boolean;
  king: boolean;
  turtle: boolean;
}) {
  const { x, y, r, red, king, turtle } = props;
  const lift = king ? r * 0.22 : 0;
  const cls = `checker ${red ? 'red' : 'black'}${king ? ' king' : ''}`;
  return (
    <g class={cls}>
      {king && <circle class="body under" cx={x} cy={y + lift} r={r} />}
      <circle class="body" cx={x} cy={y - lift} r={r} />
      <circle class="rim" cx={x} cy={y - lift} r={r * 0.78} />
      {turtle && <Turtle x={x} y={y - lift} size={r * 0.55} />}
      {king && (
        <path
          class="crown"
          d={`M${x - r * 0.45} ${y - lift + r * 0.25} l0 ${-r * 0.4} l${r * 0.22} ${r * 0.2} l${r * 0.23} ${-r * 0.3} l${r * 0.23} ${r * 0.3} l${r * 0.22} ${-r * 0.2} l0 ${r * 0.4} z`}
        />
      )}
    </g>
  );
}

/** PLT's turtle logo, drawn in code as PLT does: a shell, a head, four legs and a tail. */
function Turtle({ x, y, size }: { x: number; y: number; size: number }) {
  const s = size;
  return (
    <g class="turtle">
      <ellipse cx={x} cy={y - s * 0.85} rx={s * 0.22} ry={s * 0.25} />
      {[
        [-0.6, -0.5],
        [0.6, -0.5],
        [-0.6, 0.5],
        [0.6, 0.5],
      ].map(([dx, dy]) => (
        <ellipse
          key={`${dx}${dy}`}
          cx={x + (dx as number) * s}
          cy={y + (dy as number) * s}
          rx={s * 0.2}
          ry={s * 0.14}
        />
      ))}
      <path d={`M${x} ${y + s * 0.6} l${-s * 0.1} ${s * 0.35} l${s * 0.2} 0 z`} />
      <ellipse class="shell" cx={x} cy={y} rx={s * 0.55} ry={s * 0.65} />
      <path
        class="scutes"
        d={`M${x} ${y - s * 0.6} L${x} ${y + s * 0.6} M${x - s * 0.5} ${y} L${x + s * 0.5} ${y}`}
      />
    </g>
  );
}
