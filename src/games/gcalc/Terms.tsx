import { type CellRef, refText } from './workspace.ts';

interface TermsProps {
  readonly mainName: string | null;
  readonly mainTerm: string;
  readonly cursor: CellRef;
  readonly cursorName: string | null;
  readonly cursorTerm: string;
}

/** Main's cube as a λ-term, and the cube under the cursor's when it is another. */
export function Terms({ mainName, mainTerm, cursor, cursorName, cursorTerm }: TermsProps) {
  return (
    <section class="gcalc-terms" aria-label="λ-terms">
      <p>
        <span class="gcalc-term-label">Main{mainName ? ` (${mainName})` : ''}:</span>{' '}
        <output class="gcalc-main-term">{mainTerm}</output>
      </p>
      {cursor.kind !== 'main' && cursor.kind !== 'operator' && (
        <p>
          <span class="gcalc-term-label">
            {refText(cursor)}
            {cursorName ? ` (${cursorName})` : ''}:
          </span>{' '}
          <output class="gcalc-cursor-term">{cursorTerm}</output>
        </p>
      )}
    </section>
  );
}

/** The line that says what the last action did, or an evaluation's progress with Stop. */
export function Notice({
  notice,
  busy,
  onStop,
}: {
  notice: string;
  busy: { done: number } | null;
  onStop: () => void;
}) {
  return (
    <p class="gcalc-notice" role="status">
      {busy ? (
        <>
          Evaluating… <progress max={1} value={busy.done} aria-label="Evaluation steps used" />{' '}
          <button type="button" onClick={onStop}>
            Stop
          </button>
        </>
      ) : (
        notice
      )}
    </p>
  );
}
