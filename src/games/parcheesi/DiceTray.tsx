/** A die as PLT draws it: a rounded square with its pips. */
function Die({ value, x }: { value: number; x: number }) {
  const pips: Record<number, [number, number][]> = {
    1: [[1, 1]],
    2: [
      [0, 0],
      [2, 2],
    ],
    3: [
      [0, 0],
      [1, 1],
      [2, 2],
    ],
    4: [
      [0, 0],
      [2, 0],
      [0, 2],
      [2, 2],
    ],
    5: [
      [0, 0],
      [2, 0],
      [1, 1],
      [0, 2],
      [2, 2],
    ],
    6: [
      [0, 0],
      [2, 0],
      [0, 1],
      [2, 1],
      [0, 2],
      [2, 2],
    ],
  };
  return (
    <g transform={`translate(${x} 0)`}>
      <rect width="36" height="36" rx="6" class="parcheesi-die" />
      {(pips[value] ?? []).map(([px, py]) => (
        <circle key={`${px}${py}`} cx={8 + px * 10} cy={8 + py * 10} r="3.2" fill="#222" />
      ))}
    </g>
  );
}

interface DiceTrayProps {
  /** The dice as rolled, or null before the roll. */
  readonly roll: readonly [number, number] | null;
  /** The turn has dice to use (rolled, and not yet played). */
  readonly rolled: boolean;
  /** The dice (and bonuses) still to use in the turn being built. */
  readonly left: readonly number[];
}

/** Under the board: the two dice rolled, and what is still to use of them. */
export function DiceTray({ roll, rolled, left }: DiceTrayProps) {
  return (
    <div class="parcheesi-dice" role="group" aria-label="Dice">
      {roll && (
        <svg
          viewBox="0 0 80 36"
          width="80"
          height="36"
          role="img"
          aria-label={`Rolled ${roll[0]} and ${roll[1]}`}
        >
          <Die value={roll[0]} x={0} />
          <Die value={roll[1]} x={44} />
        </svg>
      )}
      {rolled && (
        <span class="left">
          To use:{' '}
          {left.length === 0
            ? 'nothing'
            : left.map((d, i) => (
                <span key={i} class={d > 6 ? 'die-chip bonus' : 'die-chip'}>
                  {d}
                </span>
              ))}
        </span>
      )}
    </div>
  );
}
