import { effect } from '@preact/signals-core';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Card } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import type { DealtCard, FaceDownCard, SeenCard } from '../../cards/identity.ts';
import { CardTable } from '../../ui/cards/card-table.ts';
import { DropRegion } from '../../ui/cards/DropRegion.tsx';
import { PlayingCard } from '../../ui/cards/PlayingCard.tsx';
import '../../ui/cards/cards.css';
import { useFlip } from '../../ui/motion/use-motion.ts';
import type { ViewProps } from '../descriptor.ts';
import { arranged, moveTo } from './arrangement.ts';
import { OPPONENT, YOU } from './info.ts';
import { endText } from './rules.ts';
import { type RummyMove, type RummyObservation, topDiscard } from './state.ts';
import './View.css';

/**
 * PLT's table: the opponent's hand at the top, the stock and the discard pile in the middle,
 * your hand below. Draw by dragging the stock's or the pile's card into your hand, or by
 * clicking it (Enter); discard by dragging a card onto the pile, or selecting it and then the
 * pile. Drag a card onto another place in your hand, or move the selected one with the arrow
 * keys, to rearrange it.
 */

/** A face-up card's id is its place in a sorted deck: the same card keeps it as it moves. */
const DECK_ID = new Map(standardDeck().map((c, i) => [c, i]));
const up = (value: Card): DealtCard => ({ id: DECK_ID.get(value) ?? 0, value });
/** Face-down ids say where a card lies, never what it is. */
const STOCK_ID = 52;
const OPPONENT_ID = 60;
const back = (id: number): FaceDownCard => ({ id, faceDown: true });

function statusOf(o: RummyObservation, me: number, interactive: boolean): string {
  if (o.end) return endText(o.end);
  if (o.turn !== me || !interactive) return "Opponent's turn.";
  return o.phase === 'draw'
    ? 'Your turn. (Draw a card or pick up a discard.)'
    : 'Drag a card from your hand to the discard pile, or select it and choose the pile.';
}

