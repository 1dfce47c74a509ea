/** A 3×3 board of a small landscape with the bottom-right tile missing, two tiles swapped. */
const order = [0, 1, 2, 3, 5, 4, 6, 7];
const sky = [
  '#4a90d9',
  '#6aa8e3',
  '#ffc107',
  '#7cb342',
  '#d84315',
  '#7cb342',
  '#2e7d32',
  '#1e88e5',
];

export const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="3" fill="#fff"/>${order
  .map((home, cell) => {
    const x = 1 + (cell % 3) * 10;
    const y = 1 + Math.floor(cell / 3) * 10;
    return `<rect x="${x}" y="${y}" width="9.5" height="9.5" fill="${sky[home]}"/><text x="${x + 4.75}" y="${y + 7}" font-size="6.5" font-family="sans-serif" text-anchor="middle" fill="#fff">${home + 1}</text>`;
  })
  .join('')}</svg>`;
