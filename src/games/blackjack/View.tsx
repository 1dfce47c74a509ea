import { useEffect, useRef } from 'preact/hooks';
import type { Card } from '../../cards/card.ts';
import { lineChartSvg } from '../../search/chart-svg.ts';
import { PlayingCard } from '../../ui/cards/PlayingCard.tsx';
import { GamePanel } from '../../ui/game/GamePanel.tsx';
import '../../ui/cards/cards.css';
import { useFlip } from '../../ui/motion/use-motion.ts';
import type { ViewProps } from '../descriptor.ts';
import { costOf } from './advice.ts';
import { bestTotal, isSoft } from './hand.ts';
import { BET, START_BANKROLL } from './info.ts';
import { actionsOf, type BlackjackMove, type BlackjackView, type SeenCard } from './rules.ts';
import { StrategyTable } from './StrategyTable.tsx';
import { ACTION_NAMES, adviceText, amount, isAdvice, verdictText } from './trainer-text.ts';
import './View.css';

/** The buttons in PLT's order along the bottom, with their keys. */
const BUTTONS = [
  { kind: 'split', label: 'Split', key: 'p' },
  { kind: 'hit', label: 'Hit', key: 'h' },
  { kind: 'stand', label: 'Stand', key: 's' },
  { kind: 'double', label: 'Double', key: 'd' },
  { kind: 'next', label: 'Next round', key: 'n' },
  { kind: 'leave', label: 'Leave the table', key: 'l' },
] as const;

/** Keys typed into a form or a dialog (New game, Help) are theirs, not the table's. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.closest('input, select, textarea, dialog') !== null || target.isContentEditable);

/** Cards as the table draws them: ids by place, a face-down card with no value at all. */
const seen = (cards: readonly SeenCard[], base: number) =>
  cards.map((c, i) =>
    c === 'down' ? { id: base + i, faceDown: true as const } : { id: base + i, value: c },
  );

const totalText = (hand: readonly Card[]) => `${isSoft(hand) ? 'soft ' : ''}${bestTotal(hand)}`;

/** PLT's status line and the round's words. */
function status(v: BlackjackView): string {
  const money = `You have $${v.bankroll}. (Each bet is $${BET}.)`;
  if (v.phase === 'over') return `${v.results.join(', ')}. ${money}`;
  if (v.phase === 'left') return `You left the table with $${v.bankroll}.`;
  return money;
}

/**
 * The table: the dealer's hand at the top (the hole card face down and absent from the DOM until
 * it turns), your hand or two split hands below, PLT's buttons (Split, Hit, Stand, Double) and
 * after a round Next or Leave. Keys: h, s, d, p, n, l.
 */
