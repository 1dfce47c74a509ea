import type { ComponentChildren } from 'preact';
import type { SeenCard } from '../../cards/identity.ts';
import type { CardTable } from './card-table.ts';
import { fanStep } from './fan.ts';
import { PlayingCard } from './PlayingCard.tsx';

interface CardColumnProps<C extends SeenCard> {
  table: CardTable<C>;
  /** The region id cards are dropped and placed on. */
  id: string;
  label: string;
  /** Bottom first. */
  cards: readonly C[];
  /** Cards that can be picked up or clicked (the rest are drawn, not buttons). */
  active(card: C): boolean;
  dim?(card: C): boolean;
  marked?(card: C): boolean;
  /** Moved by the person, the move on its way to the table (PlayingCard's `sent`). */
  sent?(card: C): boolean;
  /** Card heights the pile may fill before it is compressed (PLT's Spider: 4 less a margin). */
  room?: number;
  /** Drawn when the pile is empty, inside the region (a button placing the selection). */
  empty?: ComponentChildren;
}

/**
 * A tableau pile fanned downwards, as PLT's table lays one out: each card a step below the one
 * it lies on, the step shrinking when the pile grows tall (fan.ts). The column is a drop region;
 * cards keep their ids, so moves and deals animate (ui/motion/use-motion.ts).
 */
export function CardColumn<C extends SeenCard>(props: CardColumnProps<C>) {
  const { table, id, label, cards } = props;
  const step = fanStep(cards.length, props.room);
  const over = table.over.value === id;
  return (
    <section
      class={`card-column${over ? ' over' : ''}`}
      data-region={id}
      aria-label={`${label}, ${cards.length} ${cards.length === 1 ? 'card' : 'cards'}`}
      style={{ '--fan-step': step, '--fan-count': Math.max(1, cards.length) }}
    >
      {cards.length === 0 && props.empty}
      {cards.map((card, i) => (
        <div key={card.id} class="card-slot" style={{ '--fan-index': i }}>
          <PlayingCard
            card={card}
            table={props.active(card) ? table : undefined}
            dim={props.dim?.(card)}
            marked={props.marked?.(card)}
            sent={props.sent?.(card)}
          />
        </div>
      ))}
    </section>
  );
}
