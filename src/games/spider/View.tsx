import { useMemo, useRef } from 'preact/hooks';
import { cardName } from '../../cards/card.ts';
import type { DealtCard, SeenCard } from '../../cards/identity.ts';
import { CardColumn } from '../../ui/cards/CardColumn.tsx';
import { CardTable } from '../../ui/cards/card-table.ts';
import { PlayingCard } from '../../ui/cards/PlayingCard.tsx';
import { useFlip } from '../../ui/motion/use-motion.ts';
import '../../ui/cards/cards.css';
import type { ViewProps } from '../descriptor.ts';
import { whyIllegal } from './rules.ts';
import {
  DEAL,
  RUNS,
  runLength,
  type SpiderMove,
  type SpiderObservation,
  TABLEAUS,
} from './state.ts';
import './View.css';

/** Where a card lies: its tableau and how many cards go with it (itself and those on it). */
function findCard(o: SpiderObservation, card: SeenCard) {
  for (let pile = 0; pile < TABLEAUS; pile++) {
    const p = o.tableau[pile];
    const at = p?.up.findIndex((c) => c.id === card.id) ?? -1;
    if (p && at >= 0) return { pile, count: p.up.length - at, top: at === p.up.length - 1 };
  }
  return null;
}

const regionOf = (pile: number) => `t${pile + 1}`;
const pileOf = (region: string) => Number(region.slice(1)) - 1;

/** The move that carries `card` and the cards on it to `region`, legal or not. */
function moveTo(o: SpiderObservation, card: SeenCard, region: string): SpiderMove | null {
  const at = findCard(o, card);
  return at && { kind: 'move', from: at.pile, count: at.count, to: pileOf(region) };
}

/**
 * PLT's Spider table: the stock top left (a click deals ten), the completed runs top right, the
 * ten tableaus below, fanned and compressed when tall. A run is picked up by its deepest card:
 * dragged onto a tableau, or clicked (Enter) and then placed with a click (Enter) on the target's
 * top card or an empty tableau.
 */
export function SpiderView({
  observation,
  play,
  interactive,
  hint,
  sent,
}: ViewProps<SpiderObservation, SpiderMove>) {
  const latest = useRef({ observation, play, interactive });
  latest.current = { observation, play, interactive };
  const legal = (card: SeenCard, region: string) => {
    const move = moveTo(latest.current.observation, card, region);
    return move && !whyIllegal(latest.current.observation, move) ? move : null;
  };
  const table: CardTable<SeenCard> = useMemo(
    () =>
      new CardTable<SeenCard>(
        (c) => {
          const { observation: o, interactive: live } = latest.current;
          const at = live ? findCard(o, c) : null;
          return at !== null && at.count <= runLength(o.tableau[at.pile]?.up ?? []);
        },
        (c, region) => {
          const move = legal(c, region);
          if (move && latest.current.interactive) latest.current.play(move);
        },
        {
          carried: (c) => {
            const o = latest.current.observation;
            const at = findCard(o, c);
            return at ? (o.tableau[at.pile]?.up.slice(-at.count) ?? [c]) : [c];
          },
          targetOf: (c): string | null => {
            const at = findCard(latest.current.observation, c);
            const chosen: SeenCard | null = table.selected.value;
            if (!at?.top || !chosen) return null;
            return legal(chosen, regionOf(at.pile)) ? regionOf(at.pile) : null;
          },
        },
      ),
    [],
  );
  const root = useRef<HTMLDivElement>(null);
  useFlip(root, observation, { key: 'data-card', face: 'data-value', mark: 'region' });

  const dragged = table.drag.value?.card ?? null;
  const over = table.over.value;
  // PLT dims the target's top card while a run is dragged over a tableau it may go to.
  const dimTop = dragged && over && legal(dragged, over) ? pileOf(over) : -1;
  const hinted = hint?.[0];
  const hintFrom = hinted?.kind === 'move' ? hinted : null;
  const isMarked = (card: SeenCard) => {
    if (!hintFrom) return false;
    const from = observation.tableau[hintFrom.from]?.up;
    const to = observation.tableau[hintFrom.to]?.up;
    return card.id === from?.at(-hintFrom.count)?.id || card.id === to?.at(-1)?.id;
  };
  const deals = observation.stock.length / TABLEAUS;
  // Your move on its way to the table (which alone knows the cards it turns up): the run moved
  // is lifted, or, for a deal, the stock's top row.
  const sentRun = new Set(
    sent?.kind === 'move'
      ? observation.tableau[sent.from]?.up.slice(-sent.count).map((c) => c.id)
      : [],
  );
  const dealing = sent?.kind === 'deal';
  const canDeal = interactive && !whyIllegal(observation, DEAL);
  const dealTitle = `Deal ten cards: ${deals} ${deals === 1 ? 'deal' : 'deals'} left`;

  return (
    <div class="spider felt fill" ref={root}>
      <div class="spider-top">
        <button
          type="button"
          class={`spider-stock${hinted?.kind === 'deal' ? ' hint-highlight' : ''}`}
          aria-label={hinted?.kind === 'deal' ? `${dealTitle}, suggested` : dealTitle}
          title={
            observation.tableau.some((p) => p.up.length === 0)
              ? 'No deal while a tableau is empty'
              : undefined
          }
          aria-disabled={!canDeal}
          aria-busy={dealing || undefined}
          data-stock
          onClick={() => canDeal && play(DEAL)}
        >
          {observation.stock.map((c, i) => (
            <span key={c.id} class="stock-card" style={{ '--deal': Math.floor(i / TABLEAUS) }}>
              <PlayingCard card={c} sent={dealing && Math.floor(i / TABLEAUS) === deals - 1} />
            </span>
          ))}
          {deals === 0 && <span class="stock-empty">No deals left</span>}
        </button>
        <section
          class="spider-done"
          aria-label={`Completed runs: ${observation.done.length} of ${RUNS}`}
        >
          {observation.done.map((run) => (
            <div
              class="done-run"
              key={run[0]?.id}
              role="img"
              aria-label={`completed run of ${cardName((run[0] as DealtCard).value)} down to ace`}
            >
              {[...run].reverse().map((c) => (
                <span key={c.id} class="done-card">
                  <PlayingCard card={c} />
                </span>
              ))}
            </div>
          ))}
        </section>
      </div>
      <div class="spider-tableaus">
        {observation.tableau.map((pile, i) => {
          const run = runLength(pile.up);
          const cards: SeenCard[] = [...pile.down, ...pile.up];
          const firstActive = pile.down.length + pile.up.length - run;
          const ready = table.selected.value && legal(table.selected.value, regionOf(i));
          return (
            <CardColumn
              key={i}
              table={table}
              id={regionOf(i)}
              label={`Tableau ${i + 1}`}
              cards={cards}
              active={(c) => interactive && cards.indexOf(c) >= firstActive}
              dim={(c) => i === dimTop && c.id === pile.up.at(-1)?.id}
              marked={isMarked}
              sent={(c) => sentRun.has(c.id)}
              empty={
                <button
                  type="button"
                  class={`empty-tableau${ready ? ' ready' : ''}`}
                  aria-label={`Empty tableau ${i + 1}${ready ? ': place the selected cards here' : ''}`}
                  onClick={() => table.placeSelected(regionOf(i))}
                />
              }
            />
          );
        })}
      </div>
    </div>
  );
}
