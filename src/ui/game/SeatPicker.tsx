import { playerName } from '../../games/descriptor.ts';
import { seatPlayers } from '../../games/seat-players.ts';
import type { Session } from '../session/session.ts';
import { SeatChoice } from './SeatChoice.tsx';

/**
 * Who plays each seat: a person, one of the game's computer players or a generic baseline; and
 * Pause/Resume.
 */
export function SeatPicker({ session }: { session: Session<unknown, unknown> }) {
  const game = session.descriptor;
  const seats = session.seats.value;
  const options = [
    { value: 'human', label: 'Human' },
    ...seatPlayers(game, seats.length).map((ai) => ({ value: ai.id, label: ai.label })),
  ];
  const anyAi = seats.some((s) => s.kind === 'ai');
  return (
    <fieldset class="seats">
      <legend>Players</legend>
      {seats.map((seat, player) => {
        const name = playerName(game.playerNames, player);
        return (
          <SeatChoice
            key={name}
            id={`seat-${player}`}
            name={name}
            options={options}
            value={seat.kind === 'ai' ? seat.ai : 'human'}
            fixed={Boolean(game.seats?.[player]?.fixed)}
            choose={(value) =>
              session.setSeat(
                player,
                value === 'human' ? { kind: 'human' } : { kind: 'ai', ai: value },
              )
            }
          />
        );
      })}
      {anyAi && (
        <button
          type="button"
          class="pause"
          aria-pressed={session.paused.value}
          onClick={() => session.setPaused(!session.paused.value)}
        >
          {session.paused.value ? 'Resume' : 'Pause'}
        </button>
      )}
    </fieldset>
  );
}
