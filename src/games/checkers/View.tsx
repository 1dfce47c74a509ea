import { useRef, useState } from 'preact/hooks';
import { BoardGrid } from '../../ui/board/BoardGrid.tsx';
import { MoveArrow, type Point } from '../../ui/board/HintMarks.tsx';
import { carry } from '../../ui/motion/lift.ts';
import { useMotion } from '../../ui/motion/use-motion.ts';
import type { ViewProps } from '../descriptor.ts';
import { AnalysisPanel } from './AnalysisPanel.tsx';
import type { CheckersAnalysis } from './analysis.ts';
import { cellOfSquare, squareOfCell } from './board-geometry.ts';
import {
  type CheckersMove,
  type CheckersState,
  checkers,
  isCapture,
  isDrawMove,
  isKing,
  legalMoves,
  mover,
  moveToString,
  OFFER_DRAW,
  ownerOf,
  PLAYER_NAMES,
} from './rules.ts';
import { SidePanel } from './SidePanel.tsx';
import { CELL, Square } from './Square.tsx';
import { WoodPatterns } from './WoodPatterns.tsx';
import './View.css';

const PV_MOVES = 3;
const TEXTURE_KEY = 'checkers-textured';

const startsWith = (move: CheckersMove, prefix: readonly number[]) =>
  prefix.every((s, i) => move[i] === s);

/** PLT's "Textured" checkbox, on by default, remembered on this device. */
function useTextured(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(TEXTURE_KEY) !== 'off';
    } catch {
      return true;
    }
  });
  return [
    on,
    (value) => {
      setOn(value);
      try {
        localStorage.setItem(TEXTURE_KEY, value ? 'on' : 'off');
      } catch {
        // Private browsing without storage: the choice lasts for the page.
      }
    },
  ];
}

/** The centres of a move's squares (1–32) on the board, for its arrow. */
const pathPoints = (path: readonly number[]): Point[] =>
  path.map((s) => {
    const cell = cellOfSquare(s - 1);
    return [(cell & 7) * CELL + CELL / 2, (cell >> 3) * CELL + CELL / 2];
  });

/** The centre of a square (0–31) in the board's units. */
function centre(square: number) {
  const cell = cellOfSquare(square);
  return { x: (cell & 7) * CELL + CELL / 2, y: (cell >> 3) * CELL + CELL / 2 };
}

/**
 * The board, Red at the bottom. Pick a checker that can move (they are ringed when a capture is
 * compulsory), then its destination; a multi-jump goes to its last square at once when only one
 * path leads there, else square by square. Or drag the checker; or use the arrow keys and Enter.
 */
