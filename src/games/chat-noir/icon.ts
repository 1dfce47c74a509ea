/** A small hex patch of sky-blue circles, two blocked, and the cat's black head in the middle. */
const spots: [number, number, string][] = [
  [9, 7, '#87cefa'],
  [19, 7, '#000'],
  [4, 16, '#87cefa'],
  [28, 16, '#87cefa'],
  [9, 25, '#000'],
  [19, 25, '#87cefa'],
];

export const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="3" fill="#f4f4f0"/>${spots
  .map(([x, y, fill]) => `<circle cx="${x}" cy="${y}" r="4.2" fill="${fill}"/>`)
  .join(
    '',
  )}<polygon points="10,15 11,7 15,11" fill="#222"/><polygon points="22,15 21,7 17,11" fill="#222"/><circle cx="16" cy="16" r="6.5" fill="#222"/><circle cx="13.5" cy="15" r="1.2" fill="#fff"/><circle cx="18.5" cy="15" r="1.2" fill="#fff"/></svg>`;
