import { useEffect, useRef, useState } from 'preact/hooks';
import { MoveArrow, type Point } from '../../ui/board/HintMarks.tsx';
import { useFlip } from '../../ui/motion/use-motion.ts';
import { gameHash } from '../../ui/session/game-url.ts';
import type { ViewProps } from '../descriptor.ts';
import { Ball, Pumpkin, TwoPumpkins } from './Figures.tsx';
import { type Face, faceOf } from './faces.ts';
import { boardError } from './info.ts';
import { DOWN, RIGHT } from './maze.ts';
import { stepTo } from './pumpkins.ts';
import { type TallyMazeMove, type TallyMazeState, tallyMaze, wallsNow } from './rules.ts';
import './View.css';

/** viewBox units a cell; PLT leaves a quarter cell of margin on each side. */
const C = 40;
const M = C / 4;
/** PLT's wall pen: max(2, ⌈cell / 6⌉). */
const WALL = Math.max(2, Math.ceil(C / 6));

const KEYS: Record<string, TallyMazeMove> = {
  ArrowUp: 'up',
  ArrowRight: 'right',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ' ': 'stay',
  '.': 'stay',
  n: 'next',
  N: 'next',
};

const PAD: { move: TallyMazeMove; label: string; glyph: string }[] = [
  { move: 'up', label: 'Up', glyph: '↑' },
  { move: 'left', label: 'Left', glyph: '←' },
  { move: 'stay', label: 'Stay', glyph: '·' },
  { move: 'right', label: 'Right', glyph: '→' },
  { move: 'down', label: 'Down', glyph: '↓' },
];

const MOOD_TEXT: Record<Face['mood'], string> = {
  won: 'you are out',
  almost: 'the exit is one step away',
  afraid: 'a pumpkin is next to you',
  calm: 'calm',
  caught: 'caught',
};

const place = (w: number, cell: number) =>
  `column ${(cell % w) + 1}, row ${Math.floor(cell / w) + 1}`;

/**
 * The cells your hint line walks through in the current maze: up to its first `next`, after
 * which the walls change.
 */
function hintPath(s: TallyMazeState, hint: readonly TallyMazeMove[]): number[] {
  const walls = wallsNow(s);
  const cells = [s.player];
  for (const m of hint) {
    if (m === 'next') break;
    if (m === 'stay') continue;
    const to = stepTo(walls, s.width, cells[cells.length - 1] as number, m);
    if (to < 0) break;
    cells.push(to);
  }
  return cells;
}

/**
 * The maze in SVG as PLT draws it (thin light-blue grid, thick walls, gaps at the entrance and
 * the exit), "Board #N" under it, an on-screen arrow pad for touch and mouse, and a field to
 * start on any maze number. With the board focused: arrows step, Space or `.` stays, `n` turns
 * to the next maze, `z` undoes.
 */
