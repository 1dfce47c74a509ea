import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Card } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { hide } from '../../cards/identity.ts';
import { PlayingCard } from '../../ui/cards/PlayingCard.tsx';
import { useFlip } from '../../ui/motion/use-motion.ts';
import '../../ui/cards/cards.css';
import type { ViewProps } from '../descriptor.ts';
import type { AcesAnalysis } from './engine.ts';
import { type AcesMove, type AcesObservation, aces, apply, clickEffect, dealOf } from './rules.ts';
import './View.css';

const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && t.closest('input, select, textarea, dialog') !== null;

/** A card's id on the table is its place in a sorted deck: face-up cards only, so it tells nothing. */
const ID = new Map(standardDeck().map((c, i) => [c, i]));
const idOf = (c: Card) => ID.get(c) as number;
/** The stock's back has an id of its own, past the deck's. */
const STOCK_ID = 52;

/**
 * The table as PLT lays it out: the stock on the left, then the four stacks, each newer card
 * lower down. Everything is a single click (or Enter, or a tap): the stock deals, the newest
 * card of a stack is removed or moved. Keys 1–4 click a stack's newest card, D deals.
 */
export function AcesView({
  observation,
  play,
  interactive,
  hint,
  analysis,
  sent,
}: ViewProps<AcesObservation, AcesMove>) {
  const root = useRef<HTMLDivElement>(null);
  const [replay, setReplay] = useState<number | null>(null);
  const study = analysis as AcesAnalysis | null;
  const line = useMemo(() => replayLine(observation, study), [observation, study]);
  const shown = replay !== null && line ? (line[replay] as AcesObservation) : observation;
  const live = interactive && replay === null;
  const result = aces.result({
    deck: observation.deck ?? [],
    stacks: observation.stacks,
    out: observation.out,
  });
  // A card new to the table is dealt from the stock.
  useFlip(root, shown, {
    key: 'data-card',
    face: 'data-value',
    mark: 'region',
    origin: () => 'stock',
  });
  const lost = observation.deck !== null && result?.kind === 'failed';

  const latest = useRef({ live, play });
  latest.current = { live, play };
  // The keys work wherever focus is (but in a form): 1-4 click a stack's newest card, d deals.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { live: on, play: move } = latest.current;
      if (!on || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      const key = e.key.toLowerCase();
      const m = key === 'd' ? 'deal' : /^[1-4]$/.test(key) ? Number(key) - 1 : null;
      if (m === null) return;
      e.preventDefault();
      move(m as AcesMove);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div class="aces felt fill" ref={root}>
      <p class="aces-facts">
        <span>
          Stock <strong data-stock>{shown.stock}</strong>
        </span>
        <span>
          Removed <strong data-out>{shown.out.length}</strong> of 48
        </span>
      </p>
      <div class="aces-table">
        <Stock
          count={shown.stock}
          live={live}
          hinted={hint?.includes('deal') ?? false}
          sent={sent === 'deal'}
          play={play}
        />
        {shown.stacks.map((stack, i) => (
          <Stack
            key={i}
            index={i}
            stack={stack}
            stacks={shown.stacks}
            live={live}
            hinted={hint?.includes(i as AcesMove) ?? false}
            sent={sent === i}
            play={play}
          />
        ))}
      </div>
      {lost && <LostNote study={study} line={line} replay={replay} setReplay={setReplay} />}
    </div>
  );
}

function Stock({
  count,
  live,
  hinted,
  sent,
  play,
}: {
  count: number;
  live: boolean;
  hinted: boolean;
  /** Your deal is on its way to the table (which alone knows the stock's cards). */
  sent: boolean;
  play: (m: AcesMove) => void;
}) {
  const label = count > 0 ? `Stock, ${count} cards: deal four` : 'Stock, empty';
  return (
    <div class="aces-column aces-stock" data-origin="stock">
      {count > 0 ? (
        <button
          type="button"
          class="aces-click"
          aria-label={hinted ? `${label}, suggested` : label}
          disabled={!live}
          data-deal
          onClick={() => play('deal')}
        >
          <PlayingCard card={hide({ id: STOCK_ID, value: 'AS' })} marked={hinted} sent={sent} />
        </button>
      ) : (
        <span class="aces-empty" role="img" aria-label={label} />
      )}
    </div>
  );
}

