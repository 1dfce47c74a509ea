import type { ViewProps } from '../../../src/games/descriptor.ts';
import type { DiceRaceMove, DiceRaceState } from './rules.ts';
import './View.css';

function status(s: DiceRaceState, lastMove: DiceRaceMove | null): string {
  const who = `Player ${s.turn + 1}`;
  const winner = s.tokens.findIndex((t) => t >= s.length);
  if (winner >= 0) return `Player ${winner + 1} reached the finish and wins.`;
  if (s.rolling) return `${who}: the die is rolling…`;
  const rolled = lastMove?.kind === 'die' ? `Rolled ${lastMove.face}. ` : '';
  return s.run > 0
    ? `${rolled}${who}: run of ${s.run}. Roll again or stop.`
    : `${rolled}${who} to roll.`;
}

/**
 * The race as DOM: one lane per player with their token on the track (the run drawn as a
 * lighter stretch ahead of it), the status line and the Roll and Stop buttons.
 */
export function DiceRaceView({
  observation: s,
  play,
  interactive,
  lastMove,
}: ViewProps<DiceRaceState, DiceRaceMove>) {
  const canAct = interactive && !s.rolling && s.tokens.every((t) => t < s.length);
  const percent = (squares: number) => `${(100 * squares) / s.length}%`;
  return (
    <div class="dice-race">
      <p class="status" aria-live="polite">
        {status(s, lastMove)}
      </p>
      <ol class="lanes">
        {s.tokens.map((square, player) => (
          <li key={player} class={player === s.turn ? 'to-move' : undefined}>
            <span class="name">
              Player {player + 1}: square {square} of {s.length}
            </span>
            <span class="track" aria-hidden="true">
              {player === s.turn && s.run > 0 && (
                <span
                  class="run"
                  style={{
                    left: percent(square),
                    width: percent(Math.min(s.run, s.length - square)),
                  }}
                />
              )}
              <span class="token" style={{ left: percent(square) }} />
            </span>
          </li>
        ))}
      </ol>
      <div class="actions">
        <button type="button" disabled={!canAct} onClick={() => play({ kind: 'roll' })}>
          Roll
        </button>
        <button
          type="button"
          disabled={!canAct || s.run === 0}
          onClick={() => play({ kind: 'stop' })}
        >
          Stop
        </button>
      </div>
    </div>
  );
}
