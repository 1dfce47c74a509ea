/** A 4×4 board with x and o markers and an arrow pushing in from the left, like PLT's. */
const marks: Record<string, string> = {
  '1,1': 'x',
  '2,1': 'x',
  '1,2': 'o',
  '2,2': 'x',
  '3,2': 'o',
};

export const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="4" fill="#f4efe1"/>${[
  ...Array(16).keys(),
]
  .map((i) => {
    const c = i % 4;
    const r = Math.floor(i / 4);
    const x = 6 + c * 6;
    const y = 4 + r * 6;
    const m = marks[`${c},${r}`];
    const cellRect = `<rect x="${x}" y="${y}" width="6" height="6" fill="none" stroke="#6b6b6b" stroke-width="0.6"/>`;
    const text = m
      ? `<text x="${x + 3}" y="${y + 5}" font-size="6" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="${m === 'x' ? '#1b1d22' : '#1d4fa8'}">${m}</text>`
      : '';
    return cellRect + text;
  })
  .join('')}<path d="M1 17 L5 15 L5 19 Z" fill="#c0392b"/></svg>`;
