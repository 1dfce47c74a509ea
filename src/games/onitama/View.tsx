import { useRef, useState } from 'preact/hooks';
import { BoardGrid } from '../../ui/board/BoardGrid.tsx';
import { MoveArrow, xy } from '../../ui/board/HintMarks.tsx';
import { carry } from '../../ui/motion/lift.ts';
import { useFlip, useMotion } from '../../ui/motion/use-motion.ts';
import type { ViewProps } from '../descriptor.ts';
import { AnalysisPanel } from './AnalysisPanel.tsx';
import type { OnitamaAnalysis } from './analysis.ts';
import { CardView } from './CardView.tsx';
import type { CardName } from './cards.ts';
import {
  BLUE,
  capitalised,
  legalMoves,
  moveToString,
  type OnitamaMove,
  type OnitamaState,
  onitama,
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
          class={`onitama-card${props.chosen === card ? ' chosen' : ''}${props.hinted === card ? ' hint-highlight' : ''}`}
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

/** The centre of a square in the board's units. */
const centre = (i: number) => ({
  x: (i % SIZE) * CELL + CELL / 2,
  y: Math.floor(i / SIZE) * CELL + CELL / 2,
});

/**
 * The board between the two hands, the side card beside it. Pick a card and a piece in either
 * order, then a lit destination; or drag the piece there; or use the arrow keys, Enter and Tab.
 */
export function OnitamaView({
  observation: state,
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
  const hand = state.hands[state.toMove];
  const chosenCard = card && hand.includes(card) ? card : null;
  const playable = steps.filter((m) => !chosenCard || m.card === chosenCard);
  const dests = new Map<number, number[]>();
  for (const m of playable) dests.set(m.from, [...(dests.get(m.from) ?? []), m.to]);
  const reachable = playable.filter((m) => m.from === from);
  const targets = new Set(reachable.map((m) => m.to));
  const hintMove = hint?.[0] ?? null;
  const hinted = hintMove?.kind === 'move' ? hintMove : null;
  const study = analysis as OnitamaAnalysis | null;
  const line = study?.player === state.toMove ? study.pv.slice(0, PV_ARROWS) : [];
  // Once a master falls or reaches the temple nobody is to move: the panel names the winner.
  const outcome = onitama.result(state);
  const winner = outcome?.kind === 'win' ? (outcome.winner as Player) : null;

  const root = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  // The card played goes to the side and the side card to the hand: they keep their names.
  useFlip(root, state, { key: 'data-card' });
  // The piece moved slides from its square, if it came from there (not an undo).
  useMotion(state, (previous) => {
    if (lastMove?.kind !== 'move' || previous.board[lastMove.from] === '.') return;
    if (state.board[lastMove.to] !== previous.board[lastMove.from]) return;
    const piece = svg.current?.querySelector(`#onitama-${squareName(lastMove.to)} .piece`);
    carry(piece, [centre(lastMove.from)], centre(lastMove.to));
  });

  /** Plays the move from `origin` to `to` if only one card makes it; else keeps the piece picked. */
  const moveTo = (origin: number, to: number) => {
    const options = playable.filter((m) => m.from === origin && m.to === to);
    setFrom(origin);
    if (options.length !== 1) return;
    setCard(null);
    setFrom(null);
    play(options[0] as Step);
  };
  const activate = (square: number) => {
    if (from !== null && targets.has(square)) moveTo(from, square);
    else setFrom(ownerOf(state.board[square]) === state.toMove ? square : null);
  };
  const ambiguous =
    from !== null &&
    !chosenCard &&
    reachable.some((m) => reachable.some((n) => n.to === m.to && n.card !== m.card));

  return (
    <div class="onitama fill" ref={root}>
      <Hand
        player={RED}
        cards={state.hands[RED]}
        active={interactive && state.toMove === RED}
        chosen={chosenCard}
        hinted={state.toMove === RED ? (hintMove?.card ?? null) : null}
        choose={(c) => setCard(c === card ? null : c)}
      />
      <BoardGrid
        svgRef={svg}
        boxed
        class="onitama-board"
        label="Onitama board: arrow keys move, Enter picks a piece, then a destination"
        rows={SIZE}
        cols={SIZE}
        cell={CELL}
        ring={{ inset: 2 }}
        cellId={(i) => `onitama-${squareName(i)}`}
        cellLabel={({ index, target }) => {
          const cell = state.board[index] as string;
          const piece = cell === '.' ? '' : `, ${pieceName(cell)}`;
          return `${squareName(index)}${piece}${target ? ', reachable' : ''}`;
        }}
        interactive={interactive}
        onActivate={activate}
        dests={dests}
        onDrag={moveTo}
        targets={targets}
        renderCell={({ index: i, row, col, x, y, target }, grid) => {
          const cell = state.board[i] as string;
          const last = lastMove?.kind === 'move' && (lastMove.from === i || lastMove.to === i);
          const classes = [
            'square',
            (row + col) % 2 ? 'dark' : 'light',
            (TEMPLE as readonly number[]).includes(i) && 'temple',
            target && 'target',
            (grid.drag ?? from) === i && 'origin',
            last && 'last',
          ].filter(Boolean);
          return (
            <>
              <rect
                data-square={squareName(i)}
                data-piece={cell === '.' ? undefined : cell}
                class={classes.join(' ')}
                x={x}
                y={y}
                width={CELL}
                height={CELL}
              />
              {cell !== '.' && <Piece cell={cell} x={x + CELL / 2} y={y + CELL / 2} />}
              {target && <circle class="target-dot" cx={x + CELL / 2} cy={y + CELL / 2} r={8} />}
            </>
          );
        }}
        overlay={() => (
          <>
            {line.map(
              (m, i) =>
                m.kind === 'move' && (
                  <MoveArrow
                    key={i}
                    points={[xy(centre(m.from)), xy(centre(m.to))]}
                    cell={CELL}
                    kind="pv"
                    number={i + 1}
                  />
                ),
            )}
            {hinted && (
              <MoveArrow
                points={[xy(centre(hinted.from)), xy(centre(hinted.to))]}
                cell={CELL}
                move={moveToString(hinted)}
              />
            )}
          </>
        )}
      />
      <div class="onitama-side" role="group" aria-label="Side card">
        <span class="label">Side card</span>
        <div class="onitama-card side" data-card={state.side}>
          <CardView card={state.side} turned={state.toMove === RED} />
          <span>{state.side}</span>
        </div>
        {winner === null ? (
          <p class="turn" data-turn={state.toMove === BLUE ? 'blue' : 'red'}>
            {capitalised(state.toMove)} to move
          </p>
        ) : (
          <p class="turn" data-winner={winner === BLUE ? 'blue' : 'red'}>
            {capitalised(winner)} wins
          </p>
        )}
        {ambiguous && <p class="ask">Both cards reach some squares: choose a card.</p>}
        {passes.length > 0 && (
          <div class="passes">
            <p>No legal move: give up a card.</p>
            {passes.map((m) => (
              <button
                type="button"
                key={m.card}
                class={
                  hintMove?.kind === 'pass' && hintMove.card === m.card
                    ? 'hint-highlight'
                    : undefined
                }
                onClick={() => play(m)}
              >
                Pass with {m.card}
              </button>
            ))}
          </div>
        )}
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
function Piece({ cell, x, y }: { cell: string; x: number; y: number }) {
  const blue = cell.toLowerCase() === 'b';
  const master = cell === cell.toUpperCase();
  const r = master ? 24 : 18;
  return (
    <g class={`piece ${blue ? 'blue' : 'red'}${master ? ' master' : ''}`}>
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