export function TallyMazeView({
  observation: state,
  play,
  interactive,
  hint,
}: ViewProps<TallyMazeState, TallyMazeMove>) {
  const { width: w, height: h, player, pumpkins } = state;
  const walls = wallsNow(state);
  const legal = new Set(interactive && state.turn === 0 ? tallyMaze.legalMoves(state) : []);
  const face = faceOf(state);
  const centre = (cell: number) => ({
    x: M + (cell % w) * C + C / 2,
    y: M + Math.floor(cell / w) * C + C / 2,
  });
  const act = (move: TallyMazeMove) => {
    if (legal.has(move)) play(move);
  };
  // A key pressed while the pumpkins move is kept (the last one) and played on your turn, so
  // quick typing is not lost; it is dropped if it is not legal then or the game has ended.
  const pending = useRef<TallyMazeMove | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  useFlip(svg, state, { key: 'data-figure' });
  const yourTurn = interactive && state.turn === 0;
  useEffect(() => {
    if (!yourTurn || pending.current === null) return;
    const move = pending.current;
    pending.current = null;
    if (tallyMaze.legalMoves(state).includes(move)) play(move);
  }, [yourTurn, state, play]);
  const keyed = (move: TallyMazeMove) => {
    if (yourTurn) act(move);
    else if (!tallyMaze.result(state)) pending.current = move;
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const move = KEYS[e.key];
    if (move) {
      // `n` here is the next maze, not the page's New game.
      e.preventDefault();
      e.stopPropagation();
      keyed(move);
    }
  };

  const lines: string[] = [];
  const wallPath: string[] = [];
  for (let x = 1; x < w; x++) lines.push(`M${M + x * C} ${M}V${M + h * C}`);
  for (let y = 1; y < h; y++) lines.push(`M${M} ${M + y * C}H${M + w * C}`);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const bits = walls[y * w + x] as number;
      if (x < w - 1 && !(bits & RIGHT)) wallPath.push(`M${M + (x + 1) * C} ${M + y * C}v${C}`);
      if (y < h - 1 && !(bits & DOWN)) wallPath.push(`M${M + x * C} ${M + (y + 1) * C}h${C}`);
    }
  }
  // The outer wall, open at the entrance (top left) and the exit (bottom right).
  wallPath.push(
    `M${M} ${M + C}V${M + h * C}H${M + (w - 1) * C}`,
    `M${M + C} ${M}H${M + w * C}V${M + (h - 1) * C}`,
  );
  const hinted = hint && hint.length > 0 ? hint : null;
  const path = hinted ? hintPath(state, hinted).map(centre) : [];
  const p = centre(player);
  const [a, b] = pumpkins.map(centre) as [{ x: number; y: number }, { x: number; y: number }];
  const r = C * 0.4;
  const description = `You at ${place(w, player)}, ${MOOD_TEXT[face.mood]}. Pumpkins at ${place(w, pumpkins[0])} and ${place(w, pumpkins[1])}. Exit at ${place(w, w * h - 1)}. Open ways: ${[...legal].filter((m) => m !== 'stay' && m !== 'next').join(', ') || 'none'}.`;

  return (
    <div class="tally-maze fill">
      <svg
        ref={svg}
        class="tally-maze-board board-fit"
        viewBox={`0 0 ${w * C + 2 * M} ${h * C + 2 * M}`}
        style={{ '--ratio': (w * C + 2 * M) / (h * C + 2 * M) }}
        role="application"
        aria-label={`Tally Maze, board ${state.board}, ${w} by ${h}. Arrow keys step, Space stays, n turns to the next maze, z undoes.`}
        aria-describedby="tally-maze-where"
        aria-disabled={!interactive}
        tabindex={0}
        onKeyDown={onKeyDown}
        data-player={`${player % w},${Math.floor(player / w)}`}
        data-pumpkins={pumpkins.map((c) => `${c % w},${Math.floor(c / w)}`).join(' ')}
      >
        <rect class="floor" x={M} y={M} width={w * C} height={h * C} />
        <path class="grid" d={lines.join('')} />
        <path class="walls" d={wallPath.join('')} stroke-width={WALL} />
        <MoveArrow points={path.map((q): Point => [q.x, q.y])} cell={C} shorten={0} />
        {/* The figures by name, so each steps from its last cell (ui/motion). */}
        <g data-figure="pumpkin-0">
          {pumpkins[0] === pumpkins[1] ? <TwoPumpkins {...a} r={r} /> : <Pumpkin {...a} r={r} />}
        </g>
        {pumpkins[0] !== pumpkins[1] && (
          <g data-figure="pumpkin-1">
            <Pumpkin {...b} r={r} />
          </g>
        )}
        <g data-figure="ball">
          <Ball {...p} r={r} face={face} />
        </g>
      </svg>
      <p class="tally-maze-number" data-board={state.board}>
        Board #{state.board}
      </p>
      <p id="tally-maze-where" class="visually-hidden" aria-live="polite">
        {description}
      </p>
      <div class="tally-maze-controls">
        <fieldset class="tally-maze-pad">
          <legend class="visually-hidden">Move</legend>
          {PAD.map(({ move, label, glyph }) => (
            <button
              key={move}
              type="button"
              data-move={move}
              class={`pad-${move}${hinted?.[0] === move ? ' hint-highlight' : ''}`}
              data-hint={hinted?.[0] === move || undefined}
              aria-label={label}
              disabled={!legal.has(move)}
              onClick={() => act(move)}
            >
              {glyph}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          class={`tally-maze-next${hinted?.[0] === 'next' ? ' hint-highlight' : ''}`}
          data-move="next"
          data-hint={hinted?.[0] === 'next' || undefined}
          disabled={!legal.has('next')}
          onClick={() => act('next')}
        >
          Next maze (n)
        </button>
      </div>
      <GoTo width={w} height={h} />
    </div>
  );
}

/** Starts a new game on the maze number typed or pasted, at the same size. */
function GoTo({ width, height }: { width: number; height: number }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: Event) => {
    e.preventDefault();
    const board = text.replace(/[\s,_]/g, '');
    const bad = board === '' ? 'type a maze number' : boardError(width, height, board);
    setError(bad ?? null);
    if (!bad)
      location.hash = gameHash('tally-maze', { width: `${width}`, height: `${height}`, board }, 1);
  };
  return (
    <form class="tally-maze-goto" onSubmit={submit}>
      <label>
        Play maze number{' '}
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellcheck={false}
          value={text}
          aria-invalid={error !== null}
          aria-describedby={error ? 'tally-maze-goto-error' : undefined}
          onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)}
        />
      </label>{' '}
      <button type="submit">Go</button>
      {error && (
        <span id="tally-maze-goto-error" class="error" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
