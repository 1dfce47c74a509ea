import type { ComponentChildren } from 'preact';
import { useMemo, useRef } from 'preact/hooks';
import type { Card } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import type { DealtCard, FaceDownCard, SeenCard } from '../../cards/identity.ts';
import { CardTable } from '../../ui/cards/card-table.ts';
import { DropRegion } from '../../ui/cards/DropRegion.tsx';
import { PlayingCard } from '../../ui/cards/PlayingCard.tsx';
import '../../ui/cards/cards.css';
import { useFlip } from '../../ui/motion/use-motion.ts';
import type { ViewProps } from '../descriptor.ts';
import { PLAYER_NAMES } from './info.ts';
import { type GoFishMove, type GoFishObservation, leader } from './rules.ts';
import { findEquiv, scoresOf } from './state.ts';
import './View.css';

const DECK = standardDeck();
/** A face-up card's id is its place in a sorted deck: it shows its value anyway. */
const dealt = (value: Card): DealtCard => ({ id: DECK.indexOf(value), value });
/** A back's id is its seat and place only, so nothing of the card is in the page. */
const back = (seat: number, place: number): FaceDownCard => ({
  id: 100 + seat * 100 + place,
  faceDown: true,
});
const PILE_TOP: FaceDownCard = { id: 999, faceDown: true };

const regionOf = (seat: number) => `player-${seat}`;

/** PLT's status line, plus the winner PLT never announced. */
function status(o: GoFishObservation, over: boolean): string {
  if (over) {
    const winner = leader(o);
    const [you] = scoresOf(o.boxes);
    if (winner === null) return `GAME OVER: a tie on pairs (you have ${you}).`;
    return `GAME OVER: ${winner === 0 ? 'you win' : `${PLAYER_NAMES[winner]} wins`} with ${scoresOf(o.boxes)[winner]} pairs.`;
  }
  if (o.turn !== 0) return `${PLAYER_NAMES[o.turn]} is playing.`;
  if (o.phase === 'fish') return 'Go Fish! (Drag the top card of the pile to your hand.)';
  return 'Your turn. (Drag a match to your box or drag a card to an opponent.)';
}

/**
 * PLT's table: the two opponents at the top, the pile in the centre, your hand and box below.
 * You ask by dragging a card of your hand onto an opponent (or selecting it by click or Enter,
 * then choosing the opponent), lay a pair on your box, and after "Go Fish!" bring the top card
 * of the pile to your hand. Opponents' cards are backs with nothing of the card in the page,
 * except the cards an ask showed to everyone.
 */
export function GoFishView({
  observation,
  play,
  interactive,
  hint,
  sent,
}: ViewProps<GoFishObservation, GoFishMove>) {
  const latest = useRef({ observation, play, interactive });
  latest.current = { observation, play, interactive };
  const table = useMemo(
    () =>
      new CardTable<SeenCard>(
        (c) => canMove(latest.current, c),
        (c, region) => {
          const move = moveFor(latest.current.observation, c, region);
          if (move) latest.current.play(move);
        },
      ),
    [],
  );
  const root = useRef<HTMLDivElement>(null);
  useFlip(root, observation, {
    key: 'data-card',
    face: 'data-value',
    mark: 'region',
    origin: (_, previous) => source(observation, previous),
  });
  const over = observation.hands.some((h) => h.length === 0);
  const myTurn = interactive && !over && observation.turn === 0;
  const hinted = (c: Card) => hint?.some((m) => m.kind !== 'draw' && m.card === c) ?? false;
  // Your move on its way to the table: the card lifted, the opponent asked marked.
  const sentCard = sent && sent.kind !== 'draw' ? sent.card : null;
  const asked = sent?.kind === 'ask' ? sent.target : null;
  return (
    <div class="go-fish-table felt fill" ref={root}>
      <p class="go-fish-status" role="status">
        {status(observation, over)}
      </p>
      <div class="go-fish-top">
        {[1, 2].map((seat) => (
          <Opponent key={seat} o={observation} seat={seat} table={table} asked={asked === seat} />
        ))}
      </div>
      <section class="go-fish-pile" aria-label="Pile" data-origin="pile">
        <h2>Pile: {observation.deck} cards</h2>
        {observation.deck > 0 && (
          <PlayingCard
            card={PILE_TOP}
            table={myTurn && observation.phase === 'fish' ? table : undefined}
            sent={sent?.kind === 'draw'}
          />
        )}
      </section>
      <section class="go-fish-you" aria-label="You">
        <YourHand
          o={observation}
          table={table}
          fishing={myTurn && observation.phase === 'fish'}
          active={myTurn && observation.phase === 'ask'}
          hinted={hinted}
          sent={sentCard}
        />
        <Target
          table={table}
          id="box-0"
          label={`Your box: ${scoresOf(observation.boxes)[0]} pairs`}
          class="go-fish-your-box"
        >
          <Box cards={observation.boxes[0] ?? []} />
        </Target>
      </section>
    </div>
  );
}

