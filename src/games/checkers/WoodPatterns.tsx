/**
 * PLT's textures (light.jpg and dark.jpg, 64×64 wood) drawn by us: a base colour with grain
 * lines, as SVG patterns the squares fill with in the wood look.
 */
export function WoodPatterns() {
  const grain = (id: string, base: string, line: string) => (
    <pattern id={id} patternUnits="userSpaceOnUse" width="64" height="64">
      <rect width="64" height="64" fill={base} />
      {[6, 15, 22, 31, 40, 47, 57].map((y, i) => (
        <path
          key={y}
          d={`M0 ${y} C16 ${y - 3 + (i % 3)} 32 ${y + 3} 48 ${y - 1} S64 ${y + 2} 64 ${y}`}
          stroke={line}
          stroke-width={i % 2 ? 0.8 : 1.6}
          fill="none"
          opacity="0.55"
        />
      ))}
    </pattern>
  );
  return (
    <defs>
      {grain('checkers-wood-light', '#e2bf87', '#c49a5e')}
      {grain('checkers-wood-dark', '#7a4a24', '#5a3418')}
    </defs>
  );
}
