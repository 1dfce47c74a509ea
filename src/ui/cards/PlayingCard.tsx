import type { Card } from '../../cards/card.ts';
import { cardName } from '../../cards/card.ts';
import { CardBack, CardFace } from './CardFace.tsx';
import type { CardTable } from './card-table.ts';

interface PlayingCardProps {
  card: Card;
  faceUp?: boolean;
  /** The table this card can be picked up from; absent for cards that never move. */
  table?: CardTable;
  /** Drawn darker, PLT's "dim" flag, used as a highlight. */
  dim?: boolean;
  /** Marked by a hint. */
  marked?: boolean;
}

/**
 * One card in the DOM. A movable card is a button: a click or Enter selects it (then a region
 * places it), and a pointer drag carries it to a region. `data-card` lets the table animate it.
 */
export function PlayingCard({ card, faceUp = true, table, dim, marked }: PlayingCardProps) {
  const face = faceUp ? <CardFace card={card} /> : <CardBack />;
  const classes = ['playing-card', dim && 'dim', marked && 'marked'].filter(Boolean).join(' ');
  if (!table) {
    return (
      <span class={classes} data-card={card}>
        {face}
      </span>
    );
  }
  const selected = table.selected.value === card;
  const drag = table.drag.value?.card === card ? table.drag.value : null;
  return (
    <button
      type="button"
      class={`${classes}${selected ? ' selected' : ''}${drag ? ' card-dragging' : ''}`}
      style={drag ? { transform: `translate(${drag.dx}px, ${drag.dy}px)` } : undefined}
      data-card={card}
      aria-pressed={selected}
      aria-label={`${faceUp ? cardName(card) : 'face-down card'}${marked ? ', suggested' : ''}`}
      onClick={() => table.select(card)}
      onPointerDown={(e) => table.startDrag(card, e)}
    >
      {face}
    </button>
  );
}
