import { useRef, useState } from 'preact/hooks';
import { BoardGrid } from '../../ui/board/BoardGrid.tsx';
import { MoveArrow, xy } from '../../ui/board/HintMarks.tsx';
import { carry } from '../../ui/motion/lift.ts';
import { useMotion } from '../../ui/motion/use-motion.ts';
import type { ViewProps } from '../descriptor.ts';
import { type Colour, offBoard, stackPieces, topColour, topSize } from './board.ts';
import {
  cellName,
  colourName,
  type GobbletMove,
  type GobbletState,
  legalMoves,
  moveToString,
  RED,
  result,
  YELLOW,
} from './rules.ts';
import './View.css';

const CELL = 64;
/** Piece radii as a share of half a cell: PLT's 0.4/0.6/0.75 and 0.3/0.45/0.65/0.8. */
const RADII: Record<number, readonly number[]> = { 3: [0.4, 0.6, 0.75], 4: [0.3, 0.45, 0.65, 0.8] };

/**
 * The grid has the board in the middle columns and each colour's off-board pieces in a column
 * beside it (red left, yellow right, as PLT sets them). A reserve cell on 3×3 holds one size
 * (two pieces at most); on 4×4 it holds one of the three stacks.
 */
interface Layout {
  n: 3 | 4;
  cols: number;
  /** Grid index of a board cell, and back (null for a reserve cell). */
  grid(cell: number): number;
  cell(index: number): number | null;
  /** The reserve cell's colour and row, or null for board cells. */
  reserve(index: number): { colour: Colour; row: number } | null;
}

function layoutOf(n: 3 | 4): Layout {
  const cols = n + 2;
  return {
    n,
    cols,
    grid: (cell) => Math.floor(cell / n) * cols + (cell % n) + 1,
    cell(index) {
      const col = index % cols;
      return col === 0 || col === cols - 1 ? null : Math.floor(index / cols) * n + col - 1;
    },
    reserve(index) {
      const col = index % cols;
      if (col !== 0 && col !== cols - 1) return null;
      return { colour: col === 0 ? RED : YELLOW, row: Math.floor(index / cols) };
    },
  };
}

/** What one reserve cell holds: the sizes of its pieces from the top down (empty if none). */
function reserveStack(state: GobbletState, colour: Colour, row: number): number[] {
  const available = offBoard(state.board, state.size, colour);
  if (state.size === 3) {
    const size = 2 - row;
    return available.filter((s) => s === size);
  }
  const top = available[row];
  return top === undefined ? [] : Array.from({ length: top + 1 }, (_, k) => top - k);
}

