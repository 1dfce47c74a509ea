/**
 * The seven jewels, drawn flat in SVG after PLT's OpenGL solids: each type has its own shape
 * and its own colour, so a jewel is never told by colour alone. Shapes are paths in a box from
 * −1 to 1, in three tones (base, light face, dark face) of the jewel's colour.
 */

export interface JewelColour {
  readonly name: string;
  readonly base: string;
  readonly light: string;
  readonly dark: string;
}

/** PLT's `color-map`, by type. */
export const COLOURS: readonly JewelColour[] = [
  { name: 'blue', base: '#3a5cff', light: '#8fa4ff', dark: '#1f2f99' },
  { name: 'orange', base: '#ff8a1c', light: '#ffc080', dark: '#a84f00' },
  { name: 'yellow', base: '#f5d90a', light: '#fff27a', dark: '#8f7e00' },
  { name: 'magenta', base: '#e03ce0', light: '#f59af5', dark: '#7d1a7d' },
  { name: 'green', base: '#2fbf3f', light: '#8ae894', dark: '#146b1f' },
  { name: 'red', base: '#ff3b3b', light: '#ff9a9a', dark: '#9b1010' },
  { name: 'white', base: '#e6e6e6', light: '#ffffff', dark: '#8c8c8c' },
];

/** PLT's shapes by type, as its help names them. */
export const SHAPE_NAMES = [
  'buckyball',
  'cube',
  'pyramid',
  'icosahedron',
  'cylinder',
  'diamond',
  'sphere',
] as const;

export type Tone = 'base' | 'light' | 'dark';

export interface Part {
  readonly d: string;
  readonly tone: Tone;
}

const polygon = (points: readonly (readonly [number, number])[]) =>
  `M${points.map(([x, y]) => `${x.toFixed(3)} ${y.toFixed(3)}`).join('L')}Z`;

/** A regular polygon of `n` corners, radius `r`, the first corner at `turn` radians from up. */
const regular = (n: number, r: number, turn = 0) =>
  Array.from({ length: n }, (_, i): [number, number] => {
    const a = turn + (i * 2 * Math.PI) / n;
    return [r * Math.sin(a), -r * Math.cos(a)];
  });

const circle = (r: number, cx = 0, cy = 0) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

const ellipse = (rx: number, ry: number, cx: number, cy: number) =>
  `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;

function buckyball(): Part[] {
  const pent = regular(5, 0.32);
  const rim = regular(5, 0.85);
  const spokes = rim.map(([x, y], i) => {
    const [px, py] = pent[i] as [number, number];
    const [qx, qy] = pent[(i + 1) % 5] as [number, number];
    return {
      d: polygon([
        [px, py],
        [x * 0.98, y * 0.98],
        [qx, qy],
      ]),
      tone: 'light' as const,
    };
  });
  return [{ d: circle(0.86), tone: 'base' }, ...spokes, { d: polygon(pent), tone: 'dark' }];
}

function cube(): Part[] {
  const s = 0.74;
  const b = 0.2;
  return [
    {
      d: polygon([
        [-s, -s + b],
        [-s + b, -s],
        [s - b, -s],
        [s, -s + b],
        [s, s - b],
        [s - b, s],
        [-s + b, s],
        [-s, s - b],
      ]),
      tone: 'dark',
    },
    {
      d: polygon([
        [-s + b, -s + b],
        [s - b, -s + b],
        [s - b, s - b],
        [-s + b, s - b],
      ]),
      tone: 'base',
    },
    {
      d: polygon([
        [-s + b, -s + b],
        [s - b, -s + b],
        [s - 2 * b, -s + 2 * b],
        [-s + 2 * b, -s + 2 * b],
      ]),
      tone: 'light',
    },
  ];
}

function pyramid(): Part[] {
  return [
    {
      d: polygon([
        [0, -0.88],
        [-0.9, 0.72],
        [0.18, 0.72],
      ]),
      tone: 'light',
    },
    {
      d: polygon([
        [0, -0.88],
        [0.18, 0.72],
        [0.9, 0.72],
      ]),
      tone: 'dark',
    },
  ];
}

function icosahedron(): Part[] {
  const hex = regular(6, 0.88);
  const tri = regular(3, 0.5, Math.PI);
  return [
    { d: polygon(hex), tone: 'dark' },
    { d: polygon(tri), tone: 'light' },
  ];
}

function cylinder(): Part[] {
  return [
    { d: 'M-0.6 -0.55L-0.6 0.6A0.6 0.22 0 0 0 0.6 0.6L0.6 -0.55Z', tone: 'base' },
    { d: 'M0.2 -0.55L0.2 0.78A0.6 0.22 0 0 0 0.6 0.6L0.6 -0.55Z', tone: 'dark' },
    { d: ellipse(0.6, 0.22, 0, -0.55), tone: 'light' },
  ];
}

function diamond(): Part[] {
  return [
    {
      d: polygon([
        [0, -0.92],
        [-0.66, 0],
        [0, 0.92],
      ]),
      tone: 'base',
    },
    {
      d: polygon([
        [0, -0.92],
        [0.66, 0],
        [0, 0.92],
      ]),
      tone: 'dark',
    },
    {
      d: polygon([
        [0, -0.92],
        [-0.66, 0],
        [0, -0.2],
      ]),
      tone: 'light',
    },
  ];
}

function sphere(): Part[] {
  return [
    { d: circle(0.8), tone: 'base' },
    { d: ellipse(0.26, 0.18, -0.28, -0.34), tone: 'light' },
  ];
}

/** Each shape's parts, computed once. */
export const SHAPES: readonly (readonly Part[])[] = [
  buckyball(),
  cube(),
  pyramid(),
  icosahedron(),
  cylinder(),
  diamond(),
  sphere(),
];

/** A jewel as SVG markup (for the icon): `shape` in `colour`, centred at (x, y), radius `r`. */
export function jewelMarkup(
  shape: number,
  colour: number,
  x: number,
  y: number,
  r: number,
): string {
  const tones = COLOURS[colour] as JewelColour;
  const paths = (SHAPES[shape] ?? [])
    .map((p) => `<path d="${p.d}" fill="${tones[p.tone]}"/>`)
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${r})">${paths}</g>`;
}
