import { useEffect, useRef, useState } from 'preact/hooks';
import { paceMs } from '../../ui/motion/motion.ts';
import type { ViewProps } from '../descriptor.ts';
import { BubbleMark, GainMark, PausedMark, SentRing } from './BoardMarks.tsx';
import { BoardStatus } from './BoardStatus.tsx';
import { type Board, CELLS, findRuns, legalSwaps, SIDE, swapMakesRun, swapped } from './board.ts';
import { HighScorePanel } from './HighScorePanel.tsx';
import { JewelCell } from './JewelCell.tsx';
import { JewelHud } from './JewelHud.tsx';
import { lookOf } from './JewelShape.tsx';
import { decayAt, type JewelMove, type JewelState } from './rules.ts';
import { neighbour, STEP, useSwapDrag } from './swap-drag.ts';
import { CELL, fallsAfter, SWAP_MS, swapOffset, VANISH_MS } from './swap-motion.ts';
import { useClock } from './use-clock.ts';
import { useSwapPlayback } from './use-swap-playback.ts';
import './View.css';

interface Bubble {
  readonly cell: number;
  readonly locked: boolean;
}

/**
 * The board, PLT's way: drag a jewel (mouse, pen or finger) toward a neighbour to swap them;
 * or move the bubble with the arrow keys, lock it with Space and press an arrow to swap. A swap
 * that makes no run goes back. Time runs while the board waits for a swap (the clock sends
 * `t33` moves); P pauses, Esc ends the game.
 */
