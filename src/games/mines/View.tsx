import type { VNode } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { BoardGrid, type GridCell, type GridState } from '../../ui/board/BoardGrid.tsx';
import { HintCell } from '../../ui/board/HintMarks.tsx';
import { grow } from '../../ui/motion/motion.ts';
import { useMotion } from '../../ui/motion/use-motion.ts';
import type { ViewProps } from '../descriptor.ts';
import type { MinesAnalysis } from './engine.ts';
import { cellName } from './grid.ts';
import { type Highlight, highlightOf, NO_LIGHT } from './highlight.ts';
import { MinesBar } from './MinesBar.tsx';
import { cellMove, flagsPlaced, type MinesMove, type MinesView, openedCount } from './rules.ts';
import { sentLook } from './sent.ts';
import './View.css';

/** PLT's tiles are 24 pixels square. */
const CELL = 24;
/** A press held this long on a touch screen marks the cell instead of opening it. */
const LONG_PRESS_MS = 450;
/** PLT's colours for 1 to 8; the numeral itself says the number, the colour only helps. */
const DIGIT_COLOURS = [
  '',
  '#1b4fd8',
  '#228b22',
  '#d01010',
  '#800080',
  '#c86400',
  '#8a7a00',
  '#8b4513',
  '#000',
];

const describe = (ch: string, shown: boolean): string => {
  if (ch === '.') return shown ? 'mine' : 'covered';
  if (ch === 'F') return shown ? 'flagged, a mine' : 'flagged';
  if (ch === '?') return 'marked ?';
  if (ch === '*') return 'exploded mine';
  return ch === '0' ? 'open, empty' : `open, ${ch}`;
};

function Flag({ x, y }: { x: number; y: number }) {
  return (
    <g class="flag">
      <rect x={x + 11} y={y + 5} width={1.6} height={14} fill="#222" />
      <polygon
        points={`${x + 12.6},${y + 5} ${x + 19},${y + 8.5} ${x + 12.6},${y + 12}`}
        fill="#d22"
      />
      <rect x={x + 7} y={y + 18} width={10} height={2} fill="#222" />
    </g>
  );
}

function Mine({ x, y }: { x: number; y: number }) {
  const cx = x + CELL / 2;
  const cy = y + CELL / 2;
  return (
    <g class="mine">
      <path
        d={`M${cx} ${cy - 8}v16M${cx - 8} ${cy}h16M${cx - 6} ${cy - 6}l12 12M${cx + 6} ${cy - 6}l-12 12`}
        stroke="#111"
        stroke-width={1.6}
      />
      <circle cx={cx} cy={cy} r={5.5} fill="#111" />
      <circle cx={cx - 2} cy={cy - 2} r={1.4} fill="#fff" />
    </g>
  );
}

/** What one cell shows: its place and name, its state and the marks over it. */
interface CellLook {
  x: number;
  y: number;
  name: string;
  ch: string;
  /** Lit by the pointer or cursor (PLT's highlight). */
  lit: boolean;
  /** Pressed by your move on its way to the table: sunken, no longer raised, till it answers. */
  sunken: boolean;
  hinted: boolean;
  /** The hint's best guess, when no cell is safe. */
  guess: boolean;
  /** The analysis's chance of a mine, null without one. */
  p: number | null;
  /** A mine, known once the game is over. */
  mine: boolean;
  /** The mines are shown (the game is over). */
  shown: boolean;
  last: boolean;
}

/**
 * One cell's tile and marks. They go straight into the grid's cell: no group of their own (a
 * 16×16 board would carry 256 more elements), and the covered cells' bevels are one path over
 * them all.
 */
