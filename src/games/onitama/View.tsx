import { useState } from 'preact/hooks';
import { useGridCursor } from '../../ui/board/grid-cursor.ts';
import type { ViewProps } from '../descriptor.ts';
import { AnalysisPanel } from './AnalysisPanel.tsx';
import type { OnitamaAnalysis } from './analysis.ts';
import { CardView } from './CardView.tsx';
import type { CardName } from './cards.ts';
import { MoveArrow } from './MoveArrow.tsx';
import {
  BLUE,
  legalMoves,
  moveToString,
  type OnitamaMove,
  type OnitamaState,
  ownerOf,
  type Player,
  RED,
  SIZE,
  squareName,
  TEMPLE,
} from './rules.ts';
import './View.css';

const CELL = 64;
/** How many moves of the analysis' best line the board draws, as numbered arrows. */
const PV_ARROWS = 3;

type Step = Extract<OnitamaMove, { kind: 'move' }>;

/** One hand of two cards, as buttons when it is the human's turn to choose among them. */
function Hand(props: {
  player: Player;
  cards: readonly CardName[];
  active: boolean;
  chosen: CardName | null;
  /** The card the hint plays, marked like the hinted squares. */
  hinted: CardName | null;
  choose(card: CardName): void;
}) {
  const name = props.player === BLUE ? 'Blue' : 'Red';
  return (
    <div class={`onitama-hand ${name.toLowerCase()}`} role="group" aria-label={`${name}'s cards`}>
      {props.cards.map((card) => (
        <button
          type="button"
          key={card}
          class={`onitama-card${props.chosen === card ? ' chosen' : ''}${props.hinted === card ? ' hinted' : ''}`}
          data-card={card}
          data-hint={props.hinted === card || undefined}
          aria-pressed={props.chosen === card}
          disabled={!props.active}
          onClick={() => props.choose(card)}
        >
          <CardView card={card} turned={props.player === RED} />
          <span>{card}</span>
        </button>
      ))}
    </div>
  );
}

/**
 * The board between the two hands, the side card beside it. Pick a card and a piece in either
 * order, then a lit destination; or drag the piece there; or use the arrow keys, Enter and Tab.
 */
