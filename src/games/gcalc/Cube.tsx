import { useMemo } from 'preact/hooks';
import type { Settings } from './eval.ts';
import { cssColour, type Expr } from './expr.ts';
import { facePoints, penOf } from './picture.ts';
import { draw } from './visible.ts';

/** A cube drawn as PLT draws a cell of `size` pixels: pseudo-3-D, transparent parts left out. */
export function Cube({ expr, settings, size }: { expr: Expr; settings: Settings; size: number }) {
  const shapes = useMemo(() => draw(expr, settings, size), [expr, settings, size]);
  return (
    <svg class="gcalc-cube" viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
      {shapes.map((s, i) => {
        const fill = cssColour(s.colour) ?? 'none';
        const stroke = fill === 'none' ? 'none' : penOf(s.colour);
        if (s.kind === 'circle') {
          return (
            <ellipse
              key={i}
              cx={s.x + s.w / 2}
              cy={s.y + s.h / 2}
              rx={s.w / 2}
              ry={s.h / 2}
              fill={fill}
              stroke={stroke}
            />
          );
        }
        return (
          <g key={i} fill={fill} stroke={stroke} stroke-width={size > 100 ? 1 : 0.6}>
            {s.faces.map((f, j) => (
              <polygon key={j} points={facePoints(f)} />
            ))}
          </g>
        );
      })}
    </svg>
  );
}
