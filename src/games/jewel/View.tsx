import { useEffect, useRef, useState } from 'preact/hooks';
import { HintCell } from '../../ui/board/HintMarks.tsx';
import { paceMs } from '../../ui/motion/motion.ts';
import type { ViewProps } from '../descriptor.ts';
import {
  type Board,
  CELLS,
  colOf,
  findRuns,
  legalSwaps,
  rowOf,
  SIDE,
  swapMakesRun,
  swapped,
} from './board.ts';
import { HighScorePanel } from './HighScorePanel.tsx';
import { JewelShape, jewelLabel, lookOf } from './JewelShape.tsx';
import { LifeGauge } from './LifeGauge.tsx';
import { cellName, decayAt, type JewelMove, type JewelState, TICK_MS } from './rules.ts';
import { useClock } from './use-clock.ts';
import './View.css';

/** viewBox units a cell. */
const CELL = 40;
/** PLT's animation lengths: a swap and a fade of 20 ticks each. */
const SWAP_MS = 20 * TICK_MS;
const VANISH_MS = 20 * TICK_MS;
const DROP_MS = 18 * TICK_MS;
/** A drag starts a swap once it has gone this share of a cell (PLT: 20 pixels). */
const DRAG_SHARE = 0.3;

/** What the board is showing instead of the settled position: a swap under way. */
interface Animation {
  readonly kind: 'swap' | 'fail';
  readonly a: number;
  readonly b: number;
  readonly board: Board;
  readonly looks: Board;
  readonly started: number;
  /** Points the swap made, shown as PLT's floating "+v". */
  readonly gain: number;
}

interface Bubble {
  readonly cell: number;
  readonly locked: boolean;
}

