/**
 * The eight prebuilt 5×5 boards of PLT's Lights Out (boards.rkt), rows from the top, `x` lit.
 * All eight are solvable; the solver tests check it.
 */
export const PREBUILT_BOARDS = [
  { id: '1', name: '1', rows: '..... ..... x.x.x ..... .....' },
  { id: '2', name: '2', rows: 'x.x.x x.x.x ..... x.x.x x.x.x' },
  { id: '3', name: '3', rows: '.x.x. xx.xx xx.xx xx.xx .x.x.' },
  { id: '4', name: '4', rows: '..... xx.xx ..... x...x xx.xx' },
  { id: '5', name: '5', rows: 'xxxx. xxx.x xxx.x ...xx xx.xx' },
  { id: '6', name: '6', rows: '..... ..... x.x.x x.x.x .xxx.' },
  { id: '7', name: '7', rows: 'xxxx. x...x x...x x...x xxxx.' },
  { id: 'diagonal', name: 'Diagonal', rows: '....x ...x. ..x.. .x... x....' },
] as const;

export const PREBUILT_SIZE = 5;
