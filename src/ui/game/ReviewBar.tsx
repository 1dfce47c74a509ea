import { useLayoutEffect } from 'preact/hooks';
import type { Session } from '../session/session.ts';

/**
 * Review: the position under review and the moves to step through, by the buttons or by ←/→
 * (Home/End for the ends, Escape to leave). The board shows each position as the viewer saw it,
 * with the game's analysis where it has one.
 */
export function ReviewBar({ session }: { session: Session<unknown, unknown> }) {
  const reviewed = session.reviewing.value;
  const line = session.view.value.moves;
  const last = line.length;
  const at = reviewed?.index ?? 0;
  // The keys act from the moment the bar is drawn: an effect that waited for the paint would
  // let a key pressed at once fall through.
  useLayoutEffect(() => {
    if (!reviewed) return;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => void session.review(at - 1),
      ArrowRight: () => void session.review(at + 1),
      Home: () => void session.review(0),
      End: () => void session.review(last),
      Escape: () => session.endReview(),
    };
    const onKey = (e: KeyboardEvent) => {
      const act = keys[e.key];
      if (!act || e.altKey || e.ctrlKey || e.metaKey) return;
      e.preventDefault();
      act();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [reviewed, at, last, session]);
  if (!reviewed) return null;
  const move = at > 0 ? line[at - 1]?.text : null;
  return (
    <nav class="review-bar" aria-label="Review">
      <button
        type="button"
        aria-label="First position"
        disabled={at === 0}
        onClick={() => void session.review(0)}
      >
        ⏮
      </button>
      <button
        type="button"
        aria-label="Back one move"
        disabled={at === 0}
        onClick={() => void session.review(at - 1)}
      >
        ◀
      </button>
      <p class="review-at" aria-live="polite">
        {at === 0 ? 'Start' : `Move ${at} of ${last}: ${move}`}
      </p>
      <button
        type="button"
        aria-label="Forward one move"
        disabled={at === last}
        onClick={() => void session.review(at + 1)}
      >
        ▶
      </button>
      <button
        type="button"
        aria-label="Last position"
        disabled={at === last}
        onClick={() => void session.review(last)}
      >
        ⏭
      </button>
      <button type="button" onClick={() => session.endReview()}>
        Done
      </button>
    </nav>
  );
}
