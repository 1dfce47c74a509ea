import { isFaceDown, type SeenCard } from '../../cards/identity.ts';
import { CardBack, CardFace } from './CardFace.tsx';
import type { CardTable } from './card-table.ts';

interface PlayingCardProps<C extends SeenCard> {
  card: C;
  /** The table this card can be picked up from; absent for cards that never move. */
  table?: CardTable<C>;
  /** Drawn darker, PLT's "dim" flag, used as a highlight. */
  dim?: boolean;
  /** Marked by a hint. */
  marked?: boolean;
  /** Moved by the person, the move on its way to the table: lifted until its answer is drawn. */
  sent?: boolean;
  /**
   * The button's name when the card stands for a place rather than itself (Rummy's stock:
   * "Stock, 31 cards: draw a card"); by default the face names it.
   */
  label?: string;
  /** A place that keeps its button while it may not be used, so a focus on it stays. */
  inactive?: boolean;
}

/**
 * One card in the DOM. A movable card is a button: a click or Enter selects it (then a region
 * places it), and a pointer drag carries it to a region. `data-card` is the card's id, which the
 * table animates by; a face-up card also has its value in `data-value`. A face-down card shows
 * its back and puts nothing of its value in the DOM: no text, class, attribute or label.
 */
export function PlayingCard<C extends SeenCard>({
  card,
  table,
  dim,
  marked,
  sent,
  label,
  inactive,
}: PlayingCardProps<C>) {
  const down = isFaceDown(card);
  const face = down ? <CardBack /> : <CardFace card={card.value} />;
  const value = down ? undefined : card.value;
  const classes = ['playing-card', dim && 'dim', marked && 'hint-highlight', sent && 'sent']
    .filter(Boolean)
    .join(' ');
  if (!table) {
    return (
      <span class={classes} data-card={card.id} data-value={value} aria-busy={sent || undefined}>
        {face}
      </span>
    );
  }
  const selected = table.isSelected(card);
  const drag = table.dragOf(card);
  return (
    <button
      type="button"
      class={`${classes}${selected ? ' selected' : ''}${drag ? ' card-dragging' : ''}`}
      style={drag ? { transform: `translate(${drag.dx}px, ${drag.dy}px)` } : undefined}
      data-card={card.id}
      data-value={value}
      aria-pressed={selected}
      aria-label={label && (marked ? `${label}, suggested` : label)}
      aria-disabled={inactive}
      aria-busy={sent || undefined}
      onClick={() => table.select(card)}
      onPointerDown={(e) => table.startDrag(card, e)}
    >
      {/* The face names the button, so the name starts with what the card shows. */}
      {face}
      {marked && <span class="visually-hidden">, suggested</span>}
    </button>
  );
}
