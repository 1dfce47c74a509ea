import type { Session } from '../session/session.ts';

/** Move counter, seed, whose turn, and the latest notice, read out politely to screen readers. */
export function StatusLine({ session }: { session: Session<unknown, unknown> }) {
  const moves = session.history.value.index;
  const hint = session.hint.value;
  const parts = [`Moves: ${moves}`, `Seed: ${session.seed}`];
  if (session.thinking.value) parts.push('Thinking…');
  if (hint?.length)
    parts.push(`Hint: ${hint.length} ${hint.length === 1 ? 'move' : 'moves'} marked`);
  if (session.saveState.value === 'failed') parts.push('Not saved');
  const progress = session.analysisProgress.value;
  return (
    <footer class="status-line" aria-live="polite">
      <span class="status-facts">{parts.join(' · ')}</span>
      {progress !== null && (
        <span class="analysing">
          Analysing… <progress max={1} value={progress} aria-label="Analysis progress" />
        </span>
      )}
      {session.notice.value && <span class="notice">{session.notice.value}</span>}
    </footer>
  );
}
