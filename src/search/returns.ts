import type { Outcome } from '../core/game.ts';

/**
 * Each player's utility for how a game ended, from -1 to 1 and summing to 0, so the same
 * numbers serve two-player negamax and n-player MCTS:
 * - a win: +1 for the winner and -1/(n-1) for each other player (+1/-1 for two players);
 * - a draw: 0 for everyone;
 * - scores: each player's score less the mean, divided by the largest such distance, so the
 *   leader gets +1, the last -1 with two players, and equal scores 0. Only the order and the
 *   gaps count, not the size of the scores, as with win/loss for the searches; where the
 *   lower score wins (`lowerScoreWins`), the order is turned round;
 * - `solved` or `failed`: +1 or -1 for player 0, the one who solves (a puzzle, or Tally Maze's
 *   runner against its pumpkins); any others as the losers or the winners of a win.
 */
export function returns(outcome: Outcome, players: number, lowerScoreWins = false): number[] {
  switch (outcome.kind) {
    case 'win':
      return Array.from({ length: players }, (_, p) =>
        p === outcome.winner ? 1 : -1 / (players - 1),
      );
    case 'draw':
      return new Array(players).fill(0);
    case 'solved':
    case 'failed': {
      const sign = outcome.kind === 'solved' ? 1 : -1;
      return Array.from({ length: players }, (_, p) => (p === 0 ? sign : -sign / (players - 1)));
    }
    case 'scores': {
      const scores = lowerScoreWins ? outcome.scores.map((s) => -s) : outcome.scores;
      const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
      const spread = Math.max(...scores.map((s) => Math.abs(s - mean)));
      return scores.map((s) => (spread === 0 ? 0 : (s - mean) / spread));
    }
  }
}