function CellMarks({ x, y, name, ch, lit, sunken, hinted, guess, p, mine, shown, last }: CellLook) {
  const isOpen = ch >= '0' && ch <= '8';
  const covered = sunken ? 'covered sunken' : lit ? 'covered lit' : 'covered';
  return (
    <>
      <rect
        class={isOpen ? 'open' : ch === '*' ? 'exploded' : covered}
        data-cell={name}
        data-state={ch}
        data-sent={sunken || undefined}
        data-hint={hinted || undefined}
        x={x}
        y={y}
        width={CELL}
        height={CELL}
      />
      {isOpen && ch !== '0' && (
        <text
          x={x + CELL / 2}
          y={y + CELL / 2 + 5.5}
          class="digit"
          fill={DIGIT_COLOURS[Number(ch)]}
        >
          {ch}
        </text>
      )}
      {ch === '?' && (
        <text x={x + CELL / 2} y={y + CELL / 2 + 5.5} class="question">
          ?
        </text>
      )}
      {(ch === '*' || (mine && ch !== 'F')) && <Mine x={x} y={y} />}
      {ch === 'F' && <Flag x={x} y={y} />}
      {ch === 'F' && shown && !mine && (
        <path class="wrong" d={`M${x + 4} ${y + 4}l16 16M${x + 20} ${y + 4}l-16 16`} />
      )}
      {p !== null && !isOpen && ch !== 'F' && (
        <text
          x={x + CELL / 2}
          y={y + CELL - 3}
          class={`prob${p === 0 ? ' safe' : p === 1 ? ' sure' : ''}`}
          data-prob={p.toFixed(4)}
        >
          {p === 0 ? 'safe' : p === 1 ? 'mine' : `${Math.round(p * 100)}%`}
        </text>
      )}
      {last && (
        <rect
          class="last-move-mark"
          data-last
          x={x + 2.5}
          y={y + 2.5}
          width={CELL - 5}
          height={CELL - 5}
        />
      )}
      {hinted && <HintCell x={x} y={y} width={CELL} height={CELL} guess={guess} />}
    </>
  );
}

/** Open (a number or empty) or the mine that went off: no longer covered. */
const isOpened = (ch: string) => (ch >= '0' && ch <= '8') || ch === '*';

/** A cell's index from its id in the grid (`mines-12`), or null. */
function cellOfId(id: string | null | undefined): number | null {
  const cell = id?.startsWith('mines-') ? Number(id.slice('mines-'.length)) : Number.NaN;
  return Number.isInteger(cell) ? cell : null;
}

/** A path along the top and left edges of `index`'s cell, just inside it. */
function topLeft(index: number, width: number): string {
  const x = (index % width) * CELL;
  const y = Math.floor(index / width) * CELL;
  return `M${x + 1} ${y + CELL - 1}V${y + 1}H${x + CELL - 1}`;
}

/**
 * The white top and left edges of every raised cell (covered and not pressed), as one path
 * drawn over the board; a pressed cell's are shaded instead (its own path), so it looks sunken.
 */
function bevels(cells: string, width: number, pressed: ReadonlySet<number>): string {
  let d = '';
  for (let index = 0; index < cells.length; index++) {
    const ch = cells[index] as string;
    if (isOpened(ch) || pressed.has(index)) continue;
    d += topLeft(index, width);
  }
  return d;
}

/**
 * The clock, kept by the page: whole seconds from the first cell the player opens (a no-guess
 * board's opening, open from the start, does not count), stopped at the end.
 */
