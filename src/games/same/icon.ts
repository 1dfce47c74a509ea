import { COLOURS, shapePath } from './shapes.ts';

/** PLT's own Same icon, a 3×3 board: blobs joined by thick lines, each colour with its shape. */
const board = [
  [1, 2, 5],
  [1, 2, 2],
  [4, 4, 3],
];

const centre = (i: number) => 6 + i * 10;

function draw(): string {
  const parts: string[] = [];
  for (const [x, column] of board.entries()) {
    for (const [y, colour] of column.entries()) {
      const fill = COLOURS[colour - 1]?.fill as string;
      const line = (x2: number, y2: number) =>
        `<line x1="${centre(x)}" y1="${centre(y)}" x2="${centre(x2)}" y2="${centre(y2)}" stroke="${fill}" stroke-width="8" stroke-linecap="round"/>`;
      if (board[x + 1]?.[y] === colour) parts.push(line(x + 1, y));
      if (column[y + 1] === colour) parts.push(line(x, y + 1));
      parts.push(`<circle cx="${centre(x)}" cy="${centre(y)}" r="4.5" fill="${fill}"/>`);
      parts.push(`<path d="${shapePath(colour, centre(x), centre(y), 2.2)}" fill="#fff"/>`);
    }
  }
  return parts.join('');
}

export const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="3" fill="#fff"/>${draw()}</svg>`;
