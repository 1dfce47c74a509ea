import { playerName } from '../../games/descriptor.ts';
import type { Session } from '../session/session.ts';

/** One select per player: a human, or one of the game's computer players. */
export function SeatPicker({ session }: { session: Session<unknown, unknown> }) {
  const game = session.descriptor;
  const ais = game.ais ?? [];
  const seats = session.seats.value;
  const anyAi = seats.some((s) => s.kind === 'ai');
  return (
    <fieldset class="seats">
      <legend>Players</legend>
      {seats.map((seat, player) => {
        const name = playerName(game.playerNames, player);
        const fixed = game.seats?.[player]?.fixed;
        return (
          <label key={name} class="seat">
            <span>{name}</span>
            <select
              aria-label={`${name} is played by`}
              value={seat.kind === 'ai' ? seat.ai : 'human'}
              disabled={fixed}
              onChange={(e) => {
                const value = e.currentTarget.value;
                session.setSeat(
                  player,
                  value === 'human' ? { kind: 'human' } : { kind: 'ai', ai: value },
                );
              }}
            >
              <option value="human">Human</option>
              {ais.map((ai) => (
                <option key={ai.id} value={ai.id}>
                  {ai.label}
                </option>
              ))}
            </select>
          </label>
        );
      })}
      {anyAi && (
        <button
          type="button"
          aria-pressed={session.paused.value}
          onClick={() => session.setPaused(!session.paused.value)}
        >
          {session.paused.value ? 'Resume' : 'Pause'}
        </button>
      )}
    </fieldset>
  );
}
