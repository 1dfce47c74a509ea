import type { Session } from '../session/session.ts';
import { Elapsed } from './Elapsed.tsx';
import { HintNote } from './HintNote.tsx';

/**
 * A computation the player waits for: what it is, how long it has run, how far it has come,
 * what it has settled when it says, and a way to stop it. The Stop button goes away with what it
 * stopped, so the focus it had is handed on by `stopped`.
 */
function Busy(props: {
  what: string;
  /** What the computation is about: a change restarts its clock. */
  of: unknown;
  done: number | null;
  note: string | null;
  stop(): void;
  stopped(): void;
}) {
  const { what, done, note } = props;
  return (
    <span class="busy">
      {what}… <Elapsed of={props.of} />
      {done !== null && <progress max={1} value={done} aria-label={`${what} progress`} />}
      {note !== null && <span class="busy-note">{note}</span>}
      <button
        type="button"
        class="stop"
        aria-label={`Stop ${what.toLowerCase()}`}
        onClick={() => {
          props.stop();
          props.stopped();
        }}
      >
        Stop
      </button>
    </span>
  );
}

interface StatusLineProps {
  session: Session<unknown, unknown>;
  /** Where the focus goes after a Stop: the board, where the player goes on. */
  stopped(): void;
}

/** Move counter, seed, whose turn, and the latest notice, read out politely to screen readers. */
export function StatusLine({ session, stopped }: StatusLineProps) {
  const moves = session.movesMade.value;
  const parts = [`Moves: ${moves}`, `Seed: ${session.seed}`];
  if (session.saves.saveState.value === 'failed') parts.push('Not saved');
  const progress = session.hints.analysisProgress.value;
  const hinting = session.hints.hintProgress.value;
  return (
    <footer class="status-line" aria-live="polite">
      <HintNote session={session} />
      <span class="status-facts">{parts.join(' · ')}</span>
      {session.thinking.value && (
        <Busy
          what="Thinking"
          of={moves}
          done={session.thinkingProgress.value}
          note={session.thinkingNote.value}
          stop={() => session.stopThinking()}
          stopped={stopped}
        />
      )}
      {hinting !== null && (
        <Busy
          what="Finding a hint"
          of={moves}
          done={hinting}
          note={session.hints.hintNote.value}
          stop={() => session.stopThinking()}
          stopped={stopped}
        />
      )}
      {progress !== null && (
        <span class="analysing">
          Analysing… <Elapsed of={session.studied.value} />{' '}
          <progress max={1} value={progress} aria-label="Analysis progress" />
        </span>
      )}
      {session.notice.value && <span class="notice">{session.notice.value}</span>}
    </footer>
  );
}