export function BlackjackTable({
  observation: v,
  play,
  interactive,
  hint,
  analysis,
  sent,
}: ViewProps<BlackjackView, BlackjackMove>) {
  const legal = interactive && v.phase !== 'dealer' ? actionsOf(v).map((m) => m.kind) : [];
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      const b = BUTTONS.find((x) => x.key === e.key.toLowerCase());
      if (!b) return;
      // PLT's keys are the table's: H is Hit, not the page's Hint; N the next round, not New game.
      // Caught before the page's own handler sees them, whether or not the action is open now.
      e.preventDefault();
      e.stopPropagation();
      if (legal.includes(b.kind)) play({ kind: b.kind });
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  });
  const dealerTotal = v.dealer.includes('down') ? '' : ` — ${totalText(v.dealer as Card[])}`;
  const hinted = new Set(hint?.map((m) => m.kind));
  // Your action on its way to the table shows pressed until the table's answer comes.
  const pressed = (kind: BlackjackMove['kind']) => sent?.kind === kind;
  const classOf = (kind: BlackjackMove['kind']) =>
    [hinted.has(kind) && 'hint-highlight', pressed(kind) && 'sent'].filter(Boolean).join(' ') ||
    undefined;
  const root = useRef<HTMLDivElement>(null);
  // Cards are dealt from the dealer's side of the table; the hole card turns over there.
  useFlip(root, v, { key: 'data-card', face: 'data-value', mark: 'region', origin: () => 'shoe' });
  return (
    <div class="blackjack felt fill" ref={root}>
      <p class="status" aria-live="polite">
        {status(v)}
      </p>
      <section aria-label="Dealer" class="bj-dealer" data-origin="shoe">
        <h2>Dealer{dealerTotal}</h2>
        <div class="card-row">
          {seen(v.dealer, 100).map((c) => (
            <PlayingCard key={c.id} card={c} />
          ))}
        </div>
      </section>
      <div class="bj-hands">
        {v.hands.map((hand, i) => (
          <section
            key={i}
            aria-label={v.hands.length > 1 ? `Your hand ${i + 1}` : 'Your hand'}
            class={`bj-hand${v.split && i === v.active && v.phase === 'player' ? ' active' : ''}`}
          >
            <h2>
              {v.hands.length > 1 ? `Hand ${i + 1}` : 'Your hand'}
              {hand.length > 0 && ` — ${totalText(hand)}`}
              {v.split && i === v.active && v.phase === 'player' && ' (playing)'}
              {v.results[i] && ` — ${v.results[i]}`}
            </h2>
            <div class="card-row">
              {seen(hand, 20 * i).map((c) => (
                <PlayingCard key={c.id} card={c} />
              ))}
            </div>
          </section>
        ))}
      </div>
      <div class="bj-buttons">
        {BUTTONS.filter((b) => legal.includes(b.kind)).map((b) => (
          <button
            type="button"
            key={b.kind}
            class={classOf(b.kind)}
            aria-pressed={pressed(b.kind) || undefined}
            onClick={() => play({ kind: b.kind })}
            aria-keyshortcuts={b.key}
          >
            {b.label} <kbd>{b.key.toUpperCase()}</kbd>
            {hinted.has(b.kind) && <span class="visually-hidden">, suggested</span>}
          </button>
        ))}
      </div>
      {isAdvice(analysis) && <p class="bj-advice">Exact EV per bet: {adviceText(analysis)}</p>}
      <Flag v={v} />
      <GamePanel>
        <Stats v={v} />
        <StrategyTable />
      </GamePanel>
    </div>
  );
}

/** The trainer's word on the round's latest decision: flagged when it cost EV. Never blocks play. */
function Flag({ v }: { v: BlackjackView }) {
  const last = v.training?.last;
  if (v.pending) {
    return (
      <p class="bj-flag" role="status" data-judging>
        The trainer is judging your {ACTION_NAMES[v.pending].toLowerCase()}…
      </p>
    );
  }
  if (!last) return null;
  const costly = costOf(last) > 0;
  return (
    <p class={`bj-flag${costly ? ' costly' : ''}`} role="status" data-costly={costly}>
      {verdictText(last)}
    </p>
  );
}

/** The trainer's tally: decisions judged, the costly ones and the EV they gave up. */
function TrainerStats({ v }: { v: BlackjackView }) {
  const t = v.training;
  if (!t) return null;
  return (
    <p>
      Decisions: {t.decisions}, mistakes: <strong data-mistakes>{t.mistakes}</strong>, EV lost to
      mistakes: <strong data-ev-lost>{amount(t.evLost)}</strong> of a bet (${amount(t.evLost * BET)}
      ).
    </p>
  );
}

/** Hands played, the bankroll over time as a chart, and the shoe left. */
function Stats({ v }: { v: BlackjackView }) {
  const points = [[0, START_BANKROLL] as const, ...v.bankrolls.map((b, i) => [i + 1, b] as const)];
  const low = Math.min(...points.map((p) => p[1]));
  const high = Math.max(...points.map((p) => p[1]));
  const svg = lineChartSvg({
    title: 'Bankroll',
    xLabel: 'rounds',
    yLabel: 'dollars',
    series: [{ name: 'bankroll', points }],
    yMin: Math.min(low, START_BANKROLL - 10),
    yMax: Math.max(high, START_BANKROLL + 10),
  });
  return (
    <section aria-label="Statistics" class="bj-stats">
      <h2>Statistics</h2>
      <p>
        Rounds played: <strong data-rounds>{v.rounds}</strong>. Net: $
        {v.bankroll - START_BANKROLL + (v.phase === 'over' || v.phase === 'left' ? 0 : BET)}. Cards
        left in the shoe: {v.shoeSize}.
      </p>
      <TrainerStats v={v} />
      <div
        class="bj-chart chart"
        role="img"
        aria-label={`Bankroll over ${v.rounds} rounds`}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    </section>
  );
}
