import { useRef, useState } from 'preact/hooks';
import { toViewBox } from '../../ui/board/geometry.ts';
import { useGridKeys } from '../../ui/board/grid-keys.ts';
import { HintCell } from '../../ui/board/HintMarks.tsx';
import { carry } from '../../ui/motion/lift.ts';
import { grow } from '../../ui/motion/motion.ts';
import { useMotion } from '../../ui/motion/use-motion.ts';
import type { ViewProps } from '../descriptor.ts';
import type { ChatNoirAnalysis } from './engine.ts';
import {
  type Cell,
  type ChatNoirState,
  cellIndex,
  cellOf,
  cells,
  cellToString,
  chatNoir,
  isCell,
} from './rules.ts';
import './View.css';

/** PLT's geometry: circles of radius 20, 44 apart, rows 44·0.866 apart, odd rows half a step right. */
const R = 20;
const STEP = 44;
const ROW = STEP * 0.866;
const PAD = 4;

const centre = (size: number, index: number) => {
  const row = Math.floor(index / size);
  const col = index % size;
  return { x: PAD + STEP / 2 + col * STEP + (row % 2) * (STEP / 2), y: PAD + STEP / 2 + row * ROW };
};

/** The circle under a viewBox point: the nearest centre, if within half a step (a hex's reach). */
function cellAtPoint(size: number, x: number, y: number): number | null {
  const row = Math.round((y - PAD - STEP / 2) / ROW);
  let best: number | null = null;
  let bestD = (STEP / 2) ** 2;
  for (const r of [row - 1, row, row + 1]) {
    const col = Math.round((x - PAD - STEP / 2 - (r % 2) * (STEP / 2)) / STEP);
    for (const c of [col - 1, col, col + 1]) {
      if (!isCell(size, r, c)) continue;
      const p = centre(size, r * size + c);
      const d = (p.x - x) ** 2 + (p.y - y) ** 2;
      if (d < bestD) {
        bestD = d;
        best = r * size + c;
      }
    }
  }
  return best;
}

/** Arrow keys: left and right along the row, up and down to the same column of the next row. */
function moveCursor(size: number, key: string, cursor: number): number | null {
  const { row, col } = cellOf(size, cursor);
  const valid = (r: number, c: number) => isCell(size, r, c);
  const step = (dr: number, dc: number): number => {
    const r = row + dr;
    let c = col + dc;
    if (r < 0 || r >= size) return cursor;
    if (c < 0 || c >= size) return cursor;
    if (!valid(r, c)) c = dc === 0 ? c + 1 : c;
    return valid(r, c) ? r * size + c : cursor;
  };
  switch (key) {
    case 'ArrowUp':
      return step(-1, 0);
    case 'ArrowDown':
      return step(1, 0);
    case 'ArrowLeft':
      return step(0, -1);
    case 'ArrowRight':
      return step(0, 1);
    case 'Home':
      return row * size + (valid(row, 0) ? 0 : 1);
    case 'End':
      return row * size + size - 1;
    default:
      return null;
  }
}

/** The cat, drawn from shapes as PLT does: thinking while playing, happy if out, mad if trapped. */
function Cat({ x, y, mood }: { x: number; y: number; mood: 'thinking' | 'happy' | 'mad' }) {
  const face = mood === 'mad' ? '#f4a6c0' : '#222';
  const feature = mood === 'mad' ? '#222' : '#f5f5f5';
  return (
    <g class={`cat ${mood}`} data-cat={mood}>
      <polygon points={`${x - 15},${y - 4} ${x - 13},${y - 19} ${x - 3},${y - 11}`} fill={face} />
      <polygon points={`${x + 15},${y - 4} ${x + 13},${y - 19} ${x + 3},${y - 11}`} fill={face} />
      <circle cx={x} cy={y + 1} r={15} fill={face} />
      <circle cx={x - 6} cy={y - 2} r={2.5} fill={feature} />
      <circle cx={x + 6} cy={y - 2} r={2.5} fill={feature} />
      {mood === 'happy' && (
        <path
          d={`M ${x - 6} ${y + 6} Q ${x} ${y + 12} ${x + 6} ${y + 6}`}
          stroke={feature}
          fill="none"
          stroke-width={2}
        />
      )}
      {mood === 'mad' && (
        <path
          d={`M ${x - 6} ${y + 10} Q ${x} ${y + 4} ${x + 6} ${y + 10}`}
          stroke={feature}
          fill="none"
          stroke-width={2}
        />
      )}
    </g>
  );
}

/**
 * The hex board, drawn in SVG with the shared board grid's accessibility: a focusable grid
 * whose cursor moves with the arrow keys (Enter or Space blocks), cells named for screen readers,
 * and clicks or taps acting on release over the circle they pressed.
 */
