import { useMemo, useRef, useState } from 'preact/hooks';
import { type Card, cardValue, SUIT_NAMES, SUIT_SYMBOLS, type Suit } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import type { DealtCard } from '../../cards/identity.ts';
import { CardBack } from '../../ui/cards/CardFace.tsx';
import { CardTable } from '../../ui/cards/card-table.ts';
import { DropRegion } from '../../ui/cards/DropRegion.tsx';
import { PlayingCard } from '../../ui/cards/PlayingCard.tsx';
import '../../ui/cards/cards.css';
import { useFlip } from '../../ui/motion/use-motion.ts';
import type { ViewProps } from '../descriptor.ts';
import { isEight, playable, sortHand } from './cards.ts';
import { movesSeen, targetOf } from './rules.ts';
import { type Crazy8sMove, type Crazy8sObservation, sizeOf } from './state.ts';
import './View.css';

/** A face-up card's id is its place in a sorted deck: its value is on show anyway. */
const DECK = standardDeck();
const dealt = (value: Card): DealtCard => ({ id: DECK.indexOf(value), value });

/** PLT's suit buttons, in its order: heart, spade, club, diamond. */
const SUIT_CHOICES: readonly Suit[] = ['H', 'S', 'C', 'D'];

const VALUE_WORDS: Record<number, string> = { 1: 'ace', 11: 'jack', 12: 'queen', 13: 'king' };

const opponentName = (o: Crazy8sObservation, p: number) =>
  o.hands.length === 2 ? 'Opponent' : `Opponent ${p}`;

/** PLT's status line: what to follow, or who won. */
function status(
  o: Crazy8sObservation,
  me: number,
  choosing: boolean,
  interactive: boolean,
): string {
  const winner = o.hands.findIndex((h) => sizeOf(h) === 0);
  if (winner >= 0) {
    return winner === me ? 'Game over - you win!' : `Game over - ${opponentName(o, winner)} wins`;
  }
  if (choosing) return 'Pick a suit for your eight';
  if (o.turn !== me) return `${opponentName(o, o.turn)}'s turn...`;
  if (!interactive) return 'Please wait...';
  const t = targetOf(o);
  const suit = SUIT_NAMES[t.suit].slice(0, -1);
  const what = t.value === 8 ? suit : `${suit}, ${VALUE_WORDS[t.value] ?? t.value},`;
  const stock = sizeOf(o.stock) > 0 ? 'draw' : 'pass';
  return `Your turn - discard a ${what} or crazy 8, or else ${stock}`;
}

/**
 * The table: the opponents' hands face down at the top (only their backs, nothing of their
 * cards in the DOM), the stock and the discard pile in the middle, your hand at the bottom. A
 * playable card goes to the discard pile by drag, or by click or Enter then a click or Enter on
 * the pile; an eight then asks for a suit. The stock is a button that draws, or passes when
 * empty.
 */
