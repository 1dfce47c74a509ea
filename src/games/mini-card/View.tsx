import { useMemo, useRef } from 'preact/hooks';
import { cardName } from '../../cards/card.ts';
import { type DealtCard, valuesOf } from '../../cards/identity.ts';
import { CardTable } from '../../ui/cards/card-table.ts';
import { DropRegion } from '../../ui/cards/DropRegion.tsx';
import { PlayingCard } from '../../ui/cards/PlayingCard.tsx';
import { useFlip } from '../../ui/motion/use-motion.ts';
import '../../ui/cards/cards.css';
import type { ViewProps } from '../descriptor.ts';
import { calcPlayerpoint, calcScore } from './assignment.ts';
import type { MiniCardAnalysis } from './engine.ts';
import { ending, type MiniCardState, scoreBreakdown } from './rules.ts';
import './View.css';

/**
 * The table: the card list face up, the moves as a queue, the goal, the hand and a discard pile.
 * At a discard the player picks a held card (click, Enter or drag) and places it on the pile.
 */
export function MiniCardView({
  observation: state,
  play,
  interactive,
  hint,
  analysis,
}: ViewProps<MiniCardState, DealtCard>) {
  const latest = useRef({ state, play, interactive });
  latest.current = { state, play, interactive };
  const table = useMemo(
    () =>
      new CardTable<DealtCard>(
        (c) => latest.current.interactive && latest.current.state.held.some((h) => h.id === c.id),
        (c, region) => region === 'discard' && latest.current.play(c),
      ),
    [],
  );
  const root = useRef<HTMLDivElement>(null);
  useFlip(root, state, { key: 'data-card', face: 'data-value', mark: 'region' });
  const over = ending(state);
  const discarded = state.steps.filter((s) => s.move === 'discard').map((s) => s.card);
  const held = valuesOf(state.held);
  const points = calcPlayerpoint(held);

  return (
    <div class="mini-card felt fill" ref={root}>
      <p class="facts">
        <span>
          Goal <strong data-goal>{state.goal}</strong>
        </span>
        <span>
          Held points <strong data-points>{points}</strong>
        </span>
        <span>
          Score if it ended now <strong>{calcScore(held, state.goal)}</strong>
        </span>
      </p>
      <section aria-label="Card list" class="card-list">
        <h2>Card list</h2>
        <div class="card-row">
          {state.cards.length === 0 && <p class="empty">No cards left.</p>}
          {state.cards.map((c) => (
            <PlayingCard key={c.id} card={c} />
          ))}
        </div>
      </section>
      <section aria-label="Moves to make" class="moves-to-make">
        <h2>Moves</h2>
        <ol class="move-queue">
          {state.moves.length === 0 && <li class="empty">None left.</li>}
          {state.moves.map((m, i) => (
            <li key={i} class={i === 0 && !over ? 'current' : undefined}>
              {m}
            </li>
          ))}
        </ol>
      </section>
      <div class="hand-and-pile">
        <section aria-label="Held cards" class="hand">
          <h2>Held cards {interactive && <span class="prompt">— choose one to discard</span>}</h2>
          <div class="card-row">
            {state.held.length === 0 && <p class="empty">No cards held.</p>}
            {state.held.map((c) => (
              <PlayingCard
                key={c.id}
                card={c}
                table={interactive ? table : undefined}
                marked={hint?.some((h) => h.id === c.id)}
              />
            ))}
          </div>
        </section>
        <DropRegion table={table} id="discard" label="Discard pile">
          <div class="card-row fan">
            {discarded.map((c) => (
              <PlayingCard key={c.id} card={c} dim />
            ))}
          </div>
        </DropRegion>
      </div>
      {over && <EndSummary state={state} analysis={analysis as MiniCardAnalysis | null} />}
      <section aria-label="Steps" class="steps">
        <h2>Steps</h2>
        <p>
          {state.steps.length === 0
            ? 'None yet.'
            : state.steps.map((s) => `${s.move} ${cardName(s.card.value)}`).join(', ')}
        </p>
      </section>
    </div>
  );
}

function EndSummary({
  state,
  analysis,
}: {
  state: MiniCardState;
  analysis: MiniCardAnalysis | null;
}) {
  const { points, prescore, oneColour, score } = scoreBreakdown(valuesOf(state.held), state.goal);
  return (
    <section class="score-breakdown" aria-label="Score">
      <h2>Score</h2>
      <table>
        <tbody>
          <tr>
            <th>Held points</th>
            <td>{points}</td>
          </tr>
          <tr>
            <th>Prescore</th>
            <td>
              {prescore} (
              {points > state.goal
                ? `5 × (${points} − ${state.goal})`
                : `${state.goal} − ${points}`}
              )
            </td>
          </tr>
          <tr>
            <th>Colour bonus</th>
            <td>{oneColour ? 'all one colour: halved, rounded down' : 'mixed colours: none'}</td>
          </tr>
          <tr>
            <th>Final score</th>
            <td data-score>{score}</td>
          </tr>
          <tr>
            <th>Best possible</th>
            <td data-best>
              {analysis ? `${analysis.best} (the optimal strategy on this deal)` : 'computing…'}
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