export function JewelView({
  observation: state,
  play,
  interactive,
  hint,
  sent,
}: ViewProps<JewelState, JewelMove>) {
  // The swap, fade and fall play out over PLT's times; the clock stops meanwhile.
  const { anim, elapsed, start: playOut } = useSwapPlayback();
  const [paused, setPaused] = useState(false);
  const [bubble, setBubble] = useState<Bubble | null>(null);
  const [helpLine, setHelpLine] = useState(true);
  // Time starts with the first press or key on the board, not while the page is being read.
  const [started, setStarted] = useState(false);
  const lastClick = useRef<number | null>(null);
  const unproductive = useRef(0);
  const svg = useRef<SVGSVGElement>(null);
  const playing = state.end === 'playing';

  // PLT decays life while a failed swap goes back, not while it goes out or while runs fall.
  const holdClock = anim !== null && (anim.kind === 'swap' || elapsed < SWAP_MS);
  const pending = useClock({
    running: started && interactive && playing && !paused && !holdClock,
    state,
    onTicks: (ticks) => play({ kind: 'tick', ticks }),
  });

  const trySwap = (a: number, b: number) => {
    if (!interactive || !playing || paused) return false;
    const good = swapMakesRun(state.board, a, b);
    const start = performance.now();
    const [lo, hi] = a < b ? [a, b] : [b, a];
    // A swap made while the last one still plays out ends it at once (the board is already the
    // settled one), and with reduced motion nothing plays out at all.
    const still = svg.current === null || paceMs('slow') === 0;
    playOut(
      still
        ? null
        : {
            kind: good ? 'swap' : 'fail',
            a: lo,
            b: hi,
            board: state.board,
            looks: state.looks,
            started: start,
            gain: 0,
          },
      start,
    );
    if (good) play({ kind: 'swap', a: lo, b: hi });
    return good;
  };

  // The points of the swap just played, once the session has it (for the floating "+v").
  const before = useRef(state.score);
  const gain = state.score - before.current;
  useEffect(() => {
    if (!anim) before.current = state.score;
  }, [anim, state.score]);

  const onKey = (e: KeyboardEvent) => {
    setHelpLine(false);
    setStarted(true);
    const step = STEP[e.key];
    if (step) {
      e.preventDefault();
      if (bubble?.locked && playing && interactive) {
        const to = neighbour(bubble.cell, step);
        if (to === null) return;
        const swappedOk = trySwap(bubble.cell, to);
        setBubble({ cell: swappedOk ? to : bubble.cell, locked: false });
        return;
      }
      const start = lastClick.current;
      const corner = (d: number) => (d >= 0 ? 0 : SIDE - 1);
      const cell = bubble
        ? (neighbour(bubble.cell, step) ?? bubble.cell)
        : (start ?? corner(step[0]) * SIDE + corner(step[1]));
      setBubble({ cell, locked: bubble?.locked ?? false });
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      const cell = bubble?.cell ?? lastClick.current ?? 0;
      setBubble({ cell, locked: !bubble?.locked });
    } else if (e.key === 'p' || e.key === 'P') {
      if (playing) setPaused((p) => !p);
    } else if (e.key === 'Escape') {
      if (playing && interactive) play({ kind: 'quit' });
    }
  };

  const drag = useSwapDrag(
    svg,
    (cell) => {
      setStarted(true);
      unproductive.current++;
      if (unproductive.current > 5) setHelpLine(true);
      setBubble(null);
      if (cell !== null) lastClick.current = cell;
    },
    (from, to) => {
      unproductive.current = 0;
      setHelpLine(false);
      trySwap(from, to);
    },
  );

  const shown =
    anim && elapsed < SWAP_MS + (anim.kind === 'swap' ? VANISH_MS : SWAP_MS) ? anim : null;
  // Your swap on its way to the table (which alone knows the jewels that fall in) is ringed at
  // once: the swap's motion starts from where the jewels lie, so its first frame shows nothing.
  // Where no swap plays out (reduced motion, or the table is slower than the swap), the jewels
  // are drawn swapped.
  const sentSwap = sent?.kind === 'swap' ? sent : null;
  const settled = (cells: Board) => (sentSwap ? swapped(cells, sentSwap.a, sentSwap.b) : cells);
  const board = shown ? shown.board : settled(state.board);
  const looks = shown ? shown.looks : settled(state.looks);
  const fading = new Set(
    shown && shown.kind === 'swap' && elapsed >= SWAP_MS
      ? findRuns(swapped(shown.board, shown.a, shown.b)).flatMap((r) => r.cells)
      : [],
  );
  const falls =
    anim?.kind === 'swap' && !shown ? fallsAfter(swapped(anim.board, anim.a, anim.b)) : null;
  const hinted = new Set(hint?.flatMap((m) => (m.kind === 'swap' ? [m.a, m.b] : [])) ?? []);
  const moves = legalSwaps(state.board).length;
  const life = Math.max(0, state.life - pending * decayAt(state.level));

  return (
    <div class="jewel fill" data-difficulty={state.difficulty}>
      <JewelHud
        score={state.score}
        level={state.level}
        moves={moves}
        life={life}
        paused={paused}
        canPause={playing && interactive}
        onPause={() => setPaused((p) => !p)}
      />
      <div class="jewel-stage">
        <svg
          ref={svg}
          class="jewel-board board-fit"
          viewBox={`0 0 ${SIDE * CELL} ${SIDE * CELL}`}
          role="application"
          tabindex={0}
          aria-label="Jewel board, 8 by 8. Arrow keys move the bubble; Space locks it and an arrow then swaps. P pauses, Esc ends the game."
          aria-describedby="jewel-bubble"
          data-paused={paused || undefined}
          data-busy={anim !== null || undefined}
          aria-busy={sentSwap !== null || undefined}
          onKeyDown={onKey}
          onPointerDown={drag.onPointerDown}
          onPointerMove={drag.onPointerMove}
          onPointerUp={drag.onPointerUp}
          onPointerCancel={drag.onPointerUp}
        >
          <rect class="jewel-back" width={SIDE * CELL} height={SIDE * CELL} />
          {!paused &&
            Array.from({ length: CELLS }, (_, cell) => (
              <JewelCell
                key={cell}
                cell={cell}
                type={board[cell] as number}
                look={lookOf(state, board[cell] as number, looks[cell] as number)}
                offset={swapOffset(shown, cell, elapsed)}
                fall={falls?.[cell] ?? 0}
                spin={(cell * 97 + state.draws * 31) % 360}
                hinted={hinted.has(cell)}
                fading={fading.has(cell)}
              />
            ))}
          {bubble && !paused && <BubbleMark cell={bubble.cell} locked={bubble.locked} />}
          {sentSwap && !paused && <SentRing a={sentSwap.a} b={sentSwap.b} />}
          {anim?.kind === 'swap' && gain > 0 && elapsed >= SWAP_MS && (
            <GainMark a={anim.a} b={anim.b} gain={gain} />
          )}
          {paused && <PausedMark />}
        </svg>
        {!playing && <HighScorePanel state={state} />}
        <BoardStatus
          state={state}
          board={board}
          bubble={bubble}
          helpLine={helpLine}
          started={started}
        />
      </div>
    </div>
  );
}