export function GobbletView({
  observation: state,
  play,
  interactive,
  hint,
  lastMove,
}: ViewProps<GobbletState, GobbletMove>) {
  const n = state.size;
  const L = layoutOf(n);
  const moves = interactive ? legalMoves(state) : [];
  const [picked, setPicked] = useState<number | null>(null);
  const sourceOf = (m: GobbletMove) =>
    m.from === null ? reserveIndex(L, state, state.toMove, m.size) : L.grid(m.from);
  const dests = new Map<number, number[]>();
  for (const m of moves) {
    const from = sourceOf(m);
    dests.set(from, [...(dests.get(from) ?? []), L.grid(m.to)]);
  }
  const pick = picked !== null && dests.has(picked) ? picked : null;
  const targets = new Set(pick === null ? [] : dests.get(pick));
  const moveFor = (from: number, to: number) =>
    moves.find((m) => sourceOf(m) === from && L.grid(m.to) === to);
  const doMove = (from: number, to: number) => {
    const m = moveFor(from, to);
    setPicked(null);
    if (m) play(m);
  };
  const activate = (index: number) => {
    if (pick !== null && targets.has(index)) doMove(pick, index);
    else setPicked(dests.has(index) && index !== pick ? index : null);
  };
  const svg = useRef<SVGSVGElement>(null);
  // The piece played slides from its reserve or its square onto the stack (not on an undo).
  useMotion(state, (previous) => {
    if (lastMove === null || previous.board[lastMove.to] === state.board[lastMove.to]) return;
    const from =
      lastMove.from === null
        ? reserveIndex(L, previous, previous.toMove, lastMove.size)
        : L.grid(lastMove.from);
    const to = L.grid(lastMove.to);
    const cell = svg.current?.querySelector(`#gobblet-${to}`);
    // The top piece and its number move; the pieces it covers stay where they were.
    for (const part of cell?.querySelectorAll('.stack > .top, .stack > .size') ?? []) {
      carry(part, [centre(L, from)], centre(L, to));
    }
  });
  const hinted = hint?.[0] ?? null;
  const outcome = result(state);
  const status = outcome
    ? outcome.kind === 'win'
      ? `${colourName(outcome.winner)} wins!${outcome.detail ? ` (${outcome.detail})` : ''}`
      : `Draw: ${outcome.detail ?? ''}`
    : `${colourName(state.toMove)}'s turn`;

  return (
    <div class="gobblet fill board-column">
      <BoardGrid
        svgRef={svg}
        boxed
        class={`gobblet-board size-${n}`}
        label="Gobblet board, with Red's pieces left and Yellow's right: arrow keys move, Enter picks a piece, then a destination"
        rows={n}
        cols={L.cols}
        cell={CELL}
        ring={{ inset: 2, radius: 6 }}
        start={L.grid(0)}
        cellId={(i) => `gobblet-${i}`}
        cellLabel={({ index, target }) =>
          cellLabel(state, L, index) + (target ? ', can go here' : '')
        }
        interactive={interactive}
        onActivate={activate}
        dests={dests}
        onDrag={doMove}
        targets={targets}
        renderCell={({ index, x, y, target }, grid) => {
          const cell = L.cell(index);
          const res = L.reserve(index);
          const pieces: [Colour, number][] = res
            ? reserveStack(state, res.colour, res.row)
                .reverse()
                .map((s) => [res.colour, s])
            : stackPieces(state.board[cell as number] as number);
          const isLast =
            cell !== null && lastMove !== null && (lastMove.to === cell || lastMove.from === cell);
          const classes = [
            cell === null ? 'reserve' : 'square',
            res && (res.colour === RED ? 'red-side' : 'yellow-side'),
            target && 'target',
            (grid.drag ?? pick) === index && 'origin',
            isLast && 'last',
          ].filter(Boolean);
          return (
            <>
              <rect
                class={classes.join(' ')}
                data-cell={cell === null ? undefined : cellName(cell, n)}
                data-reserve={
                  res ? `${res.colour === RED ? 'red' : 'yellow'}-${res.row}` : undefined
                }
                x={x}
                y={y}
                width={CELL}
                height={CELL}
              />
              {cell !== null && (
                <circle class="well" cx={x + CELL / 2} cy={y + CELL / 2} r={CELL * 0.42} />
              )}
              {cell === null && n === 3 && pieces.length > 1 && (
                // The second piece of a size, peeking out below the first.
                <g class="spare" transform={`translate(${CELL * 0.12} ${CELL * 0.12})`}>
                  <Stack pieces={pieces.slice(0, 1)} n={n} x={x + CELL / 2} y={y + CELL / 2} bare />
                </g>
              )}
              <Stack
                pieces={cell === null && n === 3 ? pieces.slice(0, 1) : pieces}
                n={n}
                x={x + CELL / 2}
                y={y + CELL / 2}
              />
              {target && <circle class="target-dot" cx={x + CELL / 2} cy={y + CELL / 2} r={6} />}
            </>
          );
        }}
        overlay={() =>
          hinted && (
            <MoveArrow
              points={[xy(centre(L, sourceOf(hinted))), xy(centre(L, L.grid(hinted.to)))]}
              cell={CELL}
              move={moveToString(hinted)}
            />
          )
        }
      />
      <div class="gobblet-side">
        <p class="turn" data-turn={outcome ? undefined : colourName(state.toMove).toLowerCase()}>
          {status}
        </p>
      </div>
    </div>
  );
}