export function Crazy8sView({
  observation: o,
  play,
  interactive,
  hint,
  sent,
}: ViewProps<Crazy8sObservation, Crazy8sMove>) {
  const me = typeof o.viewer === 'number' ? o.viewer : 0;
  const mine = o.hands[me];
  const hand = typeof mine === 'number' || mine === undefined ? [] : sortHand(mine);
  const moves = interactive ? movesSeen(o) : [];
  const [eight, setEight] = useState<Card | null>(null);
  const latest = useRef({ o, play, interactive, hand, moves });
  latest.current = { o, play, interactive, hand, moves };
  const table = useMemo(
    () =>
      new CardTable<DealtCard>(
        (c) => latest.current.moves.some((m) => m.kind === 'play' && m.card === c.value),
        (c, region) => {
          if (region !== 'discard') return;
          if (isEight(c.value) && latest.current.hand.length > 1) setEight(c.value);
          else latest.current.play({ kind: 'play', card: c.value });
        },
      ),
    [],
  );
  const root = useRef<HTMLDivElement>(null);
  useFlip(root, o, {
    key: 'data-card',
    face: 'data-value',
    mark: 'region',
    // A card played comes from the hand of the player who was to move; a card drawn, from the stock.
    origin: (card, previous) =>
      card.closest('[data-region="discard"]')
        ? `seat-${previous.turn}`
        : sizeOf(o.stock) < sizeOf(previous.stock)
          ? 'stock'
          : undefined,
  });
  const choosing = eight !== null && interactive;
  const top = o.discard[o.discard.length - 1] as Card;
  const target = targetOf(o);
  const stockSize = sizeOf(o.stock);
  const stockMove = moves.find((m) => m.kind !== 'play');
  const hinted = (c: Card) => hint?.some((m) => m.kind === 'play' && m.card === c) ?? false;
  const hintedStock = hint?.some((m) => m.kind !== 'play') ?? false;
  // Your move on its way to the table: the card played lifted, or the stock's card for a draw.
  const sentCard = sent?.kind === 'play' ? sent.card : null;
  const drawing = sent !== null && sent.kind !== 'play';
  const hintedSuit = hint?.flatMap((m) =>
    m.kind === 'play' && m.card === eight ? [m.suit] : [],
  )[0];

  return (
    <div class="crazy8s felt fill" ref={root}>
      <p class="crazy8s-status" aria-live="polite">
        {status(o, me, choosing, interactive)}
      </p>
      <div class="crazy8s-opponents">
        {o.hands.map((h, p) =>
          p === me ? null : (
            <section
              key={p}
              class={`crazy8s-opponent${o.turn === p ? ' to-move' : ''}`}
              data-origin={`seat-${p}`}
              aria-label={`${opponentName(o, p)}: ${sizeOf(h)} cards, face down`}
            >
              <h2>
                {opponentName(o, p)} <span class="count">({sizeOf(h)} cards)</span>
              </h2>
              <div class="card-row fan backs" aria-hidden="true">
                {Array.from({ length: sizeOf(h) }, (_, i) => (
                  <span key={i} class="playing-card" data-card={`${p}-${i}`}>
                    <CardBack />
                  </span>
                ))}
              </div>
            </section>
          ),
        )}
      </div>
      <div class="crazy8s-middle">
        <button
          type="button"
          class={`crazy8s-stock${hintedStock ? ' hint-highlight' : ''}`}
          data-origin="stock"
          disabled={!stockMove || choosing}
          aria-busy={drawing || undefined}
          onClick={() => stockMove && play(stockMove)}
          aria-label={
            stockSize > 0 ? `Stock, ${stockSize} cards: draw a card` : 'Stock empty: pass'
          }
        >
          {stockSize > 0 ? (
            <span class={`playing-card${drawing ? ' sent' : ''}`}>
              <CardBack />
            </span>
          ) : (
            <span class={`pass${drawing ? ' sent' : ''}`}>Pass</span>
          )}
          <span class="region-label">{stockSize > 0 ? `Draw (${stockSize})` : 'Stock empty'}</span>
        </button>
        {/* The top card lies under the drop button, not in it, so the button's name is its text. */}
        <div class="crazy8s-discard" data-region="discard">
          <PlayingCard card={dealt(top)} />
          <DropRegion table={table} id="discard" label="Discard pile" />
        </div>
        <p class="crazy8s-follow">
          Follow:{' '}
          <strong data-suit={target.suit}>
            {SUIT_NAMES[target.suit]} {SUIT_SYMBOLS[target.suit]}
          </strong>
          {cardValue(top) !== 8 && (
            <>
              {' '}
              or <strong>{VALUE_WORDS[target.value] ?? target.value}</strong>
            </>
          )}{' '}
          or an eight
        </p>
        {choosing && (
          <fieldset class="crazy8s-suits">
            <legend>Pick a suit</legend>
            {SUIT_CHOICES.map((suit) => (
              <button
                key={suit}
                type="button"
                class={suit === hintedSuit ? 'hint-highlight' : undefined}
                data-suit={suit}
                onClick={() => {
                  setEight(null);
                  play({ kind: 'play', card: eight as Card, suit });
                }}
              >
                {SUIT_SYMBOLS[suit]} {SUIT_NAMES[suit]}
              </button>
            ))}
            <button type="button" onClick={() => setEight(null)}>
              Cancel
            </button>
          </fieldset>
        )}
      </div>
      <section
        class="crazy8s-hand"
        aria-label={`Your hand, ${hand.length} cards`}
        data-origin={`seat-${me}`}
      >
        <h2>
          Your hand{' '}
          {interactive && !choosing && (
            <span class="prompt">— choose a card, then the discard pile</span>
          )}
        </h2>
        <div class="card-row">
          {hand.map((c) => (
            <span key={c} class={playable(c, target) ? 'playable' : 'unplayable'}>
              <PlayingCard
                card={dealt(c)}
                table={interactive && !choosing ? table : undefined}
                dim={interactive && !playable(c, target)}
                marked={hinted(c)}
                sent={c === sentCard}
              />
            </span>
          ))}
        </div>
      </section>
    </div>
  );
}
