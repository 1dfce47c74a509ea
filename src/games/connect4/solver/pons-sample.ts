import { readFileSync } from 'node:fs';

/**
 * For tests: the first 50 positions of each of Pons' End-Easy, Middle-Easy and Begin-Easy sets,
 * with their exact scores; `npm run bench -- connect4 solver` checks all 3000.
 */
export const SAMPLE = readFileSync(new URL('./pons-sample.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => {
    const [moves = '', score = ''] = line.split(' ');
    return { moves, score: Number(score) };
  });
