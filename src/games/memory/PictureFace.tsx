import type { JSX } from 'preact';
import { PICTURES } from './pictures.ts';

/** Card units, PLT's 71×96; the pictures sit in its middle, about 50 across. */
const W = 71;
const H = 96;

const RED = '#d8141e';
const BLACK = '#151515';

/** A fish facing left at (x, y), `s` its scale. */
const fish = (x: number, y: number, s: number, key?: string) => (
  <g key={key} transform={`translate(${x} ${y}) scale(${s})`}>
    <ellipse cx={0} cy={0} rx={14} ry={8} fill={RED} />
    <path d="M12 0 L22 -8 L22 8 Z" fill={RED} />
    <circle cx={-8} cy={-2} r={1.6} fill="#fff" />
    <path d="M2 -6 Q6 0 2 6" stroke="#8a0a10" fill="none" stroke-width={1} />
  </g>
);

const face = (happy: boolean) => (
  <g>
    <circle
      cx={35.5}
      cy={48}
      r={20}
      fill={happy ? '#ffd21f' : '#7fb2ff'}
      stroke={BLACK}
      stroke-width={1.5}
    />
    <circle cx={28} cy={42} r={2.5} fill={BLACK} />
    <circle cx={43} cy={42} r={2.5} fill={BLACK} />
    <path
      d={happy ? 'M25 52 Q35.5 63 46 52' : 'M25 59 Q35.5 49 46 59'}
      stroke={BLACK}
      stroke-width={2.5}
      fill="none"
    />
  </g>
);

const starPoints = (cx: number, cy: number, r: number, inner: number, n: number) =>
  Array.from({ length: 2 * n }, (_, i) => {
    const a = (Math.PI * i) / n - Math.PI / 2;
    const rr = i % 2 ? inner : r;
    return `${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`;
  }).join(' ');

/** Each picture's drawing, by index; shapes and names differ, so none is told by colour alone. */
const DRAWINGS: (() => JSX.Element)[] = [
  () => (
    <g fill={BLACK}>
      <circle cx={35.5} cy={36} r={9} />
      <circle cx={25} cy={52} r={9} />
      <circle cx={46} cy={52} r={9} />
      <path d="M33 50 L38 50 L41 68 L30 68 Z" />
    </g>
  ),
  () => <path d="M35.5 68 L15 46 A10.5 10.5 0 0 1 35.5 34 A10.5 10.5 0 0 1 56 46 Z" fill={RED} />,
  () => (
    <g fill={BLACK}>
      <path d="M35.5 26 L55 50 A10 10 0 0 1 35.5 58 A10 10 0 0 1 16 50 Z" />
      <path d="M33 54 L38 54 L41 70 L30 70 Z" />
    </g>
  ),
  () => <path d="M35.5 24 L54 48 L35.5 72 L17 48 Z" fill={RED} />,
  () => face(true),
  () => face(false),
  () => fish(33, 48, 1.3),
  () => (
    <g>
      {fish(30, 36, 1, 'a')}
      {fish(40, 62, 1, 'b')}
    </g>
  ),
  () => (
    <g>
      <rect x={33} y={24} width={5} height={8} fill="#5a3a10" />
      <ellipse cx={35.5} cy={50} rx={22} ry={18} fill="#ff8c00" />
      <path d="M24 44 L30 44 L27 38 Z M41 44 L47 44 L44 38 Z" fill={BLACK} />
      <path d="M22 52 Q35.5 66 49 52 Q35.5 58 22 52 Z" fill={BLACK} />
    </g>
  ),
  () => (
    <polygon
      points={starPoints(35.5, 48, 22, 9, 5)}
      fill="#e8b400"
      stroke={BLACK}
      stroke-width={1}
    />
  ),
  () => <path d="M42 26 A22 22 0 1 0 42 70 A17 17 0 1 1 42 26 Z" fill="#c9a400" />,
  () => (
    <g fill="#f39c12">
      <circle cx={35.5} cy={48} r={11} />
      <polygon points={starPoints(35.5, 48, 23, 13, 12)} opacity={0.8} />
    </g>
  ),
  () => (
    <g>
      <polygon points="35.5,22 54,58 17,58" fill="#1e8a3a" />
      <rect x={32} y={58} width={7} height={12} fill="#6b4218" />
    </g>
  ),
  () => (
    <g>
      <polygon points="35.5,26 58,46 13,46" fill="#a23b2a" />
      <rect x={18} y={46} width={35} height={24} fill="#d9c08a" stroke={BLACK} />
      <rect x={31} y={56} width={9} height={14} fill="#6b4218" />
    </g>
  ),
  () => (
    <g>
      {[0, 72, 144, 216, 288].map((a) => (
        <ellipse
          key={a}
          cx={35.5}
          cy={36}
          rx={6}
          ry={11}
          fill="#e04fa0"
          transform={`rotate(${a} 35.5 48)`}
        />
      ))}
      <circle cx={35.5} cy={48} r={6} fill="#ffd21f" />
    </g>
  ),
  () => (
    <g fill="#c99a00">
      <path d="M20 62 Q22 30 35.5 28 Q49 30 51 62 Z" />
      <circle cx={35.5} cy={66} r={4} />
    </g>
  ),
  () => (
    <g fill="none" stroke="#8a6d00" stroke-width={4}>
      <circle cx={35.5} cy={34} r={9} />
      <path d="M35.5 43 L35.5 70 M35.5 60 L43 60 M35.5 68 L42 68" />
    </g>
  ),
  () => (
    <path d="M16 62 L16 34 L26 46 L35.5 30 L45 46 L55 34 L55 62 Z" fill="#e8b400" stroke={BLACK} />
  ),
  () => <path d="M35.5 24 Q52 50 50 58 A14.5 14.5 0 0 1 21 58 Q19 50 35.5 24 Z" fill="#2a7de1" />,
  () => <path d="M40 22 L22 52 L34 52 L30 74 L50 42 L38 42 Z" fill="#f1c40f" stroke={BLACK} />,
  () => <circle cx={35.5} cy={48} r={17} fill="none" stroke="#7d3cbf" stroke-width={7} />,
  () => <rect x={19} y={32} width={33} height={33} fill="#16a085" />,
  () => <polygon points="35.5,28 57,66 14,66" fill="none" stroke="#c0392b" stroke-width={6} />,
  () => <path d="M30 26 H41 V43 H58 V54 H41 V71 H30 V54 H13 V43 H30 Z" fill="#2c3e50" />,
  () => <path d="M35.5 24 L56 46 L43 46 L43 72 L28 72 L28 46 L15 46 Z" fill="#8e44ad" />,
  () => (
    <g>
      <path d="M20 70 Q18 34 52 26 Q56 62 20 70 Z" fill="#27ae60" />
      <path d="M20 70 L48 32" stroke="#145a32" stroke-width={2} />
    </g>
  ),
];

/** A picture card's face: cream paper, the picture, and its name for assistive technology. */
export function PictureFace({ picture }: { picture: number }) {
  const name = PICTURES[picture]?.name ?? 'picture';
  return (
    <svg class="picture-face" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={name}>
      <rect x={0.5} y={0.5} width={W - 1} height={H - 1} rx={6} fill="#fdf6dc" stroke="#999" />
      {DRAWINGS[picture]?.()}
    </svg>
  );
}