/** The centre of a grid cell (board or reserve) in the board's units. */
function centre(L: Layout, index: number) {
  return { x: (index % L.cols) * CELL + CELL / 2, y: Math.floor(index / L.cols) * CELL + CELL / 2 };
}

/** The reserve cell a move of an off-board piece of `size` comes from. */
function reserveIndex(L: Layout, state: GobbletState, colour: Colour, size: number): number {
  const col = colour === RED ? 0 : L.cols - 1;
  if (L.n === 3) return (2 - size) * L.cols + col;
  const row = offBoard(state.board, 4, colour).indexOf(size);
  return row * L.cols + col;
}

const SIZE_WORDS = ['small', 'medium', 'large', 'huge'];

function pieceWords(colour: number, size: number, n: number): string {
  const word = n === 3 ? SIZE_WORDS[size] : ['smallest', 'small', 'large', 'largest'][size];
  return `${colour === RED ? 'red' : 'yellow'} size ${size + 1} ${word}`;
}

function cellLabel(state: GobbletState, L: Layout, index: number): string {
  const n = state.size;
  const cell = L.cell(index);
  if (cell !== null) {
    const stack = state.board[cell] as number;
    if (stack === 0) return `${cellName(cell, n)}, empty`;
    const under = stackPieces(stack)
      .slice(0, -1)
      .reverse()
      .map(([c, s]) => pieceWords(c, s, n));
    const top = pieceWords(topColour(stack), topSize(stack), n);
    return `${cellName(cell, n)}, ${top}${under.length ? `, covering ${under.join(', ')}` : ''}`;
  }
  const res = L.reserve(index) as { colour: Colour; row: number };
  const sizes = reserveStack(state, res.colour, res.row);
  const who = colourName(res.colour);
  if (sizes.length === 0) return `${who}'s pieces off the board: none here`;
  if (n === 3)
    return `${who}, off the board: ${sizes.length} of ${pieceWords(res.colour, sizes[0] as number, n)}`;
  return `${who}'s stack ${res.row + 1}: ${pieceWords(res.colour, sizes[0] as number, n)} on top, ${sizes.length} pieces`;
}

/**
 * A stack seen from above: the top piece as a disc (red) or rounded square (yellow) with its
 * size number, and each covered piece as a ring inside it, in its own colour and shape.
 */
function Stack(props: {
  pieces: [Colour, number][];
  n: number;
  x: number;
  y: number;
  /** No size number: a spare piece drawn behind another. */
  bare?: boolean;
}) {
  const { pieces, n, x, y } = props;
  if (pieces.length === 0) return null;
  const radii = RADII[n] as readonly number[];
  const [topC, topS] = pieces[pieces.length - 1] as [Colour, number];
  const r = (s: number) => ((radii[s] as number) * CELL) / 2;
  return (
    <g
      class="stack"
      data-top={`${topC === RED ? 'r' : 'y'}${topS + 1}`}
      data-height={pieces.length}
    >
      <Shape colour={topC} r={r(topS)} x={x} y={y} cls="top" />
      {pieces
        .slice(0, -1)
        .reverse()
        .map(([c, s]) => (
          <Shape key={s} colour={c} r={r(s)} x={x} y={y} cls="under" />
        ))}
      {!props.bare && (
        <text class={`size ${topC === RED ? 'on-red' : 'on-yellow'}`} x={x} y={y}>
          {topS + 1}
        </text>
      )}
    </g>
  );
}

function Shape(props: { colour: Colour; r: number; x: number; y: number; cls: string }) {
  const { colour, r, x, y, cls } = props;
  const c = `${cls} ${colour === RED ? 'red' : 'yellow'}`;
  return colour === RED ? (
    <circle class={c} cx={x} cy={y} r={r} />
  ) : (
    <rect class={c} x={x - r} y={y - r} width={2 * r} height={2 * r} rx={r * 0.35} />
  );
}
