import { CARD_HEIGHT } from './CardFace.tsx';

/**
 * PLT's compressed tableau (spider.rkt's shift-stacks): cards of a pile overlap by a third of a
 * card, closer when the pile would grow past `room` card heights, so a tall pile stays within
 * its space. Returns the step from one card to the next as a fraction of a card's height.
 */
export function fanStep(count: number, room = 4 - 18 / CARD_HEIGHT, most = 1 / 3): number {
  return Math.min(most, room / Math.max(1, count - 1));
}
