import type { AnalysisList } from './descriptor.ts';

/** What a deepening search's analysis holds: its line, how deep and wide it looked, its score. */
export interface SearchStudy<M> {
  readonly pv: readonly M[];
  readonly depth: number;
  readonly nodes: number;
  readonly score: number;
}

/**
 * A search's principal line in the analysis panel's shape: one row, the line's first move with
 * the first `shown` moves of the line read out, valued by `value` (the score in the game's
 * words); `player` names the side the scores are for.
 */
export function principalLine<M>(
  study: SearchStudy<M>,
  words: { shown: number; moveText(move: M): string; value: string; player: string },
): AnalysisList<M> {
  const [first] = study.pv;
  const line = study.pv.slice(0, words.shown).map(words.moveText).join(' ');
  const more = study.pv.length > words.shown ? ' …' : '';
  return {
    rows: first
      ? [{ move: first, text: `${line}${more}`, value: words.value, score: study.score }]
      : [],
    summary: `Depth ${study.depth}, ${study.nodes.toLocaleString('en')} positions; scores for ${words.player}, the player to move.`,
  };
}
