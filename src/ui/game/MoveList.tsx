import type { Session } from '../session/session.ts';

/** The moves of the line on the board and any that can be redone, the current one marked. */
export function MoveList({ session }: { session: Session<unknown, unknown> }) {
  const index = session.index.value;
  const moves = session.moveTexts.value;
  return (
    // Focusable, so that the keyboard can scroll a long game's list.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section class="move-list" aria-label="Moves" tabIndex={0}>
      <h2>Moves</h2>
      {moves.length === 0 ? (
        <p class="empty">None yet.</p>
      ) : (
        <ol>
          {moves.map((move, i) => (
            <li
              key={i}
              class={i < index ? 'played' : 'redo'}
              aria-current={i === index - 1 ? 'step' : undefined}
            >
              {move}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
