import { jewelMarkup } from './jewels.ts';

/** A 3×3 corner of a board on PLT's black, a run of three diamonds about to form. */
const board = [
  [5, 0, 2],
  [3, 5, 5],
  [5, 4, 6],
];

const jewels = board
  .flatMap((row, r) => row.map((type, c) => jewelMarkup(type, type, 6 + c * 10, 6 + r * 10, 4.3)))
  .join('');

export const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="3" fill="#000"/>${jewels}</svg>`;
