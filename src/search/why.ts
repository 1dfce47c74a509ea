import { type DepthInfo, type MateScale, mateScoreText } from './deepening.ts';

/**
 * Why a search chose its move, in a sentence for the player it moves for: a proven win or
 * loss in moves (the mate scale's), else the score it reached and how deep it looked. `side`
 * names that player ("Red"); scores are for it, in hundredths unless `points` words them.
 */
export function searchWhy(
  { score, depth, nodes }: Pick<DepthInfo<unknown>, 'score' | 'depth' | 'nodes'>,
  scale: MateScale,
  side: string,
  points: (score: number) => string = (s) => mateScoreText(s, scale),
): string {
  const text = Math.abs(score) > scale.bound ? mateScoreText(score, scale) : points(score);
  if (score > scale.bound) {
    return `It ${text.replace(/^win/, 'wins')} whatever the opponent plays, as the search proved.`;
  }
  if (score < -scale.bound) {
    return `Every move loses against best play; this one holds out longest (${text}).`;
  }
  const searched = `${depth} plies deep, ${nodes.toLocaleString('en')} positions`;
  return `The engine's best move after searching ${searched}: it rates the position ${side} ${text}.`;
}