export function OnitamaView({
  state,
  play,
  interactive,
  lastMove,
  hint,
  analysis,
}: ViewProps<OnitamaState, OnitamaMove>) {
  const moves = interactive ? legalMoves(state) : [];
  const steps = moves.filter((m): m is Step => m.kind === 'move');
  const passes = moves.filter((m) => m.kind === 'pass');
  const [card, setCard] = useState<CardName | null>(null);
  const [from, setFrom] = useState<number | null>(null);
  const [drag, setDrag] = useState<{ from: number; over: number | null } | null>(null);
  const hand = state.hands[state.toMove];
  const chosenCard = card && hand.includes(card) ? card : null;
  const origin = drag?.from ?? from;
  const reachable = steps.filter(
    (m) => m.from === origin && (!chosenCard || m.card === chosenCard),
  );
  const targets = new Set(reachable.map((m) => m.to));
  const hintMove = hint?.[0] ?? null;
  const hinted = hintMove?.kind === 'move' ? hintMove : null;
  const study = analysis as OnitamaAnalysis | null;
  const line = study?.player === state.toMove ? study.pv.slice(0, PV_ARROWS) : [];

  const reset = () => {
    setCard(null);
    setFrom(null);
  };
  /** The move to `to`: the chosen card's, or the only card that gets there. */
  const moveTo = (to: number): Step | undefined => {
    const options = reachable.filter((m) => m.to === to);
    return options.length === 1 ? options[0] : undefined;
  };
  const activate = (square: number) => {
    if (!interactive) return;
    if (origin !== null && targets.has(square)) {
      const move = moveTo(square);
      if (move) {
        reset();
        play(move);
      }
      return;
    }
    setFrom(ownerOf(state.board[square]) === state.toMove ? square : null);
  };
  const grid = useGridCursor(SIZE, SIZE, activate);
  const squareAt = (e: PointerEvent) => {
    const svg = (e.currentTarget as Element).closest('svg') as SVGSVGElement;
    const box = svg.getBoundingClientRect();
    const col = Math.floor(((e.clientX - box.left) / box.width) * SIZE);
    const row = Math.floor(((e.clientY - box.top) / box.height) * SIZE);
    return col >= 0 && col < SIZE && row >= 0 && row < SIZE ? row * SIZE + col : null;
  };
  const ambiguous =
    origin !== null &&
    !chosenCard &&
    reachable.some((m) => reachable.some((n) => n.to === m.to && n.card !== m.card));

  return (
    <div class="onitama">
      <Hand
        player={RED}
        cards={state.hands[RED]}
        active={interactive && state.toMove === RED}
        chosen={chosenCard}
        hinted={state.toMove === RED ? (hintMove?.card ?? null) : null}
        choose={(c) => setCard(c === card ? null : c)}
      />
      <div class="onitama-middle">
        {/* biome-ignore lint/a11y/useAriaActivedescendantWithTabindex: it has one; SVG needs lowercase tabindex, which Preact writes verbatim */}
        <svg
          class="onitama-board"
          viewBox={`0 0 ${SIZE * CELL} ${SIZE * CELL}`}
          role="grid"
          aria-label="Onitama board: arrow keys move, Enter picks a piece, then a destination"
          aria-activedescendant={`onitama-${squareName(grid.cursor)}`}
          aria-disabled={!interactive}
          tabindex={0}
          {...grid.handlers}
        >
          {Array.from({ length: SIZE }, (_, row) => (
            <g role="row" key={row}>
              {Array.from({ length: SIZE }, (_, col) => {
                const i = row * SIZE + col;
                const cell = state.board[i] as string;
                const name = squareName(i);
                const last =
                  lastMove?.kind === 'move' && (lastMove.from === i || lastMove.to === i);
                const classes = [
                  'square',
                  (row + col) % 2 ? 'dark' : 'light',
                  (TEMPLE as readonly number[]).includes(i) && 'temple',
                  targets.has(i) && 'target',
                  origin === i && 'origin',
                  last && 'last',
                  (hinted?.from === i || hinted?.to === i) && 'hinted',
                ].filter(Boolean);
                return (
                  <g key={name}>
                    <rect
                      id={`onitama-${name}`}
                      role="gridcell"
                      aria-label={`${name}${cell === '.' ? '' : `, ${pieceName(cell)}`}${targets.has(i) ? ', reachable' : ''}`}
                      data-square={name}
                      data-piece={cell === '.' ? undefined : cell}
                      class={classes.join(' ')}
                      x={col * CELL}
                      y={row * CELL}
                      width={CELL}
                      height={CELL}
                      onClick={() => activate(i)}
                    />
                    {cell !== '.' && (
                      <Piece
                        cell={cell}
                        x={col * CELL + CELL / 2}
                        y={row * CELL + CELL / 2}
                        onPointerDown={(e) => {
                          if (!interactive || ownerOf(cell) !== state.toMove) return;
                          (e.currentTarget as Element).setPointerCapture(e.pointerId);
                          setDrag({ from: i, over: null });
                        }}
                        onPointerMove={(e) => drag && setDrag({ ...drag, over: squareAt(e) })}
                        onPointerUp={(e) => {
                          if (!drag) return;
                          const to = squareAt(e);
                          setDrag(null);
                          if (to === null || to === drag.from) return activate(i);
                          setFrom(drag.from);
                          const move = steps.filter(
                            (m) =>
                              m.from === drag.from &&
                              m.to === to &&
                              (!chosenCard || m.card === chosenCard),
                          );
                          if (move.length === 1) {
                            reset();
                            play(move[0] as Step);
                          }
                        }}
                      />
                    )}
                    {targets.has(i) && (
                      <circle
                        class="target-dot"
                        cx={col * CELL + CELL / 2}
                        cy={row * CELL + CELL / 2}
                        r={8}
                      />
                    )}
                  </g>
                );
              })}
            </g>
          ))}
          {line.map(
            (m, i) =>
              m.kind === 'move' && (
                <MoveArrow key={i} from={m.from} to={m.to} cell={CELL} kind="pv" number={i + 1} />
              ),
          )}
          {hinted && <MoveArrow from={hinted.from} to={hinted.to} cell={CELL} kind="hint" />}
          {grid.focused && (
            <rect
              class="cursor"
              x={(grid.cursor % SIZE) * CELL + 2}
              y={Math.floor(grid.cursor / SIZE) * CELL + 2}
              width={CELL - 4}
              height={CELL - 4}
            />
          )}
        </svg>
        <div class="onitama-side" role="group" aria-label="Side card">
          <span class="label">Side card</span>
          <div class="onitama-card side" data-card={state.side}>
            <CardView card={state.side} turned={state.toMove === RED} />
            <span>{state.side}</span>
          </div>
          <p class="turn" data-turn={state.toMove === BLUE ? 'blue' : 'red'}>
            {state.toMove === BLUE ? 'Blue' : 'Red'} to move
          </p>
          {hintMove && <p class="hint-text">Hint: {moveToString(hintMove)}</p>}
          {ambiguous && <p class="ask">Both cards reach some squares: choose a card.</p>}
          {passes.length > 0 && (
            <div class="passes">
              <p>No legal move: give up a card.</p>
              {passes.map((m) => (
                <button
                  type="button"
                  key={m.card}
                  class={
                    hintMove?.kind === 'pass' && hintMove.card === m.card ? 'hinted' : undefined
                  }
                  onClick={() => play(m)}
                >
                  Pass with {m.card}
                </button>
              ))}
            </div>
          )}
        </div>
      </div>
      <Hand
        player={BLUE}
        cards={state.hands[BLUE]}
        active={interactive && state.toMove === BLUE}
        chosen={chosenCard}
        hinted={state.toMove === BLUE ? (hintMove?.card ?? null) : null}
        choose={(c) => setCard(c === card ? null : c)}
      />
      {study && <AnalysisPanel analysis={study} />}
    </div>
  );
}

function pieceName(cell: string): string {
  const side = cell.toLowerCase() === 'b' ? 'blue' : 'red';
  return `${side} ${cell === cell.toUpperCase() ? 'master' : 'student'}`;
}

/**
 * Blue pieces are rounded squares and red ones circles, so the sides differ by shape as well as
 * colour; a master is larger and carries a crown mark.
 */
interface PieceProps {
  cell: string;
  x: number;
  y: number;
  onPointerDown(e: PointerEvent): void;
  onPointerMove(e: PointerEvent): void;
  onPointerUp(e: PointerEvent): void;
}

function Piece({ cell, x, y, ...handlers }: PieceProps) {
  const blue = cell.toLowerCase() === 'b';
  const master = cell === cell.toUpperCase();
  const r = master ? 24 : 18;
  return (
    <g class={`piece ${blue ? 'blue' : 'red'}${master ? ' master' : ''}`} {...handlers}>
      {blue ? (
        <rect x={x - r} y={y - r} width={2 * r} height={2 * r} rx={7} />
      ) : (
        <circle cx={x} cy={y} r={r} />
      )}
      {master && (
        <path
          class="crown"
          d={`M${x - 11} ${y + 6} L${x - 11} ${y - 6} L${x - 5} ${y} L${x} ${y - 9} L${x + 5} ${y} L${x + 11} ${y - 6} L${x + 11} ${y + 6} Z`}
        />
      )}
    </g>
  );
}
