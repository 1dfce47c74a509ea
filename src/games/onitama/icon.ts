/** A 5×5 board with the two masters on their temples and a student of each side. */
const pieces = [
  [2, 0, '#c62828', 6],
  [0, 0, '#c62828', 4],
  [2, 4, '#1e63c4', 6],
  [4, 4, '#1e63c4', 4],
] as const;

export const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="3" fill="#d2bb8c"/>${[
  ...Array(25).keys(),
]
  .map(
    (i) =>
      `<rect x="${1 + (i % 5) * 6}" y="${1 + Math.floor(i / 5) * 6}" width="5.6" height="5.6" fill="${i === 2 || i === 22 ? '#b9a06b' : '#e8d9b5'}"/>`,
  )
  .join(
    '',
  )}${pieces.map(([x, y, fill, r]) => `<circle cx="${3.8 + x * 6}" cy="${3.8 + y * 6}" r="${r / 2.2}" fill="${fill}"/>`).join('')}</svg>`;