const STEP: Readonly<Record<string, [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The neighbour of `cell` one step along (dr, dc), or null off the board. */
function neighbour(cell: number, [dr, dc]: [number, number]): number | null {
  const r = rowOf(cell) + dr;
  const c = colOf(cell) + dc;
  return r < 0 || r >= SIDE || c < 0 || c >= SIDE ? null : r * SIDE + c;
}

/** How far each cell of the settled board falls in, in cells, after the first removal. */
function fallsAfter(board: Board): number[] {
  const gone = new Set(findRuns(board).flatMap((run) => run.cells));
  const falls = new Array<number>(CELLS).fill(0);
  for (let c = 0; c < SIDE; c++) {
    let removed = 0;
    let lowest = -1;
    for (let r = 0; r < SIDE; r++) {
      if (gone.has(r * SIDE + c)) {
        removed++;
        lowest = r;
      }
    }
    for (let r = 0; r <= lowest; r++) falls[r * SIDE + c] = removed;
  }
  return falls;
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
  const [anim, setAnim] = useState<Animation | null>(null);
  const [now, setNow] = useState(0);
  const [paused, setPaused] = useState(false);
  const [bubble, setBubble] = useState<Bubble | null>(null);
  const [helpLine, setHelpLine] = useState(true);
  // Time starts with the first press or key on the board, not while the page is being read.
  const [started, setStarted] = useState(false);
  const lastClick = useRef<number | null>(null);
  const unproductive = useRef(0);
  const down = useRef<{ x: number; y: number; cell: number; id: number } | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const playing = state.end === 'playing';

  // The swap, fade and fall play out over PLT's times; the clock stops meanwhile.
  const elapsed = anim ? now - anim.started : 0;
  const total = anim ? (anim.kind === 'fail' ? 2 * SWAP_MS : SWAP_MS + VANISH_MS + DROP_MS) : 0;
  useEffect(() => {
    if (!anim) return;
    let frame = requestAnimationFrame(function step(t) {
      setNow(t);
      if (t - anim.started < total) frame = requestAnimationFrame(step);
      else setAnim(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [anim, total]);
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
    setNow(start);
    // A swap made while the last one still plays out ends it at once (the board is already the
    // settled one), and with reduced motion nothing plays out at all.
    const still = svg.current === null || paceMs('slow') === 0;
    setAnim(
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

  const cellAt = (e: PointerEvent): number | null => {
    const box = svg.current?.getBoundingClientRect();
    if (!box) return null;
    const c = Math.floor(((e.clientX - box.left) / box.width) * SIDE);
    const r = Math.floor(((e.clientY - box.top) / box.height) * SIDE);
    return r >= 0 && r < SIDE && c >= 0 && c < SIDE ? r * SIDE + c : null;
  };
  const onPointerDown = (e: PointerEvent) => {
    setStarted(true);
    const cell = cellAt(e);
    unproductive.current++;
    if (unproductive.current > 5) setHelpLine(true);
    setBubble(null);
    if (cell === null) return;
    lastClick.current = cell;
    down.current = { x: e.clientX, y: e.clientY, cell, id: e.pointerId };
    (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => {
    const from = down.current;
    const box = svg.current?.getBoundingClientRect();
    if (!from || from.id !== e.pointerId || !box) return;
    const dx = e.clientX - from.x;
    const dy = e.clientY - from.y;
    const reach = (DRAG_SHARE * box.width) / SIDE;
    if (dx * dx + dy * dy <= reach * reach) return;
    down.current = null;
    const step: [number, number] =
      Math.abs(dx) > Math.abs(dy) ? [0, Math.sign(dx)] : [Math.sign(dy), 0];
    const to = neighbour(from.cell, step);
    if (to === null) return;
    unproductive.current = 0;
    setHelpLine(false);
    trySwap(from.cell, to);
  };
  const onPointerUp = () => {
    down.current = null;
  };

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

  /** Where the jewel of `cell` is drawn now: mid-swap, it travels toward its partner. */
  const offset = (cell: number): [number, number] => {
    if (!shown) return [0, 0];
    const partner = cell === shown.a ? shown.b : cell === shown.b ? shown.a : null;
    if (partner === null) return [0, 0];
    const t =
      shown.kind === 'swap'
        ? Math.min(1, elapsed / SWAP_MS)
        : elapsed < SWAP_MS
          ? elapsed / SWAP_MS
          : 2 - elapsed / SWAP_MS;
    const k = Math.min(1, Math.max(0, t));
    return [(colOf(partner) - colOf(cell)) * CELL * k, (rowOf(partner) - rowOf(cell)) * CELL * k];
  };

  const bubbleText = bubble
    ? `Bubble on ${cellName(bubble.cell)}: ${jewelLabel(state, board[bubble.cell] as number, bubble.cell)}${bubble.locked ? ', locked: press an arrow to swap' : ''}`
    : '';

  return (
    <div class="jewel fill" data-difficulty={state.difficulty}>
      <div class="jewel-hud">
        <dl>
          <dt>Score</dt>
          <dd data-score>{state.score}</dd>
          <dt>Level</dt>
          <dd data-level>{state.level}</dd>
          <dt>Moves</dt>
          <dd data-moves title="Swaps that make a run, each counted once">
            {moves}
          </dd>
        </dl>
        <LifeGauge life={life} />
        <button
          type="button"
          class="jewel-pause"
          disabled={!playing || !interactive}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? 'Resume (P)' : 'Pause (P)'}
        </button>
      </div>
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
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <rect class="jewel-back" width={SIDE * CELL} height={SIDE * CELL} />
          {!paused &&
            Array.from({ length: CELLS }, (_, cell) => {
              const [dx, dy] = offset(cell);
              const x = colOf(cell) * CELL + CELL / 2 + dx;
              const y = rowOf(cell) * CELL + CELL / 2 + dy;
              const fall = falls?.[cell] ?? 0;
              const look = lookOf(state, board[cell] as number, looks[cell] as number);
              return (
                <g
                  key={cell}
                  class="jewel-cell"
                  data-cell={cellName(cell)}
                  data-type={board[cell]}
                  data-hint={hinted.has(cell) || undefined}
                  data-fading={fading.has(cell) || undefined}
                  data-falling={fall > 0 || undefined}
                  style={
                    fall > 0
                      ? { '--fall': `${-fall * CELL}px`, '--drop': `${DROP_MS}ms` }
                      : undefined
                  }
                >
                  <g transform={`translate(${x} ${y}) scale(${CELL * 0.4})`}>
                    <JewelShape
                      shape={look.shape}
                      colour={look.colour}
                      spin={(cell * 97 + state.draws * 31) % 360}
                    />
                  </g>
                  {hinted.has(cell) && (
                    <HintCell
                      x={colOf(cell) * CELL}
                      y={rowOf(cell) * CELL}
                      width={CELL}
                      height={CELL}
                    />
                  )}
                </g>
              );
            })}
          {bubble && !paused && (
            <circle
              class="jewel-bubble"
              data-locked={bubble.locked || undefined}
              cx={colOf(bubble.cell) * CELL + CELL / 2}
              cy={rowOf(bubble.cell) * CELL + CELL / 2}
              r={CELL * 0.48}
            />
          )}
          {sentSwap && !paused && <SentRing a={sentSwap.a} b={sentSwap.b} />}
          {anim?.kind === 'swap' && gain > 0 && elapsed >= SWAP_MS && (
            <text
              class="jewel-gain"
              x={((colOf(anim.a) + colOf(anim.b) + 1) * CELL) / 2}
              y={((rowOf(anim.a) + rowOf(anim.b) + 1) * CELL) / 2}
            >
              +{gain}
            </text>
          )}
          {paused && (
            <text class="jewel-paused" x={(SIDE * CELL) / 2} y={(SIDE * CELL) / 2}>
              Paused: P resumes
            </text>
          )}
        </svg>
        {!playing && <HighScorePanel state={state} />}
        <p id="jewel-bubble" class="jewel-status" aria-live="polite">
          {bubbleText}
        </p>
        {helpLine && playing && (
          <p class="jewel-help-line">
            {started ? '' : 'Time starts when you touch the board. '}Drag a jewel with the mouse or
            a finger, or use the arrow keys and Space. P pauses.
          </p>
        )}
      </div>
    </div>
  );
}

/** A dashed ring around the two cells of a swap on its way to the table. */
function SentRing({ a, b }: { a: number; b: number }) {
  const [top, left] = [Math.min(rowOf(a), rowOf(b)), Math.min(colOf(a), colOf(b))];
  const rows = Math.abs(rowOf(a) - rowOf(b)) + 1;
  const cols = Math.abs(colOf(a) - colOf(b)) + 1;
  return (
    <rect
      class="jewel-sent"
      data-sent
      x={left * CELL + 2}
      y={top * CELL + 2}
      width={cols * CELL - 4}
      height={rows * CELL - 4}
      rx={6}
    />
  );
}
