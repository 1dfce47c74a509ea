/** A blue 4×4 grid with a diagonal of red discs. */
const discs = [
  [0, 3, '#d7263d'],
  [1, 2, '#d7263d'],
  [2, 1, '#d7263d'],
  [3, 0, '#d7263d'],
  [1, 3, '#f5c518'],
  [2, 3, '#f5c518'],
  [2, 2, '#f5c518'],
] as const;

export const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="4" fill="#1d4fa8"/>${[
  ...Array(16).keys(),
]
  .map((i) => {
    const c = i % 4;
    const r = Math.floor(i / 4);
    const fill = discs.find(([dc, dr]) => dc === c && dr === 3 - r)?.[2] ?? '#1b1d22';
    return `<circle cx="${4.5 + c * 7.7}" cy="${4.5 + r * 7.7}" r="3.1" fill="${fill}"/>`;
  })
  .join('')}</svg>`;