export function CheckersView({
  observation: state,
  play,
  interactive,
  lastMove,
  hint,
  analysis,
}: ViewProps<CheckersState, CheckersMove>) {
  const [textured, setTextured] = useTextured();
  const [picked, setPicked] = useState<number[]>([]);
  const legal = interactive ? legalMoves(state) : [];
  const moves = legal.filter((m) => !isDrawMove(m));
  const canOffer = legal.includes(OFFER_DRAW);
  const offered = state.draw === 'offered';
  const mustJump = moves.length > 0 && moves.some(isCapture);
  const path = picked.length > 0 && moves.some((m) => startsWith(m, picked)) ? picked : [];
  const following = moves.filter((m) => startsWith(m, path));
  const targets = new Set<number>();
  if (path.length > 0) {
    for (const m of following) {
      targets.add(cellOfSquare((m[path.length] as number) - 1));
      targets.add(cellOfSquare((m[m.length - 1] as number) - 1));
    }
  }
  const dests = new Map<number, number[]>();
  for (const m of moves) {
    const from = cellOfSquare((m[0] as number) - 1);
    dests.set(from, [...(dests.get(from) ?? []), cellOfSquare((m[m.length - 1] as number) - 1)]);
  }
  const movable = new Set(dests.keys());
  const outcome = checkers.result(state);
  const study = analysis as CheckersAnalysis | null;
  const line = study && study.player === state.toMove ? study.pv.slice(0, PV_MOVES) : [];
  const hintMove = hint?.[0] ?? null;
  const hinted = hintMove && !isDrawMove(hintMove) ? hintMove : null;
  const lastSquares = new Set(lastMove ?? []);
  const svg = useRef<SVGSVGElement>(null);
  // The checker just moved goes its way again, jump by jump, if it moved here (not an undo).
  useMotion(state, (previous) => {
    if (!lastMove || isDrawMove(lastMove)) return;
    const from = (lastMove[0] as number) - 1;
    const to = (lastMove[lastMove.length - 1] as number) - 1;
    if (previous.board[from] === '.' || (from !== to && previous.board[to] !== '.')) return;
    const checker = svg.current?.querySelector(`#checkers-cell-${cellOfSquare(to)} .checker`);
    const via = lastMove.slice(0, -1).map((s) => centre(s - 1));
    carry(checker, via, centre(to), { pace: lastMove.length > 2 ? 'slow' : 'normal' });
  });

  /**
   * Goes on from `prefix` to the square `to` (1–32): plays the move once only one fits (a capture
   * that cannot stop there goes on, so a path is never both complete and continuing).
   */
  const extend = (prefix: number[], to: number) => {
    const viaNext = moves.filter((m) => startsWith(m, prefix) && m[prefix.length] === to);
    const toEnd = moves.filter((m) => startsWith(m, prefix) && m[m.length - 1] === to);
    const only =
      viaNext.length === 1
        ? viaNext[0]
        : viaNext.length === 0 && toEnd.length === 1
          ? toEnd[0]
          : undefined;
    if (only) {
      setPicked([]);
      play(only);
    } else if (viaNext.length > 0) setPicked([...prefix, to]);
    else setPicked(prefix);
  };
  const activate = (cell: number) => {
    const square = squareOfCell(cell);
    if (square < 0) return;
    if (path.length > 0 && targets.has(cell)) return extend(path, square + 1);
    setPicked(movable.has(cell) ? [square + 1] : []);
  };
  const drag = (from: number, to: number) => extend([squareOfCell(from) + 1], squareOfCell(to) + 1);

  const status = outcome
    ? outcome.kind === 'win'
      ? `${PLAYER_NAMES[outcome.winner as 0 | 1]} wins! ${outcome.detail ?? ''}`
      : `Draw: ${outcome.detail ?? ''}`
    : offered
      ? `${PLAYER_NAMES[state.toMove]} offers a draw: ${PLAYER_NAMES[mover(state)]} to answer`
      : `${PLAYER_NAMES[state.toMove]}'s turn${mustJump ? ' - must take jump' : ''}`;

  return (
    <div class={`checkers fill${textured ? ' textured' : ' plain'}`}>
      <BoardGrid
        svgRef={svg}
        boxed
        class="checkers-board"
        label="Checkers board, Red at the bottom: arrow keys move, Enter picks a checker, then its destination"
        rows={8}
        cols={8}
        cell={CELL}
        ring={{ inset: 3 }}
        start={cellOfSquare(10)}
        cellId={(i) => `checkers-cell-${i}`}
        cellLabel={({ index, target }) => {
          const s = squareOfCell(index);
          if (s < 0) return 'light square';
          const c = state.board[s];
          const piece =
            c === '.'
              ? 'empty'
              : `${PLAYER_NAMES[ownerOf(c) as 0 | 1]} ${isKing(c) ? 'king' : 'man'}`;
          return `square ${s + 1}, ${piece}${movable.has(index) ? ', can move' : ''}${target ? ', destination' : ''}`;
        }}
        interactive={interactive}
        onActivate={activate}
        dests={dests}
        onDrag={drag}
        targets={targets}
        renderCell={({ index, x, y, target }, grid) => {
          const s = squareOfCell(index);
          if (s < 0) return <rect class="square light" x={x} y={y} width={CELL} height={CELL} />;
          return (
            <Square
              x={x}
              y={y}
              square={s + 1}
              piece={state.board[s] as string}
              target={target}
              origin={path[0] === s + 1 || grid.drag === index}
              via={path.slice(1).includes(s + 1)}
              last={lastSquares.has(s + 1)}
              jumper={mustJump && movable.has(index)}
              textured={textured}
            />
          );
        }}
        overlay={() => (
          <>
            <WoodPatterns />
            {line.map((m, i) => (
              <MoveArrow
                key={`${i}${moveToString(m)}`}
                points={pathPoints(m)}
                cell={CELL}
                kind="pv"
                number={i + 1}
                shorten={0}
                move={moveToString(m)}
              />
            ))}
            {hinted && (
              <MoveArrow
                points={pathPoints(hinted)}
                cell={CELL}
                shorten={0}
                move={moveToString(hinted)}
              />
            )}
          </>
        )}
      />
      <SidePanel
        state={state}
        status={status}
        over={outcome !== null}
        path={path}
        canAnswer={offered && legal.length > 0}
        canOffer={canOffer}
        hintMove={hintMove}
        play={play}
        textured={textured}
        onTextured={setTextured}
      />
      {study && <AnalysisPanel study={study} />}
    </div>
  );
}
