import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { MoveArrow, type Point } from '../../ui/board/HintMarks.tsx';
import { useFlip } from '../../ui/motion/use-motion.ts';
import type { ViewProps } from '../descriptor.ts';
import {
  COLORS,
  ENTRY,
  EXIT,
  HOME,
  HOME_ROW,
  isHomeRow,
  isRing,
  isSafety,
  START,
} from './board.ts';
import { DiceTray } from './DiceTray.tsx';
import { CELLS, cellOf, HOME_ROW_CELLS, locCentre, RING_CELLS, START_CENTRE } from './layout.ts';
import { partialTurn, type Target, targetsOf } from './partial-turn.ts';
import {
  listedTurn,
  locToString,
  type ParcheesiMove,
  type ParcheesiState,
  parcheesi,
  stepText,
} from './rules.ts';
import type { Step } from './turns.ts';
import './View.css';

const CELL = 30;
const SIZE = CELLS * CELL;
const FILL = ['#2f9e44', '#d83b3b', '#3b6fd8', '#e0bd10'];
/** Pawns are drawn lightened, as PLT draws them; each also carries its number. */
const PAWN = ['#7fd08e', '#f08c8c', '#8fb0f0', '#f3df77'];
const NAMES = ['Green', 'Red', 'Blue', 'Yellow'];

const where = (loc: number): string => {
  if (loc === START) return 'in Start';
  if (loc === HOME) return 'at Home';
  return isHomeRow(loc) ? `on home row square ${loc - HOME_ROW + 1}` : `on square ${loc}`;
};

/** The squares of the cross: the ring (safety squares purple, entries in their colour's border), home rows, Home. */
function BoardBack() {
  return (
    <g class="board-back">
      {START_CENTRE.map(([r, c], seat) => (
        <circle
          key={seat}
          cx={(c + 0.5) * CELL}
          cy={(r + 0.5) * CELL}
          r={CELL * 2.6}
          fill={FILL[seat]}
          opacity="0.85"
        />
      ))}
      {RING_CELLS.map(([r, c], square) => (
        <rect
          key={square}
          x={c * CELL}
          y={r * CELL}
          width={CELL}
          height={CELL}
          class={isSafety(square) ? 'sq safety' : 'sq'}
          style={
            ENTRY.includes(square)
              ? { stroke: FILL[ENTRY.indexOf(square)], strokeWidth: 3 }
              : undefined
          }
        />
      ))}
      {HOME_ROW_CELLS.map((cells, seat) =>
        cells.map(([r, c], k) => (
          <rect
            key={`${seat}-${k}`}
            x={c * CELL}
            y={r * CELL}
            width={CELL}
            height={CELL}
            class="sq"
            style={{ fill: PAWN[seat] }}
          />
        )),
      )}
      <rect x={8 * CELL} y={8 * CELL} width={3 * CELL} height={3 * CELL} class="home" />
      <text x={9.5 * CELL} y={9.6 * CELL} class="home-label">
        Home
      </text>
      {[0, 12, 17, 29, 34, 46, 51, 63].map((square) => {
        const [r, c] = RING_CELLS[square] as [number, number];
        return (
          <text key={square} x={(c + 0.5) * CELL} y={(r + 0.62) * CELL} class="sq-number">
            {square}
          </text>
        );
      })}
      {EXIT.map((square, seat) => {
        const [r, c] = RING_CELLS[square] as [number, number];
        return (
          <circle key={seat} cx={(c + 0.5) * CELL} cy={(r + 0.2) * CELL} r="3" fill={FILL[seat]} />
        );
      })}
    </g>
  );
}

