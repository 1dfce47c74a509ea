/** A die showing five beside a track with a flag at its end. */
export const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="4" fill="#6b3fa0"/><rect x="3" y="22" width="26" height="4" rx="2" fill="#d9c7f0"/><path d="M26 22V12l4 2-4 2" fill="#f5c518" stroke="#f5c518"/><rect x="4" y="5" width="14" height="14" rx="3" fill="#fff"/>${[
  [7.5, 8.5],
  [14.5, 8.5],
  [11, 12],
  [7.5, 15.5],
  [14.5, 15.5],
]
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.5" fill="#222"/>`)
  .join('')}</svg>`;
