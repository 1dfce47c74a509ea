import { useEffect, useRef, useState } from 'preact/hooks';
import { BoardGrid, type GridCell } from '../../ui/board/BoardGrid.tsx';
import { HintCell } from '../../ui/board/HintMarks.tsx';
import { carry } from '../../ui/motion/lift.ts';
import { useMotion } from '../../ui/motion/use-motion.ts';
import type { ViewProps } from '../descriptor.ts';
import {
  EMPTY,
  inStraight,
  moveText,
  O,
  type PousseMove,
  push,
  pushStart,
  type Side,
  textToCells,
  X,
} from './board.ts';
import { beepsBetween, clockNotice, clockText } from './clock.ts';
import { isOver, NAMES, type PousseState } from './rules.ts';
import './View.css';

const CELL = 40;
const MARK = ['', 'x', 'o'] as const;

/** The edge numbers sit in a ring of cells around the board; the corners are empty. */
function edgeMove(n: number, row: number, col: number): PousseMove | null {
  const inside = (k: number) => k >= 1 && k <= n;
  if (row === 0 && inside(col)) return { side: 'T', line: col };
  if (row === n + 1 && inside(col)) return { side: 'B', line: col };
  if (col === 0 && inside(row)) return { side: 'L', line: row };
  if (col === n + 1 && inside(row)) return { side: 'R', line: row };
  return null;
}

const SIDE_WORDS: Record<Side, string> = {
  T: 'down column {k} from the top',
  B: 'up column {k} from the bottom',
  L: 'along row {k} from the left',
  R: 'along row {k} from the right',
};

const sameMove = (a: PousseMove | null, b: PousseMove | null) =>
  a !== null && b !== null && a.side === b.side && a.line === b.line;

/** Two short tones for the 60 s mark, one for 30 s; silent where the page has no audio. */
function beep(times: number): void {
  const Ctx = globalThis.AudioContext;
  if (!Ctx) return;
  try {
    const ctx = new Ctx();
    for (let k = 0; k < times; k++) {
      const osc = ctx.createOscillator();
      osc.frequency.value = 880;
      osc.connect(ctx.destination);
      osc.start(ctx.currentTime + k * 0.25);
      osc.stop(ctx.currentTime + k * 0.25 + 0.12);
    }
  } catch {
    // No sound allowed yet (no gesture on the page): the clock's note says it instead.
  }
}

/** PLT's turn clock: restarts with every position, beeps at 30 and 60 s while the game is on. */
function MoveClock({ turnKey, running }: { turnKey: string; running: boolean }) {
  const started = useRef(performance.now());
  const [ms, setMs] = useState(0);
  useEffect(() => {
    started.current = performance.now();
    setMs(0);
    if (!running) return;
    let last = 0;
    const id = setInterval(() => {
      const now = performance.now() - started.current;
      const beeps = beepsBetween(last, now);
      if (beeps) beep(beeps);
      last = now;
      setMs(now);
    }, 1000);
    return () => clearInterval(id);
  }, [turnKey, running]);
  const note = running ? clockNotice(ms) : null;
  return (
    <p class="pousse-clock">
      <span class="clock-time" role="timer" aria-label="Time on this move">
        {running ? clockText(ms) : '--:--'}
      </span>
      <span class="clock-note" aria-live="polite">
        {note ?? ''}
      </span>
    </p>
  );
}

/**
 * PLT's board: the markers inside, the numbers 1..N all round for the 4N pushes. A number is
 * played by click or tap, or by moving the cursor round the ring with the arrow keys and
 * pressing Enter or Space. At the end, the straights' markers are marked (green, with a bar)
 * and the loser's markers crossed (red), so neither is told by colour alone.
 */