/** The pawns' drawn positions: two pawns on one square sit side by side. */
function pawnCentres(board: readonly number[]): [number, number][] {
  const seen = new Map<string, number>();
  return board.map((loc, i) => {
    const seat = i >> 2;
    const [x, y] = locCentre(loc, seat, i & 3);
    if (!isRing(loc) && !isHomeRow(loc)) return [x, y];
    const key = `${x},${y}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return [x + (n === 0 ? -0.2 : 0.2), y + (n === 0 ? -0.2 : 0.2)];
  });
}

/**
 * The hinted turn on the board: an arrow from where each of the mover's pawns stands to where
 * the turn leaves it (a pawn entering comes out of Start, one going home ends at Home).
 */
function HintArrows({ s, hint }: { s: ParcheesiState; hint: ParcheesiMove | null }) {
  if (hint?.kind !== 'turn' || s.dice === null) return null;
  const after = parcheesi.play(s, hint).board;
  const from = pawnCentres(s.board);
  const to = pawnCentres(after);
  const moved = [0, 1, 2, 3].map((id) => s.turn * 4 + id).filter((i) => s.board[i] !== after[i]);
  const at = ([x, y]: [number, number]): Point => [x * CELL, y * CELL];
  return (
    <g class="hint-arrows">
      {moved.map((i) => (
        <MoveArrow
          key={i}
          points={[at(from[i] as [number, number]), at(to[i] as [number, number])]}
          cell={CELL * 1.4}
          shorten={0}
          move={`${COLORS[s.turn]}${i & 3}`}
        />
      ))}
    </g>
  );
}

interface PawnProps {
  readonly seat: number;
  /** The pawn's number in its seat, 0–3. */
  readonly id: number;
  readonly loc: number;
  /** Where it is drawn, in cells. */
  readonly centre: readonly [number, number];
  /** Yours to move now. */
  readonly mine: boolean;
  readonly selected: boolean;
  /** Picked by a press (which may start a drag: its event) or by Enter or Space (none). */
  readonly onPick: (press: PointerEvent | null) => void;
}

/** A pawn, numbered, in its seat's colour; yours are buttons while you build a turn. */
function Pawn({ seat, id, loc, centre: [x, y], mine, selected, onPick }: PawnProps) {
  return (
    <g
      class={`pawn${mine ? ' mine' : ''}${selected ? ' selected' : ''}`}
      data-pawn={`${COLORS[seat]}${id}`}
      role="button"
      aria-disabled={!mine}
      tabindex={mine ? 0 : -1}
      aria-label={`${NAMES[seat]} pawn ${id + 1} ${where(loc)}`}
      aria-pressed={mine ? selected : undefined}
      transform={`translate(${x * CELL} ${y * CELL})`}
      onPointerDown={(e) => {
        if (mine) onPick(e);
      }}
      onKeyDown={(e) => {
        if (mine && (e.key === 'Enter' || e.key === ' ')) {
          e.preventDefault();
          onPick(null);
        }
      }}
    >
      <circle r={CELL * 0.36} fill={PAWN[seat]} stroke={FILL[seat]} stroke-width="3" />
      <text y="4" class="pawn-number">
        {id + 1}
      </text>
    </g>
  );
}

function statusText(s: ParcheesiState, interactive: boolean, notDone: string | undefined): string {
  const result = parcheesi.result(s);
  if (result?.kind === 'win') return `${NAMES[result.winner]} won!`;
  if (result) return 'Everyone cheated: nobody wins.';
  const who = NAMES[s.turn];
  if (s.dice === null) return `${who} to roll.`;
  const rolled = s.roll
    ? `${who} rolled ${s.roll[0]} and ${s.roll[1]}${s.roll[0] === s.roll[1] ? ' (doubles: roll again after)' : ''}.`
    : '';
  if (!interactive) return `${rolled} ${who} is thinking…`;
  return `${rolled} ${notDone ? `Still to do: ${notDone}.` : 'Press Done to end the turn.'}`;
}

/**
 * The cross-shaped board in SVG with the pawns, the dice under it, and the turn being built:
 * pick one of your pawns (click, tap, Tab and Enter, or drag it) and then a lit square. Done
 * plays the turn once it is whole; Reset takes back its steps, Undo step the last one.
 */
export function ParcheesiView({
  observation: s,
  play,
  interactive,
  hint,
}: ViewProps<ParcheesiState, ParcheesiMove>) {
  const [steps, setSteps] = useState<Step[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<{ pawn: number; moved: boolean } | null>(null);
  const key = parcheesi.stateToString(s);
  // A new position (a roll, another seat's turn) starts a fresh partial turn.
  useEffect(() => {
    setSteps([]);
    setSelected(null);
    setMessage('');
  }, [key]);
  const active = interactive && s.dice !== null && parcheesi.result(s) === null;
  const turn = useMemo(() => partialTurn(s, steps), [s, steps]);
  const targets: Target[] = active && selected !== null ? targetsOf(s, turn, selected) : [];
  const centres = pawnCentres(turn.board);
  // Pawns keep their seats and numbers: each moved, by a step of this turn or another seat's
  // turn, slides from where it stood and stays marked.
  useFlip(svgRef, turn.board, { key: 'data-pawn', mark: 'place' });

  const take = (t: Target) => {
    setSteps([...steps, t.step]);
    setSelected(null);
    setMessage(`${stepText(s.turn, t.step)} ${where(t.to)}.`);
  };
  const choose = (pawn: number) => {
    const ts = targetsOf(s, turn, pawn);
    setSelected(pawn);
    setMessage(
      ts.length === 0 ? `${NAMES[s.turn]} pawn ${pawn + 1} cannot move with these dice.` : '',
    );
  };
  const cellAt = (e: PointerEvent): [number, number] | null => {
    const svg = svgRef.current;
    const m = svg?.getScreenCTM();
    if (!svg || !m) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return [Math.floor(p.y / CELL), Math.floor(p.x / CELL)];
  };
  const targetAtCell = (cell: [number, number] | null, pawn: number) =>
    cell === null
      ? undefined
      : targetsOf(s, turn, pawn).find((t) => {
          if (t.to === HOME) return cell[0] >= 8 && cell[0] <= 10 && cell[1] >= 8 && cell[1] <= 10;
          const [r, c] = cellOf(t.to, s.turn);
          return r === cell[0] && c === cell[1];
        });

  const done = () => {
    if (turn.notDone) return;
    const listed = listedTurn(s, turn.board);
    if (listed) play(listed);
    else
      setMessage('PLT does not reach this end by single legal steps: Reset and try another order.');
  };

  return (
    <div class="parcheesi fill">
      <p class="status" aria-live="polite">
        {statusText(s, interactive, active ? turn.notDone : undefined)}
      </p>
      <svg
        ref={svgRef}
        class="parcheesi-board board-fit"
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="group"
        aria-label="Parcheesi board"
        onPointerMove={(e) => {
          if (drag.current) drag.current.moved = true;
          e.preventDefault();
        }}
        onPointerUp={(e) => {
          const d = drag.current;
          drag.current = null;
          if (!d?.moved) return;
          const t = targetAtCell(cellAt(e), d.pawn);
          if (t) take(t);
        }}
      >
        <BoardBack />
        {turn.board.map((loc, i) => {
          const seat = i >> 2;
          const id = i & 3;
          const mine = active && seat === s.turn && loc !== HOME;
          return (
            <Pawn
              key={i}
              seat={seat}
              id={id}
              loc={loc}
              centre={centres[i] as [number, number]}
              mine={mine}
              selected={mine && selected === id}
              onPick={(e) => {
                choose(id);
                if (e) {
                  drag.current = { pawn: id, moved: false };
                  (e.currentTarget as Element).releasePointerCapture?.(e.pointerId);
                }
              }}
            />
          );
        })}
        <HintArrows s={s} hint={hint?.[0] ?? null} />
        {/* The targets on top, see-through: a bop's target lies over the pawn it sends home. */}
        {targets.map((t) => {
          const [x, y] = t.to === HOME ? [9.5, 9.5] : locCentre(t.to, s.turn, 0);
          return (
            <rect
              key={`${t.to}-${t.label}`}
              class="target"
              role="button"
              tabindex={0}
              data-loc={locToString(t.to)}
              aria-label={`${t.label}: to ${where(t.to).replace(/^(on|at|in) /, '')}`}
              x={(x - 0.5) * CELL + 2}
              y={(y - 0.5) * CELL + 2}
              width={CELL - 4}
              height={CELL - 4}
              onClick={() => take(t)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  take(t);
                }
              }}
            />
          );
        })}
      </svg>
      <DiceTray roll={s.roll} rolled={s.dice !== null} left={turn.dice} />
      <div class="actions">
        <button
          type="button"
          class="done"
          disabled={!active || turn.notDone !== undefined}
          onClick={done}
        >
          Done
        </button>
        <button
          type="button"
          disabled={!active || steps.length === 0}
          onClick={() => {
            setSteps(steps.slice(0, -1));
            setSelected(null);
          }}
        >
          Undo step
        </button>
        <button
          type="button"
          disabled={!active || steps.length === 0}
          onClick={() => {
            setSteps([]);
            setSelected(null);
          }}
        >
          Reset
        </button>
      </div>
      <p class="message" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
