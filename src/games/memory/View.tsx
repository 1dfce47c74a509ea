import { useEffect, useRef, useState } from 'preact/hooks';
import { CardBack } from '../../ui/cards/CardFace.tsx';
import { usePlayedMs } from '../../ui/game/use-played-ms.ts';
import '../../ui/cards/cards.css';
import { useFlip } from '../../ui/motion/use-motion.ts';
import type { ViewProps } from '../descriptor.ts';
import { columnsFor } from './info.ts';
import { PictureFace } from './PictureFace.tsx';
import { PICTURES } from './pictures.ts';
import { type MemoryMove, type MemoryObservation, optimumText } from './rules.ts';
import './View.css';

/** PLT pauses this long on the second card before taking the pair or turning both back. */
export const REVEAL_MS = 500;
/** PLT's clock shows XX:XX from 6000 s. */
const CLOCK_LIMIT_S = 6000;

export const clockText = (seconds: number): string =>
  seconds >= CLOCK_LIMIT_S
    ? 'XX:XX'
    : `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

const pairKey = (shown: MemoryObservation['shown']) => (shown ? `${shown[0]},${shown[1]}` : '');

/**
 * The grid of cards and the pile. A click (tap, Enter or Space on a focused card) turns a card;
 * the arrow keys move between cards. The last two cards turned stay face up for 0.5 s, as in
 * PLT, then a pair goes to the pile and a mismatch turns back; clicks in that half second are
 * ignored, as PLT's pause ignores them.
 */
export function MemoryView({
  observation,
  play,
  interactive,
  hint,
  sent,
  playedMs,
}: ViewProps<MemoryObservation, MemoryMove>) {
  const { pairs, faces, matched, up, shown } = observation;
  const columns = columnsFor(pairs);
  const [settled, setSettled] = useState(pairKey(shown));
  const revealing = shown !== null && settled !== pairKey(shown);
  useEffect(() => {
    if (!revealing) return;
    const timer = setTimeout(() => setSettled(pairKey(shown)), REVEAL_MS);
    return () => clearTimeout(timer);
  }, [revealing, shown]);
  const over = matched.length === 2 * pairs;
  const started = observation.moves > 0 || observation.up !== null;
  const seconds = Math.floor(usePlayedMs(playedMs, started && !over && !observation.kids) / 1000);
  const taken = new Set(matched);
  const open = new Set([...(up === null ? [] : [up]), ...(revealing && shown ? shown : [])]);
  const grid = useRef<HTMLDivElement>(null);
  // Cards turn over as they show or hide their pictures, on a move or when a pair's time is up.
  useFlip(grid, [...open].join(), { key: 'data-card', face: 'data-face' });

  const onKey = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -columns,
      ArrowDown: columns,
    };
    const step = moves[e.key];
    const from = Number((e.target as HTMLElement).dataset.place);
    if (step === undefined || Number.isNaN(from)) return;
    e.preventDefault();
    const next = Math.min(2 * pairs - 1, Math.max(0, from + step));
    grid.current?.querySelector<HTMLElement>(`[data-place="${next}"]`)?.focus();
  };

  return (
    <div
      class="memory felt fill"
      style={{ '--columns': columns, '--rows': Math.ceil((2 * pairs) / columns) }}
    >
      <p class="memory-facts">
        <span>
          Moves <strong data-moves>{observation.moves}</strong>
        </span>
        <span>
          Pairs <strong data-pairs>{matched.length / 2}</strong> of {pairs}
        </span>
        {!observation.kids && (
          <span>
            Time <strong data-clock>{clockText(seconds)}</strong>
          </span>
        )}
      </p>
      <div class="memory-table">
        <div
          class="memory-grid"
          ref={grid}
          onKeyDown={onKey}
          data-arrow-keys
          role="group"
          aria-label={`${2 * pairs} cards`}
        >
          {faces.map((face, p) => {
            const gone = taken.has(p) && !open.has(p);
            if (gone)
              return (
                // A place whose pair was found stays a button, so focus and the arrows keep their way.
                <button
                  key={p}
                  type="button"
                  class="memory-card memory-slot"
                  data-place={p}
                  data-gone
                  aria-label={`Place ${p + 1}, empty: pair found`}
                  aria-disabled
                />
              );
            const faceUp = open.has(p);
            const picture = faceUp ? face : null;
            const hinted = hint?.includes(p) ?? false;
            // The card you turned, on its way to the table: lifted until its face comes.
            const turning = sent === p;
            const label =
              picture === null
                ? `Card ${p + 1}, face down${hinted ? ', suggested' : ''}`
                : `Card ${p + 1}, ${PICTURES[picture]?.name}${p === up ? ', turned up: click to turn back' : ''}`;
            return (
              <button
                key={p}
                type="button"
                class={`memory-card${hinted ? ' hint-highlight' : ''}${turning ? ' sent' : ''}`}
                data-place={p}
                data-card={p}
                data-face={picture ?? undefined}
                tabIndex={0}
                aria-label={label}
                aria-disabled={!interactive || revealing}
                aria-busy={turning || undefined}
                onClick={() => interactive && !revealing && play(p)}
              >
                {picture === null ? <CardBack /> : <PictureFace picture={picture} />}
              </button>
            );
          })}
        </div>
        <Pile observation={observation} revealing={revealing} />
      </div>
      {over && (
        <p class="memory-end" data-end>
          All {pairs} pairs in <strong>{observation.moves}</strong> moves
          {!observation.kids && <> and {clockText(seconds)}</>}. The best player with a perfect
          memory averages {optimumText(pairs)} moves.
        </p>
      )}
    </div>
  );
}

/** The pile of pairs found, at the top right as in PLT; the pair being shown joins it after. */
function Pile({ observation, revealing }: { observation: MemoryObservation; revealing: boolean }) {
  const held =
    revealing && observation.shown ? observation.matched.length - 2 : observation.matched.length;
  const pics = observation.matched
    .slice(0, Math.max(0, held))
    .map((p) => observation.faces[p] as number);
  const top = pics.at(-1);
  return (
    <section class="memory-pile" aria-label={`Pile, ${held / 2} pairs`}>
      {top === undefined ? <span class="memory-empty" /> : <PictureFace picture={top} />}
    </section>
  );
}
