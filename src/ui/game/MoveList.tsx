import { playerName } from '../../games/descriptor.ts';
import type { Session } from '../session/session.ts';
import { pairedByTurn } from './move-turns.ts';

/**
 * The moves of the line on the board and any that can be redone, the current one marked. Each
 * move is one item whose text is the move; a long one wraps. Turns of two players are numbered
 * in rows, a column a player; otherwise each move is numbered and names who made it.
 */
export function MoveList({ session }: { session: Session<unknown, unknown> }) {
  const index = session.index.value;
  const moves = session.view.value.moves;
  const names = session.descriptor.playerNames;
  const paired = pairedByTurn(session.players, session.rules.chance, moves);
  const first = moves[0]?.mover;
  return (
    // Focusable, so that the keyboard can scroll a long game's list.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section class="move-list" aria-label="Moves" tabIndex={0}>
      <h2>Moves</h2>
      {moves.length === 0 ? (
        <p class="empty">None yet.</p>
      ) : (
        <>
          {paired && typeof first === 'number' && (
            <p class="move-heads">
              <span>{playerName(names, first)}</span>
              <span>{playerName(names, 1 - first)}</span>
            </p>
          )}
          <ol class={paired ? 'paired' : 'single'}>
            {moves.map((move, i) => (
              <li
                key={i}
                class={i < index ? 'played' : 'redo'}
                aria-current={i === index - 1 ? 'step' : undefined}
                // The turn's number and the mover are drawn by the style sheet, so the item's
                // text is the move alone.
                data-turn={paired && i % 2 === 0 ? i / 2 + 1 : undefined}
                data-mover={
                  !paired && session.players > 1 && typeof move.mover === 'number'
                    ? playerName(names, move.mover)
                    : undefined
                }
              >
                {move.text}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
