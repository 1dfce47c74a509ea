/**
 * The colours and shapes of the cells: PLT's five colours (blue, red, brown, forestgreen,
 * purple) and a sixth, each with its own shape so that no cell is told by colour alone.
 */
export const COLOURS = [
  { name: 'blue', fill: '#0000ff', shape: 'circle' },
  { name: 'red', fill: '#ff0000', shape: 'square' },
  { name: 'brown', fill: '#a52a2a', shape: 'triangle' },
  { name: 'green', fill: '#228b22', shape: 'diamond' },
  { name: 'purple', fill: '#800080', shape: 'plus' },
  { name: 'orange', fill: '#d2691e', shape: 'star' },
] as const;

/** PLT's pale colour of a hovered blob: each channel a third of the way to 255. */
export function pale(hex: string): string {
  const channel = (i: number) => {
    const v = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
    return (255 - Math.floor(((255 - v) * 2) / 3)).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** The SVG path of colour `colour`'s shape (1-based), centred on (x, y), `r` its half size. */
export function shapePath(colour: number, x: number, y: number, r: number): string {
  const shape = COLOURS[colour - 1]?.shape ?? 'circle';
  const p = (dx: number, dy: number) => `${(x + dx).toFixed(2)},${(y + dy).toFixed(2)}`;
  switch (shape) {
    case 'circle':
      return `M${p(-r, 0)}A${r},${r} 0 1 0 ${p(r, 0)}A${r},${r} 0 1 0 ${p(-r, 0)}Z`;
    case 'square': {
      const s = r * 0.85;
      return `M${p(-s, -s)}L${p(s, -s)}L${p(s, s)}L${p(-s, s)}Z`;
    }
    case 'triangle':
      return `M${p(0, -r)}L${p(r, r * 0.8)}L${p(-r, r * 0.8)}Z`;
    case 'diamond':
      return `M${p(0, -r)}L${p(r, 0)}L${p(0, r)}L${p(-r, 0)}Z`;
    case 'plus': {
      const t = r * 0.35;
      return `M${p(-t, -r)}L${p(t, -r)}L${p(t, -t)}L${p(r, -t)}L${p(r, t)}L${p(t, t)}L${p(t, r)}L${p(-t, r)}L${p(-t, t)}L${p(-r, t)}L${p(-r, -t)}L${p(-t, -t)}Z`;
    }
    default: {
      const points: string[] = [];
      for (let k = 0; k < 10; k++) {
        const a = (Math.PI * k) / 5 - Math.PI / 2;
        const d = k % 2 === 0 ? r : r * 0.45;
        points.push(p(Math.cos(a) * d, Math.sin(a) * d));
      }
      return `M${points.join('L')}Z`;
    }
  }
}