function useClock(opened: number, over: boolean): number {
  const dealt = useRef(opened);
  if (opened < dealt.current) dealt.current = opened;
  const started = opened > dealt.current;
  const since = useRef<number | null>(null);
  const [now, setNow] = useState(Date.now());
  const [frozen, setFrozen] = useState<number | null>(null);
  if (!started) since.current = null;
  else if (since.current === null) since.current = Date.now();
  useEffect(() => {
    if (!started || over) return;
    setFrozen(null);
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [started, over]);
  useEffect(() => {
    if (over && since.current !== null) setFrozen(Date.now() - since.current);
  }, [over]);
  if (!started || since.current === null) return 0;
  return Math.floor((frozen ?? Math.max(0, now - since.current)) / 1000);
}

/**
 * The board: PLT's grid of 24-pixel tiles, drawn in SVG on the shared board grid. Click, tap,
 * Enter or Space opens a cell (on an opened number whose flags are placed, it chords); right
 * click, a long press, Ctrl/Alt/Meta + click, or F or M on the cursor cycles flag, "?" and
 * covered. The hint rings the safe cells (or the best guess); the analysis writes each covered
 * cell's chance of a mine.
 */
export function MinesBoardView({
  observation,
  play,
  interactive,
  hint,
  analysis,
  sent,
}: ViewProps<MinesView, MinesMove>) {
  const { width, height, mines, shown } = observation;
  // Your move on its way to the table shows at once: a mark made, the cells it opens pressed.
  const { cells, pressed: sunken } = sentLook(observation, sent);
  const study = analysis as MinesAnalysis | null;
  const hinted = new Set(hint?.flatMap((m) => (m.kind === 'lay' ? [] : [m.row * width + m.col])));
  const mineSet = new Set(shown ?? []);
  const opened = openedCount(cells);
  const lost = cells.includes('*');
  const won = !lost && opened === width * height - mines;
  const over = lost || won;
  const seconds = useClock(opened, over);
  const left = over ? mines : mines - flagsPlaced(cells);
  const board = useRef<HTMLDivElement>(null);
  const longPress = useRef<{ timer: ReturnType<typeof setTimeout>; fired: boolean } | null>(null);
  const modifier = useRef(false);
  // The cell last pressed stays marked (the table hides Minesweeper's moves, since the mines
  // are a secret, so the view keeps its own): the one pressed if it changed, else the first
  // that did (a chord), none after an undo back to an untouched board.
  const pressed = useRef<number | null>(null);
  const [last, setLast] = useState(-1);
  const drawnCells = useRef(new Map<number, { key: string; node: VNode }>());
  // Cells just opened uncover in a ripple from the one pressed (or the first that opened).
  useMotion(cells, (previous) => {
    const changed = [...cells].flatMap((ch, i) => (ch !== previous[i] ? [i] : []));
    const at = pressed.current;
    const untouched = [...cells].every((ch) => ch === '.');
    setLast(untouched ? -1 : at !== null && changed.includes(at) ? at : (changed[0] ?? -1));
    const root = board.current;
    if (!root || previous.length !== cells.length) return;
    const opened = changed.filter((i) => isOpened(cells[i] as string));
    const first = at !== null && opened.includes(at) ? at : opened[0];
    if (first === undefined || opened.length > 400) return;
    const rowOf = (i: number) => Math.floor(i / width);
    for (const i of opened) {
      const steps = Math.max(
        Math.abs(rowOf(i) - rowOf(first)),
        Math.abs((i % width) - (first % width)),
      );
      const cell = root.querySelector(`#mines-${i}`);
      if (cell) grow(cell, 0.6, { delay: Math.min(steps * 20, 160) });
    }
  });

  const cellOfEvent = (e: Event): number | null =>
    cellOfId((e.target as Element | null)?.closest?.('[role="gridcell"]')?.id);
  const mark = (cell: number) => {
    if (!interactive) return;
    const ch = cells[cell];
    if (ch !== '.' && ch !== 'F' && ch !== '?') return;
    pressed.current = cell;
    play(cellMove('mark', width, cell));
  };
  const activate = (cell: number) => {
    if (longPress.current?.fired) {
      longPress.current = null;
      return;
    }
    if (modifier.current) return mark(cell);
    const ch = cells[cell] as string;
    pressed.current = cell;
    if (ch === '.' || ch === '?') play(cellMove('open', width, cell));
    else if (ch >= '1' && ch <= '8') play(cellMove('chord', width, cell));
  };
  const cancelLongPress = () => {
    if (longPress.current && !longPress.current.fired) {
      clearTimeout(longPress.current.timer);
      longPress.current = null;
    }
  };

  // One highlight per drawing of the board (the grid state is the same object for every cell).
  const drawn: { grid: GridState | null; light: Highlight } = { grid: null, light: NO_LIGHT };
  // An unchanged cell gets back the very vnode it had, which Preact skips without diffing: the
  // board draws all its cells again whenever the cursor, the hover or the focus changes.
  const cache = drawnCells.current;
  const renderCell = ({ index, x, y }: GridCell, grid: GridState) => {
    const ch = cells[index] as string;
    if (drawn.grid !== grid) {
      drawn.grid = grid;
      drawn.light = interactive ? highlightOf(cells, width, height, grid) : NO_LIGHT;
    }
    const light = drawn.light;
    const p = study?.probability[index];
    const look: CellLook = {
      x,
      y,
      name: cellName(width, index),
      ch,
      lit: light.local === index || light.near.has(index),
      sunken: sunken.has(index),
      hinted: hinted.has(index),
      guess: study?.guess === index,
      p: p ?? null,
      mine: mineSet.has(index),
      shown: Boolean(shown),
      last: index === last,
    };
    const key = Object.values(look).join(' ');
    const kept = cache.get(index);
    if (kept?.key === key) return kept.node;
    const node = <CellMarks {...look} />;
    cache.set(index, { key, node });
    return node;
  };

  return (
    <div class="mines fill board-column">
      <MinesBar seconds={seconds} left={left} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the grid inside takes focus and keys; this wrapper only adds the right button, long press and the mark keys */}
      <div
        ref={board}
        class="mines-board-wrap board-box"
        onContextMenu={(e) => {
          e.preventDefault();
          const cell = cellOfEvent(e);
          if (cell !== null) mark(cell);
        }}
        onPointerDownCapture={(e) => {
          modifier.current = e.ctrlKey || e.altKey || e.metaKey;
          cancelLongPress();
          if (e.pointerType === 'mouse' || e.button !== 0) return;
          const cell = cellOfEvent(e);
          if (cell === null) return;
          const timer = setTimeout(() => {
            if (longPress.current) longPress.current.fired = true;
            mark(cell);
          }, LONG_PRESS_MS);
          longPress.current = { timer, fired: false };
        }}
        onPointerCancelCapture={cancelLongPress}
        onPointerUpCapture={() => {
          if (longPress.current && !longPress.current.fired) cancelLongPress();
        }}
        onKeyDown={(e) => {
          if (e.key.toLowerCase() !== 'f' && e.key.toLowerCase() !== 'm') return;
          if (e.ctrlKey || e.altKey || e.metaKey) return;
          const id = board.current?.querySelector('svg')?.getAttribute('aria-activedescendant');
          const cell = cellOfId(id);
          if (cell !== null) {
            e.preventDefault();
            modifier.current = false;
            mark(cell);
          }
        }}
        onKeyDownCapture={() => {
          modifier.current = false;
        }}
      >
        <BoardGrid
          class="mines-board"
          label={`Minesweeper board, ${width} by ${height}, ${mines} mines. Arrow keys move, Enter or Space opens (on a number, opens around it), F or M marks a flag or ?.`}
          rows={height}
          cols={width}
          cell={CELL}
          ring={{ inset: 1 }}
          cellId={(i) => `mines-${i}`}
          cellLabel={({ index }) => {
            const ch = cells[index] as string;
            const p = study?.probability[index];
            const extra = `${sunken.has(index) ? ', opening' : ''}${index === last ? ', last pressed' : ''}${hinted.has(index) ? ', hinted' : ''}${p !== undefined && p !== null && ch !== 'F' && !(ch >= '0' && ch <= '8') ? `, ${Math.round(p * 100)}% mine` : ''}`;
            return `${cellName(width, index)} ${describe(ch, mineSet.has(index))}${extra}`;
          }}
          renderCell={renderCell}
          overlay={() => (
            <>
              <path class="bevel" d={bevels(cells, width, sunken)} />
              <path class="sunken-edge" d={[...sunken].map((i) => topLeft(i, width)).join('')} />
            </>
          )}
          interactive={interactive}
          onActivate={activate}
        />
      </div>
    </div>
  );
}
