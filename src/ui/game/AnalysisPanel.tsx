import type { AnalysisRow } from '../../games/descriptor.ts';
import type { Session } from '../session/session.ts';
import './hints.css';

type AnySession = Session<unknown, unknown>;

/** Whether the panel has something to show: the game's analysis is on (or the game is over). */
export function analysisShown(session: AnySession): boolean {
  if (!session.analysable) return false;
  return session.descriptor.analysis === 'end'
    ? session.result.value !== null
    : session.hints.analysisOn.value;
}

/**
 * Every game's analysis in one list, as lichess shows its engine lines: each move with its
 * value ("+0.52", "win in 7", "draw", "−0.013 EV"), best first, the best marked in words as well
 * as in bold. A row is a button: it shows its move on the board (through the hint's marks) and
 * again hides it. Whatever the game draws of its own analysis stays where it is.
 */
export function AnalysisPanel({ session }: { session: AnySession }) {
  const { hints } = session;
  const list = hints.analysisList.value;
  const running = hints.analysisProgress.value !== null;
  const shown = hints.shown.value;
  const top = list?.rows[0]?.score;
  const row = (r: AnalysisRow<unknown>, i: number) => {
    const best = r.score === top;
    return (
      <li key={`${i} ${r.text}`}>
        <button
          type="button"
          class={best ? 'best' : undefined}
          aria-pressed={shown === r}
          data-score={r.score}
          onClick={() => hints.showRow(r)}
        >
          <span class="analysis-move">{r.text}</span>
          <span class="analysis-value">{r.value}</span>
          {best && <span class="analysis-best">best</span>}
        </button>
      </li>
    );
  };
  return (
    <section class="analysis-panel" aria-label="Analysis" aria-busy={running}>
      <h2>Analysis</h2>
      {list && list.rows.length > 0 && <ol class="analysis-rows">{list.rows.map(row)}</ol>}
      {list?.summary && <p class="analysis-summary">{list.summary}</p>}
      {!list?.rows.length && !list?.summary && (
        <p class="analysis-summary">{running ? 'Analysing…' : 'No move to study here.'}</p>
      )}
    </section>
  );
}
