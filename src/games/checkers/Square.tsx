import { Checker } from './Checker.tsx';
import { isKing, ownerOf, RED } from './rules.ts';

/** viewBox units a square. */
export const CELL = 64;

interface SquareProps {
  readonly x: number;
  readonly y: number;
  /** The square's number, 1–32. */
  readonly square: number;
  /** Its contents as the state writes them ('.' for none). */
  readonly piece: string;
  readonly target: boolean;
  /** Where the picked or dragged checker starts. */
  readonly origin: boolean;
  /** A square a multi-jump picked so far passes. */
  readonly via: boolean;
  readonly last: boolean;
  /** A checker that can capture, when a capture is compulsory. */
  readonly jumper: boolean;
  readonly textured: boolean;
}

/** A dark square: its number, its checker if any, and the marks of the move being made. */
export function Square(props: SquareProps) {
  const { x, y, square, piece, target, textured } = props;
  const classes = [
    'square dark',
    target && 'target',
    props.origin && 'origin',
    props.via && 'via',
    props.last && 'last',
    props.jumper && 'jumper',
  ].filter(Boolean);
  return (
    <>
      <rect
        class={classes.join(' ')}
        data-square={square}
        data-piece={piece === '.' ? undefined : piece}
        x={x}
        y={y}
        width={CELL}
        height={CELL}
      />
      <text class="number" x={x + 4} y={y + 13}>
        {square}
      </text>
      {piece !== '.' && (
        <Checker
          x={x + CELL / 2}
          y={y + CELL / 2}
          r={CELL * 0.36}
          red={ownerOf(piece) === RED}
          king={isKing(piece)}
          turtle={textured}
        />
      )}
      {target && <circle class="target-dot" cx={x + CELL / 2} cy={y + CELL / 2} r={7} />}
    </>
  );
}
