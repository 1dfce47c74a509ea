import { useMemo, useRef, useState } from 'preact/hooks';
import { HintCell } from '../../ui/board/HintMarks.tsx';
import { grow } from '../../ui/motion/motion.ts';
import { useMotion } from '../../ui/motion/use-motion.ts';
import type { ViewProps } from '../descriptor.ts';
import { Clues } from './Clues.tsx';
import { Designer } from './Designer.tsx';
import { type BoardLayout, boardLayout, CELL, cellAtPoint, line, type Pos } from './layout.ts';
import { PbnBar } from './PbnBar.tsx';
import { EMPTY, FILLED, heightOf, type Puzzle, UNKNOWN, widthOf } from './puzzle.ts';
import {
  kindsFrom,
  type PaintKind,
  type PbnMove,
  type PbnState,
  puzzleOf,
  result,
} from './rules.ts';
import { useTimer } from './timer.ts';
import './View.css';

const NAMES: Readonly<Record<string, string>> = { '#': 'filled', '.': 'empty', '?': 'unknown' };

/** PLT's rule: the start cell decides; unknown fills (empties with a modifier), else clears. */
export function strokeKind(start: string, modifier: boolean): PaintKind {
  if (start !== UNKNOWN) return 'clear';
  return modifier ? 'empty' : 'fill';
}

/** Wrong marks against PLT's stored solution: unknown cells and its `?` cells are skipped. */
function mistakes(state: PbnState, puzzle: Puzzle): Set<number> {
  const wrong = new Set<number>();
  const sol = puzzle.solution?.join('');
  if (!sol) return wrong;
  for (let i = 0; i < state.cells.length; i++) {
    const mark = state.cells[i];
    if (mark === UNKNOWN || sol[i] === '?') continue;
    if ((mark === FILLED) !== (sol[i] === FILLED)) wrong.add(i);
  }
  return wrong;
}

function Cell(props: {
  l: BoardLayout;
  c: number;
  r: number;
  mark: string;
  wrong: boolean;
  preview: boolean;
  cursor: boolean;
  hinted: boolean;
}) {
  const { l, c, r, mark, wrong, preview, cursor, hinted } = props;
  const x = l.x(c);
  const y = l.y(r);
  const state = NAMES[mark] ?? 'unknown';
  return (
    <g>
      <rect
        class={`cell ${state}${wrong ? ' wrong' : ''}`}
        x={x}
        y={y}
        width={CELL}
        height={CELL}
        data-cell={`${c + 1},${r + 1}`}
        data-state={mark}
        data-wrong={wrong || undefined}
      />
      {mark === EMPTY && <circle class="dot" cx={x + CELL / 2} cy={y + CELL / 2} r={2.2} />}
      {wrong && (
        <path class="wrong-mark" d={`M${x + 3} ${y + 3}l14 14M${x + 17} ${y + 3}l-14 14`} />
      )}
      {preview && <rect class="preview" x={x + 4} y={y + 4} width={CELL - 8} height={CELL - 8} />}
      {hinted && <HintCell x={x} y={y} width={CELL} height={CELL} />}
      {cursor && <rect class="cursor" x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} />}
    </g>
  );
}

const ARROWS: Readonly<Record<string, Pos>> = {
  ArrowLeft: { c: -1, r: 0 },
  ArrowRight: { c: 1, r: 0 },
  ArrowUp: { c: 0, r: -1 },
  ArrowDown: { c: 0, r: 1 },
};

/**
 * The nonogram board: clues above and left with PLT's gap every 5 cells; strokes by press, drag
 * and release (mouse, pen, touch) or by keyboard (arrows, Shift+arrows for a line, F or Space
 * to paint, X to paint empty, C or Delete to clear a marked start). Marks are shapes: a solid
 * square filled, a dot empty, plain grey unknown, a cross for a mistake.
 */
