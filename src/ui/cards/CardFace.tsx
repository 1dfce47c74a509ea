import { type Card, cardName, colourOf, rankOf, SUIT_SYMBOLS, suitOf } from '../../cards/card.ts';

/** PLT's cards are 71×96; the same proportions, drawn at any size. */
export const CARD_WIDTH = 71;
export const CARD_HEIGHT = 96;

/**
 * A card's name for assistive technology. It starts with what the face shows ("10 ♠"), so a
 * person who says or types the visible label reaches the card, then says it in words.
 */
export const cardLabel = (card: Card): string =>
  `${rankOf(card)} ${SUIT_SYMBOLS[suitOf(card)]}, ${cardName(card)}`;

/**
 * A card face drawn in code: rank and suit in two corners and a large suit in the middle. The
 * suit's shape always carries the suit, so colour is never the only cue.
 */
export function CardFace({ card }: { card: Card }) {
  const suit = SUIT_SYMBOLS[suitOf(card)];
  const rank = rankOf(card);
  return (
    <svg
      class={`card-face ${colourOf(card)}`}
      viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`}
      role="img"
      aria-label={cardLabel(card)}
    >
      <rect
        class="card-paper"
        x={0.5}
        y={0.5}
        width={CARD_WIDTH - 1}
        height={CARD_HEIGHT - 1}
        rx={6}
      />
      <Corner rank={rank} suit={suit} />
      <g transform={`rotate(180 ${CARD_WIDTH / 2} ${CARD_HEIGHT / 2})`}>
        <Corner rank={rank} suit={suit} />
      </g>
      <text class="pip" x={CARD_WIDTH / 2} y={CARD_HEIGHT / 2 + 12} text-anchor="middle">
        {suit}
      </text>
    </svg>
  );
}

/** Rank over suit in the top-left corner; the face turns a copy for the bottom-right one. */
function Corner({ rank, suit }: { rank: string; suit: string }) {
  return (
    <>
      <text class="corner" x={5} y={17}>
        {rank}
      </text>
      <text class="corner-suit" x={5} y={31}>
        {suit}
      </text>
    </>
  );
}

/** The back of a card: the same for every card, so it tells nothing of the face. */
export function CardBack() {
  return (
    <svg
      class="card-back"
      viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`}
      role="img"
      aria-label="face-down card"
    >
      <defs>
        <pattern
          id="card-back-pattern"
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="8" height="8" fill="#23418f" />
          <rect width="4" height="8" fill="#2d55b8" />
        </pattern>
      </defs>
      <rect
        x={0.5}
        y={0.5}
        width={CARD_WIDTH - 1}
        height={CARD_HEIGHT - 1}
        rx={6}
        fill="#fff"
        stroke="#999"
      />
      <rect
        x={5}
        y={5}
        width={CARD_WIDTH - 10}
        height={CARD_HEIGHT - 10}
        rx={4}
        fill="url(#card-back-pattern)"
      />
    </svg>
  );
}
