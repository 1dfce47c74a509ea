/** A wooden 4×4 corner of the board with a red and a black checker, a crowned one on top. */
const squares = Array.from({ length: 16 }, (_, i) => {
  const r = i >> 2;
  const c = i & 3;
  const fill = (r + c) % 2 ? '#6b3e1f' : '#e3c08d';
  return `<rect x="${c * 8}" y="${r * 8}" width="8" height="8" fill="${fill}"/>`;
}).join('');

export const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${squares}<circle cx="12" cy="20" r="6.5" fill="#b22222" stroke="#5a0f0f"/><circle cx="20" cy="12" r="6.5" fill="#1c1c1c" stroke="#777"/><circle cx="20" cy="12" r="3" fill="none" stroke="#d4af37" stroke-width="1.2"/></svg>`;