export function PbnView({
  observation: state,
  play,
  interactive,
  hint,
  playedMs,
}: ViewProps<PbnState, PbnMove>) {
  const puzzle = puzzleOf(state);
  const l = useMemo(() => boardLayout(puzzle), [puzzle]);
  const w = widthOf(puzzle);
  const h = heightOf(puzzle);
  const svg = useRef<SVGSVGElement>(null);
  const [hover, setHover] = useState<Pos | null>(null);
  const [drag, setDrag] = useState<{ start: Pos; end: Pos; modifier: boolean } | null>(null);
  const [cursor, setCursor] = useState<Pos>({ c: 0, r: 0 });
  const [anchor, setAnchor] = useState<Pos | null>(null);
  const [showMistakes, setShowMistakes] = useState(false);
  const [touchEmpty, setTouchEmpty] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const solved = result(state) !== null;
  const timer = useTimer(playedMs, !solved, state.cells);
  const [showTimer, setShowTimer] = useState(true);
  const [designing, setDesigning] = useState(false);
  const wrong = showMistakes ? mistakes(state, puzzle) : new Set<number>();
  const hintMove = hint?.[0] ?? null;
  const markAt = (p: Pos) => state.cells[p.r * w + p.c] as string;
  // The cells a stroke painted fill in one after another, in reading order.
  useMotion(state.cells, (previous) => {
    const board = svg.current;
    if (!board || previous.length !== state.cells.length) return;
    const painted = [...state.cells].flatMap((m, i) => (m !== previous[i] ? [i] : []));
    if (painted.length > 400) return;
    painted.forEach((i, step) => {
      const cell = board.querySelector(`[data-cell="${(i % w) + 1},${Math.floor(i / w) + 1}"]`);
      if (cell?.parentElement) grow(cell.parentElement, 0.5, { delay: Math.min(step * 20, 160) });
    });
  });

  const stroke = (start: Pos, end: Pos, modifier: boolean, kind?: PaintKind) => {
    if (!interactive || line(start, end).length === 0) return;
    const k = kind ?? strokeKind(markAt(start), modifier);
    if (!kindsFrom(markAt(start)).includes(k)) return;
    play({ kind: k, c1: start.c, r1: start.r, c2: end.c, r2: end.r });
  };

  const posOf = (e: PointerEvent): Pos | null => {
    const el = svg.current;
    const m = el?.getScreenCTM();
    if (!el || !m) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return cellAtPoint(l, p.x, p.y);
  };

  const onDown = (e: PointerEvent) => {
    if (pan && e.pointerType !== 'mouse') return;
    const p = posOf(e);
    if (!p || !interactive) return;
    e.preventDefault();
    svg.current?.setPointerCapture(e.pointerId);
    const modifier =
      e.button === 2 ||
      e.shiftKey ||
      e.ctrlKey ||
      e.altKey ||
      e.metaKey ||
      (e.pointerType !== 'mouse' && touchEmpty);
    setDrag({ start: p, end: p, modifier });
    setCursor(p);
    setAnchor(null);
  };
  const onMove = (e: PointerEvent) => {
    const p = posOf(e);
    setHover(p);
    if (drag && p && (p.c !== drag.end.c || p.r !== drag.end.r)) setDrag({ ...drag, end: p });
  };
  const onUp = (e: PointerEvent) => {
    if (!drag) return;
    const p = posOf(e) ?? drag.end;
    setDrag(null);
    stroke(drag.start, p, drag.modifier);
  };

  const onKey = (e: KeyboardEvent) => {
    const arrow = ARROWS[e.key];
    if (arrow) {
      e.preventDefault();
      const next = {
        c: Math.min(w - 1, Math.max(0, cursor.c + arrow.c)),
        r: Math.min(h - 1, Math.max(0, cursor.r + arrow.r)),
      };
      if (e.shiftKey) {
        const from = anchor ?? cursor;
        // A line stays in the anchor's row or column: a turn restarts it from the cursor.
        setAnchor(line(from, next).length ? from : cursor);
      } else setAnchor(null);
      setCursor(next);
      setHover(next);
      return;
    }
    const start = anchor ?? cursor;
    const key = e.key.toLowerCase();
    let kind: PaintKind | null = null;
    if (key === 'f' || key === ' ' || key === 'enter') kind = strokeKind(markAt(start), false);
    else if (key === 'x' || key === 'e') kind = strokeKind(markAt(start), true);
    else if (key === 'c' || key === 'delete' || key === 'backspace') kind = 'clear';
    if (!kind || e.ctrlKey || e.metaKey || e.altKey) return;
    e.preventDefault();
    stroke(start, cursor, false, kind);
    setAnchor(null);
  };

  const previewCells = new Set<number>();
  if (drag) for (const p of line(drag.start, drag.end)) previewCells.add(p.r * w + p.c);
  else if (anchor) for (const p of line(anchor, cursor)) previewCells.add(p.r * w + p.c);
  const hinted = hintMove ? hintMove.r1 * w + hintMove.c1 : -1;
  const mark = markAt(cursor);
  const rowClue = puzzle.rows[cursor.r]?.join(' ') || '0';
  const colClue = puzzle.cols[cursor.c]?.join(' ') || '0';

  if (designing) return <Designer current={puzzle} onClose={() => setDesigning(false)} />;
  return (
    <div class="pbn fill board-column">
      <PbnBar
        puzzle={puzzle}
        timer={timer}
        showTimer={showTimer}
        onShowTimer={setShowTimer}
        showMistakes={showMistakes}
        onShowMistakes={setShowMistakes}
        touchEmpty={touchEmpty}
        onTouchEmpty={setTouchEmpty}
        zoom={zoom}
        onZoom={setZoom}
        pan={pan}
        onPan={setPan}
        onFileError={setFileError}
        onDesign={() => setDesigning(true)}
      />
      <div class={`pbn-wrap board-box${pan ? ' panning' : ''}`}>
        <svg
          ref={svg}
          class="pbn-board"
          viewBox={`0 0 ${l.width} ${l.height}`}
          style={{ '--zoom': zoom, '--ratio': l.width / l.height }}
          role="application"
          aria-label={`Nonogram ${puzzle.name}, ${w} by ${h}. Arrow keys move, Shift+arrows select a line, F or Space paints, X paints empty, C clears.`}
          aria-describedby="pbn-cursor"
          tabindex={0}
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={onUp}
          onPointerCancel={() => setDrag(null)}
          onPointerLeave={() => !drag && setHover(null)}
          onContextMenu={(e) => e.preventDefault()}
          onKeyDown={onKey}
        >
          <Clues puzzle={puzzle} l={l} hover={hover} />
          {Array.from({ length: w * h }, (_, i) => {
            const c = i % w;
            const r = Math.floor(i / w);
            return (
              <Cell
                key={i}
                l={l}
                c={c}
                r={r}
                mark={state.cells[i] as string}
                wrong={wrong.has(i)}
                preview={previewCells.has(i)}
                cursor={cursor.c === c && cursor.r === r}
                hinted={i === hinted}
              />
            );
          })}
        </svg>
      </div>
      <p id="pbn-cursor" class="visually-hidden" aria-live="polite">
        ({cursor.c + 1},{cursor.r + 1}) {NAMES[mark]}; row clue {rowClue}; column clue {colClue}
        {anchor ? `; line from (${anchor.c + 1},${anchor.r + 1})` : ''}
      </p>
      {fileError && (
        <p class="pbn-file-error" role="alert">
          {fileError}
        </p>
      )}
      {showMistakes && <p class="pbn-mistakes">Mistakes: {wrong.size}</p>}
      {solved && (
        <p class="pbn-solved">Solved: every row and column matches its clues in {timer.text}.</p>
      )}
    </div>
  );
}
