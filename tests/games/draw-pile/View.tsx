import type { ViewProps } from '../../../src/games/descriptor.ts';
import { type CardId, cardToString, cardValue, topCard } from './cards.ts';
import { type DrawPileMove, type DrawPileObservation, FACE_DOWN, movesSeen } from './rules.ts';
import './View.css';

/** A card the viewer cannot see: its accessible name is all it has, never its value or id. */
const CardBack = () => <span class="card back" role="img" aria-label="face-down card" />;

const FaceUp = ({ card }: { card: CardId }) => (
  <span class="card" data-card={cardToString(card)}>
    {cardValue(card)}
  </span>
);

function status(o: DrawPileObservation): string {
  const winner = o.hands.findIndex((hand) => hand.length === 0);
  if (winner >= 0) return `Player ${winner + 1} played their last card and wins.`;
  const who = o.viewer === o.turn ? 'You' : `Player ${o.turn + 1}`;
  if (o.drawing) return `${who}: drawing a card…`;
  return o.viewer === o.turn ? 'Your turn: play a higher card or draw.' : `${who} to move.`;
}

/**
 * The table as DOM buttons: every hand (face down where the viewer may not look), the discard
 * pile, the draw pile and the Draw and Pass buttons. Only the cards of the hand to move are
 * buttons; those that cannot be played are disabled.
 */
export function DrawPileView({
  observation: o,
  play,
  interactive,
}: ViewProps<DrawPileObservation, DrawPileMove>) {
  const moves = interactive ? movesSeen(o) : [];
  const offers = (kind: DrawPileMove['kind'], card?: CardId) =>
    moves.some((m) => m.kind === kind && (card === undefined || ('card' in m && m.card === card)));
  const top = topCard(o.discard);

  return (
    <div class="draw-pile">
      <p class="status" aria-live="polite">
        {status(o)}
      </p>
      {o.hands.map((hand, player) => (
        <section
          key={player}
          class={`hand${player === o.turn ? ' to-move' : ''}`}
          aria-label={`Player ${player + 1}'s hand, ${hand.length} cards`}
        >
          <h2>{o.viewer === player ? 'Your hand' : `Player ${player + 1}`}</h2>
          <div class="cards">
            {hand.map((card, i) =>
              card === FACE_DOWN ? (
                <CardBack key={`down-${i}`} />
              ) : player === o.turn ? (
                <button
                  key={card}
                  type="button"
                  class="card"
                  data-card={cardToString(card)}
                  disabled={!offers('play', card)}
                  onClick={() => play({ kind: 'play', card })}
                >
                  {cardValue(card)}
                </button>
              ) : (
                <FaceUp key={card} card={card} />
              ),
            )}
          </div>
        </section>
      ))}
      <section class="table" aria-label="Table">
        <figure class="discard">
          {top === undefined ? <span class="card empty">empty</span> : <FaceUp card={top} />}
          <figcaption>Discard pile, {o.discard.length} cards</figcaption>
        </figure>
        <figure class="pile">
          {o.pile.length > 0 ? <CardBack /> : <span class="card empty">empty</span>}
          <figcaption>Draw pile, {o.pile.length} cards</figcaption>
        </figure>
        {o.cleared.length > 0 && <p class="cleared">{o.cleared.length} cards cleared</p>}
        <button type="button" disabled={!offers('draw')} onClick={() => play({ kind: 'draw' })}>
          Draw
        </button>
        {offers('pass') && (
          <button type="button" onClick={() => play({ kind: 'pass' })}>
            Pass
          </button>
        )}
      </section>
    </div>
  );
}