export function PousseView({
  observation: state,
  play,
  interactive,
  hint,
  lastMove,
}: ViewProps<PousseState, PousseMove>) {
  const { n } = state;
  const cells = textToCells(state.board);
  const over = isOver(state);
  const loserMark = over && state.winner === null ? (state.toMove === 0 ? 2 : 1) : 0;
  const winnerMark = state.winner === null ? 0 : state.winner + 1;
  const size = n + 2;
  const edgeTargets = new Set<number>();
  if (interactive && !over) {
    for (let i = 0; i < size * size; i++) {
      if (edgeMove(n, Math.floor(i / size), i % size)) edgeTargets.add(i);
    }
  }
  const label = (cell: GridCell): string => {
    const m = edgeMove(n, cell.row, cell.col);
    if (m) {
      const what = SIDE_WORDS[m.side].replace('{k}', String(m.line));
      const marks = `${sameMove(m, lastMove) ? ', the last move' : ''}${hint?.some((h) => sameMove(h, m)) ? ', suggested' : ''}`;
      return `${moveText(m)}: push ${NAMES[state.toMove]} in ${what}${marks}`;
    }
    if (cell.row < 1 || cell.row > n || cell.col < 1 || cell.col > n) return 'Corner';
    const v = cells[(cell.row - 1) * n + cell.col - 1] as number;
    return `Row ${cell.row}, column ${cell.col}: ${v === 0 ? 'empty' : NAMES[v - 1]}`;
  };
  const renderCell = (cell: GridCell) => {
    const m = edgeMove(n, cell.row, cell.col);
    const cx = cell.x + cell.width / 2;
    const cy = cell.y + cell.height / 2;
    if (m) {
      const hinted = hint?.some((h) => sameMove(h, m));
      const last = sameMove(m, lastMove);
      return (
        <g class={`edge${hinted ? ' hint' : ''}${last ? ' last' : ''}`} data-move={moveText(m)}>
          <rect x={cell.x} y={cell.y} width={cell.width} height={cell.height} class="edge-cell" />
          {last && <circle cx={cx} cy={cy} r={CELL * 0.38} class="edge-ring" />}
          {hinted && (
            <HintCell x={cell.x} y={cell.y} width={cell.width} height={cell.height} round />
          )}
          <text x={cx} y={cy} class="edge-number" text-anchor="middle" dominant-baseline="central">
            {m.line}
          </text>
        </g>
      );
    }
    if (cell.row < 1 || cell.row > n || cell.col < 1 || cell.col > n) return null;
    const index = (cell.row - 1) * n + cell.col - 1;
    const v = cells[index] as number;
    const straight = over && v === winnerMark && inStraight(cells, n, index);
    const lost = v !== 0 && v === loserMark;
    return (
      <g
        class={`square${straight ? ' straight' : ''}${lost ? ' lost' : ''}`}
        data-cell={`${cell.row},${cell.col}`}
        data-piece={MARK[v] || undefined}
      >
        <rect x={cell.x} y={cell.y} width={cell.width} height={cell.height} class="square-cell" />
        {v !== 0 && (
          <text x={cx} y={cy} class="piece" text-anchor="middle" dominant-baseline="central">
            {MARK[v]}
          </text>
        )}
        {straight && (
          <line
            x1={cell.x + 6}
            x2={cell.x + cell.width - 6}
            y1={cell.y + 33}
            y2={cell.y + 33}
            class="straight-bar"
          />
        )}
        {lost && (
          <line
            x1={cell.x + 8}
            x2={cell.x + cell.width - 8}
            y1={cell.y + 8}
            y2={cell.y + cell.height - 8}
            class="lost-cross"
          />
        )}
      </g>
    );
  };
  const svg = useRef<SVGSVGElement>(null);
  // The markers pushed move one cell along the line, the new one in from the edge, if this
  // position is that push from the one before (not an undo).
  useMotion(state, (previous) => {
    if (lastMove === null) return;
    const before = textToCells(previous.board);
    const after = before.slice();
    push(after, n, lastMove, previous.toMove === 0 ? X : O);
    if (after.some((v, i) => v !== cells[i])) return;
    const [start, step] = pushStart(n, lastMove.side, lastMove.line);
    const along =
      Math.abs(step) === 1 ? { x: step * CELL, y: 0 } : { x: 0, y: Math.sign(step) * CELL };
    for (let k = 0, at = start; k < n; k++, at += step) {
      const row = Math.floor(at / n) + 1;
      const col = (at % n) + 1;
      const piece = svg.current?.querySelector(`[data-cell="${row},${col}"] .piece`);
      const centre = { x: col * CELL + CELL / 2, y: row * CELL + CELL / 2 };
      carry(piece, [{ x: centre.x - along.x, y: centre.y - along.y }], centre);
      if (before[at] === EMPTY) break;
    }
  });
  return (
    <div class="pousse fill board-column">
      <BoardGrid
        svgRef={svg}
        boxed
        class="pousse-board"
        label={`Pousse, ${n} by ${n}. The arrow keys move the cursor; on a number at the edge, Enter or Space pushes a marker in there.`}
        rows={size}
        cols={size}
        cell={CELL}
        start={1}
        cellId={(i) => `pousse-cell-${i}`}
        cellLabel={label}
        renderCell={renderCell}
        interactive={interactive && !over}
        targets={edgeTargets}
        onActivate={(i) => {
          const m = edgeMove(n, Math.floor(i / size), i % size);
          if (m) play(m);
        }}
        ring={{ inset: 3, radius: 6 }}
      />
      <MoveClock turnKey={`${state.moves.length}:${state.board}`} running={!over} />
    </div>
  );
}
