/** A 3×3 board with a plus of lit cells: what one press does. */
const lit = new Set([1, 3, 4, 5, 7]);

export const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="3" fill="#111"/>${[
  ...Array(9).keys(),
]
  .map(
    (i) =>
      `<rect x="${2 + (i % 3) * 10}" y="${2 + Math.floor(i / 3) * 10}" width="8" height="8" rx="1.5" fill="${lit.has(i) ? '#ffa500' : '#333'}"/>`,
  )
  .join('')}</svg>`;
