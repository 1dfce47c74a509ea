import { outcomeText } from '../../core/outcome-text.ts';
import { playerName } from '../../games/descriptor.ts';
import type { Session } from '../session/session.ts';
import { statsLine } from '../stats/StatsPanel.tsx';
import './result-panel.css';

interface ResultPanelProps {
  session: Session<unknown, unknown>;
  newGame(): void;
}

/**
 * The end of a game: who won or the score, this variant's line of statistics (this game counted
 * in it as soon as the store has it), New game, and Review, which steps through the game's
 * positions. It shows while the game is over and nothing is under review.
 */
export function ResultPanel({ session, newGame }: ResultPanelProps) {
  const result = session.result.value;
  if (!result || session.reviewing.value) return null;
  const game = session.descriptor;
  const stats = session.stats.value;
  const plies = session.view.value.moves.length;
  return (
    <section class="result" role="status" aria-label="Result">
      <p class="result-outcome">{outcomeText(result, (p) => playerName(game.playerNames, p))}</p>
      {stats && stats.played > 0 && <p class="result-stats">{statsLine(stats)}</p>}
      <div class="result-actions">
        <button type="button" class="primary" onClick={newGame}>
          New game
        </button>
        {plies > 0 && (
          <button type="button" onClick={() => void session.review(0)}>
            Review
          </button>
        )}
      </div>
    </section>
  );
}
