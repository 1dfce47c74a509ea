import { isOpen } from './pumpkins.ts';
import { exitOf, type TallyMazeState, wallsNow } from './rules.ts';

/**
 * The ball's face, by PLT's rule for its "very-emotional" icons: won (icon 01); about to win,
 * an open edge to the exit (19); afraid, a pumpkin on an open neighbour (20 or 35); else calm
 * (21, 36 or 37). Where there is a choice, (x + y) mod the number of faces picks one. PLT has no
 * face for being caught (the calm one shows); ours is `caught`.
 */
export type Mood = 'won' | 'almost' | 'afraid' | 'calm' | 'caught';

export interface Face {
  readonly mood: Mood;
  /** Which of the mood's faces: 0 to 1 for afraid, 0 to 2 for calm, else 0. */
  readonly variant: number;
}

const VARIANTS: Record<Mood, number> = { won: 1, almost: 1, afraid: 2, calm: 3, caught: 1 };

export function faceOf(s: TallyMazeState): Face {
  const walls = wallsNow(s);
  const { width: w, player } = s;
  const pick = (mood: Mood): Face => ({
    mood,
    variant: ((player % w) + Math.floor(player / w)) % VARIANTS[mood],
  });
  if (player === exitOf(s)) return pick('won');
  if (s.pumpkins.includes(player)) return pick('caught');
  if (isOpen(walls, w, player, exitOf(s))) return pick('almost');
  if (s.pumpkins.some((p) => isOpen(walls, w, p, player))) return pick('afraid');
  return pick('calm');
}