export function RummyView({
  observation: o,
  play,
  interactive,
  hint,
  sent,
}: ViewProps<RummyObservation, RummyMove>) {
  const me = typeof o.viewer === 'number' ? o.viewer : YOU;
  const other = me === YOU ? OPPONENT : YOU;
  const hand = (o.hands[me] ?? []).filter((c): c is Card => c !== null);
  const [order, setOrder] = useState<Card[]>([]);
  const [past, setPast] = useState<Card[][]>([]);
  const shown = arranged(order, hand);
  const top = topDiscard(o);
  const myTurn = interactive && o.turn === me && !o.end;
  const drawing = myTurn && o.phase === 'draw';

  const latest = useRef({ o, play, myTurn, shown });
  latest.current = { o, play, myTurn, shown };
  const rearrange = (next: Card[]) => {
    setPast((p) => [...p, latest.current.shown]);
    setOrder(next);
  };
  const table = useMemo(
    () =>
      new CardTable<SeenCard>(
        (c) => canMove(latest.current, c),
        (c, region) => placed(latest.current, c, region, rearrange),
      ),
    [],
  );
  // A click (or Enter) on the stock or the pile's top card draws it at once.
  useEffect(
    () =>
      effect(() => {
        const chosen = table.selected.value;
        const { o: now, myTurn: mine, play: move } = latest.current;
        if (!chosen || !mine || now.phase !== 'draw') return;
        if (chosen.id === STOCK_ID || ('value' in chosen && chosen.value === topDiscard(now))) {
          table.selected.value = null;
          move(chosen.id === STOCK_ID ? { kind: 'stock' } : { kind: 'take' });
        }
      }),
    [table],
  );
  const root = useRef<HTMLDivElement>(null);
  useFlip(root, o, {
    key: 'data-card',
    face: 'data-value',
    mark: 'region',
    // A card new to the table is drawn from the stock, or discarded from the opponent's hand.
    origin: (_, previous) =>
      o.stock.length < previous.stock.length ? 'stock' : `seat-${previous.turn}`,
  });

  const onKey = (e: KeyboardEvent) => {
    const chosen = table.selected.value;
    if (!chosen || !('value' in chosen) || !shown.includes(chosen.value)) return;
    const step = e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0;
    if (step === 0) return;
    e.preventDefault();
    rearrange(moveTo(shown, chosen.value, shown.indexOf(chosen.value) + step));
  };
  const undoArrange = () => {
    const last = past[past.length - 1];
    if (!last) return;
    setPast(past.slice(0, -1));
    setOrder(last);
  };
  const hinted = (m: RummyMove) => hint?.some((h) => JSON.stringify(h) === JSON.stringify(m));
  const theirs = o.hands[other] ?? [];
  // Your move on its way to the table lifts its card: the stock's, the pile's top or a discard.
  const sentCard = sent?.kind === 'discard' ? sent.card : null;

  return (
    <div class="rummy felt fill" ref={root}>
      <section
        aria-label={`Opponent's hand, ${theirs.length} cards`}
        class="rummy-hand opponent"
        data-origin={`seat-${other}`}
      >
        <h2>Opponent</h2>
        <div class="card-row">
          {theirs.map((c, i) => (
            <PlayingCard key={c ?? i} card={c === null || !o.end ? back(OPPONENT_ID + i) : up(c)} />
          ))}
        </div>
      </section>
      <div class="rummy-middle">
        <section
          aria-label={`Stock, ${o.stock.length} cards`}
          class="rummy-stock"
          data-origin="stock"
        >
          <h2>Stock ({o.stock.length})</h2>
          {o.stock.length > 0 && (
            // Always a button, so the focus stays on it through a draw and the opponent's turn.
            <PlayingCard
              card={back(STOCK_ID)}
              table={table}
              marked={hinted({ kind: 'stock' })}
              label={`Stock, ${o.stock.length} cards${drawing ? ': draw a card' : ''}`}
              inactive={!drawing}
              sent={sent?.kind === 'stock'}
            />
          )}
        </section>
        {drawing ? (
          <section aria-label={`Discard pile, ${o.discards.length} cards`} class="rummy-pile">
            <h2>Discards</h2>
            {top !== undefined && (
              <PlayingCard
                card={up(top)}
                table={table}
                marked={hinted({ kind: 'take' })}
                sent={sent?.kind === 'take'}
              />
            )}
          </section>
        ) : (
          <DropRegion table={table} id="discard" label={`Discard pile, ${o.discards.length} cards`}>
            {top !== undefined && <PlayingCard card={up(top)} />}
          </DropRegion>
        )}
      </div>
      <p class="rummy-status" role="status">
        {statusOf(o, me, interactive)}
      </p>
      <section
        aria-label="Your hand"
        class="rummy-hand mine"
        data-region="hand"
        data-origin={`seat-${me}`}
        onKeyDown={onKey}
      >
        <h2>You</h2>
        <div class="card-row">
          {shown.map((c, i) => (
            <span key={c} class="rummy-slot" data-region={`at-${i}`}>
              <PlayingCard
                card={up(c)}
                table={interactive && !o.end ? table : undefined}
                marked={hinted({ kind: 'discard', card: c })}
                sent={c === sentCard}
              />
            </span>
          ))}
        </div>
        <button type="button" class="rummy-undo" onClick={undoArrange} disabled={past.length === 0}>
          Undo arrange
        </button>
      </section>
    </div>
  );
}

interface Latest {
  o: RummyObservation;
  myTurn: boolean;
  shown: Card[];
}

/** Your cards always move (to rearrange them); the stock and the pile's top only to draw. */
function canMove({ o, myTurn, shown }: Latest, c: SeenCard): boolean {
  if ('value' in c && shown.includes(c.value)) return true;
  if (!myTurn || o.phase !== 'draw') return false;
  return c.id === STOCK_ID || ('value' in c && c.value === topDiscard(o));
}

function placed(
  { o, myTurn, shown, play }: Latest & { play(m: RummyMove): void },
  c: SeenCard,
  region: string,
  rearrange: (order: Card[]) => void,
): void {
  const toHand = region === 'hand' || region.startsWith('at-');
  const mine = 'value' in c && shown.includes(c.value);
  if (mine && region.startsWith('at-')) {
    rearrange(moveTo(shown, (c as DealtCard).value, Number(region.slice(3))));
  } else if (mine && region === 'discard' && myTurn && o.phase === 'discard') {
    play({ kind: 'discard', card: (c as DealtCard).value });
  } else if (!mine && toHand && myTurn && o.phase === 'draw') {
    play(c.id === STOCK_ID ? { kind: 'stock' } : { kind: 'take' });
  }
}
