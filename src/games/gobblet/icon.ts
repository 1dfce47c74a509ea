/** A blue 3×3 board seen from above: a red piece gobbling a yellow one in the centre. */
export const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="4" fill="#1e3fa0"/>${[
  ...Array(9).keys(),
]
  .map(
    (i) =>
      `<circle cx="${6 + (i % 3) * 10}" cy="${6 + Math.floor(i / 3) * 10}" r="4" fill="#8fa4ef"/>`,
  )
  .join(
    '',
  )}<circle cx="16" cy="16" r="4.6" fill="#d7263d"/><rect x="13" y="13" width="6" height="6" rx="2" fill="none" stroke="#fff3b0" stroke-width="1.2"/><rect x="2.5" y="2.5" width="7" height="7" rx="2" fill="#f5c518"/><circle cx="26" cy="26" r="3.6" fill="#d7263d"/></svg>`;
