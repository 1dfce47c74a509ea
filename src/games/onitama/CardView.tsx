import { CARD_STEPS, type CardName } from './cards.ts';

const CELL = 10;

/**
 * A card: its name and its 5×5 move grid, the centre square being the piece. Drawn for the
 * player who holds it, so red's cards are turned half a turn, as they would be across a table.
 */
export function CardView({ card, turned }: { card: CardName; turned: boolean }) {
  const targets = new Set(
    CARD_STEPS[card].map(([right, forward]) => `${2 + right},${2 - forward}`),
  );
  return (
    <svg class="onitama-card-grid" viewBox={`0 0 ${5 * CELL} ${5 * CELL}`} aria-hidden="true">
      <g transform={turned ? `rotate(180 ${2.5 * CELL} ${2.5 * CELL})` : undefined}>
        {Array.from({ length: 25 }, (_, i) => {
          const x = i % 5;
          const y = Math.floor(i / 5);
          const kind = x === 2 && y === 2 ? 'piece' : targets.has(`${x},${y}`) ? 'target' : 'empty';
          return (
            <rect
              key={i}
              class={kind}
              x={x * CELL + 0.5}
              y={y * CELL + 0.5}
              width={CELL - 1}
              height={CELL - 1}
            />
          );
        })}
      </g>
    </svg>
  );
}