/** A card new to the table comes from the pile if it shrank, else from the hand that did. */
function source(now: GoFishObservation, previous: GoFishObservation) {
  if (now.deck < previous.deck) return 'pile';
  const giver = previous.hands.findIndex((h, p) => h.length > (now.hands[p]?.length ?? 0));
  return giver < 0 ? undefined : regionOf(giver);
}

function canMove(current: { observation: GoFishObservation; interactive: boolean }, c: SeenCard) {
  const { observation: o, interactive } = current;
  if (!interactive || o.turn !== 0 || o.hands.some((h) => h.length === 0)) return false;
  if (o.phase === 'fish') return c.id === PILE_TOP.id;
  return 'value' in c && (o.hands[0] ?? []).includes(c.value);
}

/** What dropping card `c` on `region` means, or null for a drop that does nothing (as PLT's). */
export function moveFor(o: GoFishObservation, c: SeenCard, region: string): GoFishMove | null {
  if (o.phase === 'fish')
    return c.id === PILE_TOP.id && region === regionOf(0) ? { kind: 'draw' } : null;
  if (!('value' in c)) return null;
  const hand = (o.hands[0] ?? []).filter((x): x is Card => x !== null);
  if (region === 'box-0') return findEquiv(c.value, hand) ? { kind: 'pair', card: c.value } : null;
  const target = [1, 2].find((seat) => region === regionOf(seat));
  return target === undefined ? null : { kind: 'ask', card: c.value, target };
}

function Opponent({
  o,
  seat,
  table,
  asked,
}: {
  o: GoFishObservation;
  seat: number;
  table: CardTable<SeenCard>;
  /** Your ask of this opponent is on its way. */
  asked: boolean;
}) {
  const hand = o.hands[seat] ?? [];
  const pairs = scoresOf(o.boxes)[seat];
  const name = PLAYER_NAMES[seat] as string;
  const turn = o.turn === seat ? ' (playing)' : asked ? ' (asked)' : '';
  return (
    <Target
      table={table}
      id={regionOf(seat)}
      label={`${name}${turn}: ${hand.length} cards, ${pairs} pairs`}
      class={`go-fish-opponent${o.turn === seat ? ' playing' : ''}${asked ? ' asked' : ''}`}
    >
      <span class="card-row fan">
        {hand.map((c, i) => (
          <PlayingCard
            key={c ?? `down-${i}`}
            card={c === null ? back(seat, i) : dealt(c)}
            dim={c !== null}
          />
        ))}
      </span>
      <Box cards={o.boxes[seat] ?? []} />
    </Target>
  );
}

function YourHand(props: {
  o: GoFishObservation;
  table: CardTable<SeenCard>;
  fishing: boolean;
  active: boolean;
  hinted: (c: Card) => boolean;
  /** The card of your move on its way to the table. */
  sent: Card | null;
}) {
  const { o, table, fishing, active, hinted, sent } = props;
  const cards = (o.hands[0] ?? []).filter((c): c is Card => c !== null).map(dealt);
  if (fishing) {
    // While you fish your cards stay put (PLT disables them): the hand is where the card goes.
    return (
      <Target
        table={table}
        id={regionOf(0)}
        label="Your hand: bring the top card of the pile here"
        class="go-fish-hand"
      >
        <span class="card-row">
          {cards.map((c) => (
            <PlayingCard key={c.id} card={c} />
          ))}
        </span>
      </Target>
    );
  }
  return (
    <div
      class="go-fish-hand"
      role="group"
      aria-label={`Your hand: ${cards.length} cards`}
      data-origin={regionOf(0)}
    >
      <div class="card-row">
        {cards.map((c) => (
          <PlayingCard
            key={c.id}
            card={c}
            table={active ? table : undefined}
            marked={hinted(c.value)}
            sent={c.value === sent}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * A drop target with cards on it. The cards lie over the region rather than inside its button,
 * so the button's name is its label alone; they let the pointer through to the region.
 */
function Target(props: {
  table: CardTable<SeenCard>;
  id: string;
  label: string;
  class: string;
  children: ComponentChildren;
}) {
  return (
    <div class={`go-fish-target ${props.class}`} data-origin={props.id}>
      <DropRegion table={props.table} id={props.id} label={props.label} />
      <div class="go-fish-on-target">{props.children}</div>
    </div>
  );
}

/** A box shows its top pair face up, as PLT's stack does. */
function Box({ cards }: { cards: readonly Card[] }) {
  return (
    <span class="go-fish-box card-row fan">
      {cards.slice(0, 2).map((c) => (
        <PlayingCard key={c} card={dealt(c)} />
      ))}
    </span>
  );
}