export function ChatNoirView({
  observation: state,
  play,
  interactive,
  hint,
  analysis,
  lastMove,
}: ViewProps<ChatNoirState, Cell>) {
  const { size, blocked, cat } = state;
  const [cursorAt, setCursor] = useState(cat);
  const [hover, setHover] = useState<number | null>(null);
  const press = useRef<number | null>(null);
  const cursor = isCell(size, Math.floor(cursorAt / size), cursorAt % size) ? cursorAt : cat;
  const hinted = new Set(hint?.map((m) => cellIndex(size, m)));
  const study = analysis as ChatNoirAnalysis | null;
  const onPath = new Set(study?.onPath.map((m) => cellIndex(size, m)));
  const proof = new Set(study?.support.map((m) => cellIndex(size, m)));
  // The last move: most often the cat's step (chance's move), else the circle just blocked.
  const last = lastMove === null ? -1 : cellIndex(size, lastMove);
  const outcome = chatNoir.result(state);
  const mood =
    outcome?.kind === 'failed' ? 'happy' : outcome?.kind === 'solved' ? 'mad' : 'thinking';
  const width = PAD * 2 + STEP * size + STEP / 2;
  const height = PAD * 2 + STEP + ROW * (size - 1);
  const name = (i: number) => cellToString(cellOf(size, i));
  const act = (i: number) => {
    if (interactive) play(cellOf(size, i));
  };
  const { focused, handlers } = useGridKeys({
    cursor,
    setCursor,
    activate: act,
    move: (key, from) => moveCursor(size, key, from),
  });
  const under = (e: PointerEvent) => {
    const svg = e.currentTarget as SVGSVGElement;
    const p = toViewBox(svg.getBoundingClientRect(), { width, height }, e.clientX, e.clientY);
    return cellAtPoint(size, p.x, p.y);
  };
  const all = cells(size);
  const c = centre(size, cursor);
  const svg = useRef<SVGSVGElement>(null);
  // The circle just blocked fills in; the cat steps from its last circle.
  useMotion(state, (previous) => {
    const board = svg.current;
    if (!board || previous.size !== size) return;
    for (const i of all) {
      if (blocked[i] && !previous.blocked[i]) {
        const circle = board.querySelector(`circle[data-cell="${name(i)}"]`);
        if (circle) grow(circle, 0.5);
      }
    }
    if (previous.cat !== cat) {
      carry(board.querySelector('.cat'), [centre(size, previous.cat)], centre(size, cat));
    }
  });

  return (
    <div class="chat-noir fill board-column">
      {/* biome-ignore lint/a11y/useAriaActivedescendantWithTabindex: it has one; SVG needs lowercase tabindex */}
      <svg
        ref={svg}
        class="chat-noir-board board-fit"
        viewBox={`0 0 ${width} ${height}`}
        style={{ '--ratio': width / height }}
        role="grid"
        aria-label={`Chat Noir board, ${all.length} circles. Arrow keys move, Enter or Space blocks a circle.`}
        aria-activedescendant={`chat-noir-${name(cursor)}`}
        aria-disabled={!interactive}
        tabindex={0}
        {...handlers}
        onPointerDown={(e) => {
          if (e.button !== 0) return;
          (e.currentTarget as Element).setPointerCapture(e.pointerId);
          press.current = under(e);
          setHover(press.current);
        }}
        onPointerMove={(e) => setHover(under(e))}
        onPointerUp={(e) => {
          const down = press.current;
          const up = under(e);
          press.current = null;
          if (e.pointerType !== 'mouse') setHover(null);
          if (down !== null && down === up) act(up);
        }}
        onPointerCancel={() => {
          press.current = null;
          setHover(null);
        }}
        onPointerLeave={() => setHover(null)}
      >
        {Array.from({ length: size }, (_, row) => (
          <g role="row" key={row}>
            {all
              .filter((i) => Math.floor(i / size) === row)
              .map((i) => {
                const p = centre(size, i);
                const isBlocked = blocked[i] === true;
                const state = i === cat ? 'cat' : isBlocked ? 'blocked' : 'open';
                const extra = `${i === last ? (i === cat ? ', where the cat last stepped' : ', last blocked') : ''}${hinted.has(i) ? ', hinted' : ''}${onPath.has(i) ? ', on a shortest path' : ''}${proof.has(i) ? ', in the escape proof' : ''}`;
                return (
                  <g
                    key={i}
                    id={`chat-noir-${name(i)}`}
                    role="gridcell"
                    aria-label={`${name(i)} ${state}${extra}`}
                  >
                    <circle
                      data-cell={name(i)}
                      data-state={state}
                      data-hint={hinted.has(i) || undefined}
                      data-path={onPath.has(i) || undefined}
                      data-proof={proof.has(i) || undefined}
                      cx={p.x}
                      cy={p.y}
                      r={R}
                      class={isBlocked ? 'blocked' : 'open'}
                    />
                    {i === last && (
                      <circle class="last-move-mark" data-last cx={p.x} cy={p.y} r={R + 0.5} />
                    )}
                    {hinted.has(i) && (
                      <HintCell x={p.x - R} y={p.y - R} width={2 * R} height={2 * R} round />
                    )}
                    {proof.has(i) && <circle class="proof-ring" cx={p.x} cy={p.y} r={R - 6} />}
                    {onPath.has(i) && !isBlocked && (
                      <circle class="path-dot" cx={p.x} cy={p.y} r={4} />
                    )}
                    {interactive && hover === i && i !== cat && !isBlocked && (
                      <circle class="hover-dot" cx={p.x} cy={p.y} r={4} />
                    )}
                  </g>
                );
              })}
          </g>
        ))}
        <Cat {...centre(size, cat)} mood={mood} />
        {focused && <circle class="cursor" cx={c.x} cy={c.y} r={R + 1.5} />}
      </svg>
    </div>
  );
}