function Stack({
  index,
  stack,
  stacks,
  live,
  hinted,
  sent,
  play,
}: {
  index: number;
  stack: readonly Card[];
  stacks: readonly (readonly Card[])[];
  live: boolean;
  hinted: boolean;
  /** Your click of the newest card is on its way to the table: the card is lifted till then. */
  sent: boolean;
  play: (m: AcesMove) => void;
}) {
  const effect = clickEffect(stacks, index);
  const what =
    effect?.kind === 'remove'
      ? 'remove it'
      : effect?.kind === 'move'
        ? `move it to stack ${effect.to + 1}`
        : 'no move';
  return (
    <section
      class="aces-column"
      aria-label={`Stack ${index + 1}, ${stack.length} ${stack.length === 1 ? 'card' : 'cards'}`}
      data-stack={index + 1}
      style={{ '--cards': stack.length }}
    >
      {stack.length === 0 && <span class="aces-empty" aria-hidden="true" />}
      {stack.map((c, k) =>
        k < stack.length - 1 ? (
          <div class="aces-slot" key={idOf(c)} style={{ '--k': k }}>
            <PlayingCard card={{ id: idOf(c), value: c }} />
          </div>
        ) : (
          <div class="aces-slot" key={idOf(c)} style={{ '--k': k }}>
            <button
              type="button"
              class="aces-click"
              disabled={!live || !effect}
              data-click={index + 1}
              onClick={() => play(index as AcesMove)}
            >
              {/* The face names the button, so the name starts with what the card shows. */}
              <PlayingCard card={{ id: idOf(c), value: c }} marked={hinted} sent={sent} />
              <span class="visually-hidden">
                , newest on stack {index + 1}: {what}
                {hinted ? ', suggested' : ''}
              </span>
            </button>
          </div>
        ),
      )}
    </section>
  );
}

/** The positions along the solver's winning line, from the deal, as the player would see them. */
function replayLine(
  observation: AcesObservation,
  study: AcesAnalysis | null,
): AcesObservation[] | null {
  if (!observation.deck || !study?.won) return null;
  let s = dealOf(observation.deck);
  const out = [aces.observe?.(s, 0) as AcesObservation];
  for (const m of study.line) {
    s = apply(s, m);
    out.push(aces.observe?.(s, 0) as AcesObservation);
  }
  return out;
}

function LostNote({
  study,
  line,
  replay,
  setReplay,
}: {
  study: AcesAnalysis | null;
  line: AcesObservation[] | null;
  replay: number | null;
  setReplay: (n: number | null) => void;
}) {
  if (!study) return <p class="aces-note">Could this deal have been won? The solver is looking…</p>;
  if (study.won === false)
    return (
      <p class="aces-note" data-verdict="lost">
        No line wins this deal: it could not have been won.
      </p>
    );
  if (study.won === null || !line)
    return (
      <p class="aces-note" data-verdict="unknown">
        The solver could not decide this deal.
      </p>
    );
  const last = line.length - 1;
  if (replay === null)
    return (
      <p class="aces-note" data-verdict="won">
        This deal could have been won.{' '}
        <button type="button" data-show-me onClick={() => setReplay(0)}>
          Show me
        </button>
      </p>
    );
  return (
    <div class="aces-note aces-replay" data-verdict="won">
      <span aria-live="polite">
        The winning line: step {replay} of {last}
      </span>
      <button
        type="button"
        onClick={() => setReplay(Math.max(0, replay - 1))}
        disabled={replay === 0}
      >
        Back
      </button>
      <button
        type="button"
        data-step
        onClick={() => setReplay(Math.min(last, replay + 1))}
        disabled={replay === last}
      >
        Next
      </button>
      <button type="button" onClick={() => setReplay(last)}>
        End
      </button>
      <button type="button" onClick={() => setReplay(null)}>
        Back to my game
      </button>
    </div>
  );
}
