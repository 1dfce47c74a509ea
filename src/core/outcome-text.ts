import type { Outcome } from './game.ts';

/** The words the page and `games play` show for how a game ended. */
export function outcomeText(outcome: Outcome, playerName: (p: number) => string): string {
  const detail = outcome.detail ? ` ${outcome.detail}.` : '';
  switch (outcome.kind) {
    case 'solved':
      return `Solved!${detail}`;
    case 'failed':
      return `Game over.${detail}`;
    case 'draw':
      return `Draw.${detail}`;
    case 'win':
      return `${playerName(outcome.winner)} wins.${detail}`;
    case 'scores':
      if (outcome.scores.length === 1) return `Final score ${outcome.scores[0]}.${detail}`;
      return `Final scores: ${outcome.scores.map((s, p) => `${playerName(p)} ${s}`).join(', ')}.${detail}`;
  }
}
