import { COLOURS, type JewelColour, SHAPE_NAMES, SHAPES } from './jewels.ts';
import type { JewelState } from './rules.ts';

/** One full turn takes this long; PLT turns 3° a tick, we turn far slower (never under reduced motion). */
const TURN_S = 24;

/** A jewel's shape and colour at the game's difficulty (matching is always by type). */
export function lookOf(
  state: JewelState,
  type: number,
  look: number,
): { shape: number; colour: number } {
  switch (state.difficulty) {
    case 'easy':
      return { shape: state.look, colour: type };
    case 'medium':
      return { shape: type, colour: state.look };
    case 'high':
      return { shape: look, colour: type };
    case 'extreme':
      return { shape: type, colour: look };
    default:
      return { shape: type, colour: type };
  }
}

/** What a jewel is called where it must be told apart: by what the difficulty matches. */
export function jewelLabel(state: JewelState, type: number, cell: number): string {
  const colour = COLOURS[type]?.name ?? '?';
  const shape = SHAPE_NAMES[type] ?? '?';
  const look = lookOf(state, type, state.looks[cell] as number);
  switch (state.difficulty) {
    case 'easy':
    case 'high':
      return `${colour} (${SHAPE_NAMES[look.shape]})`;
    case 'medium':
    case 'extreme':
      return `${shape} (${COLOURS[look.colour]?.name})`;
    default:
      return `${colour} ${shape}`;
  }
}

/** A jewel in a box from −1 to 1, turning slowly from `spin` degrees. */
export function JewelShape({
  shape,
  colour,
  spin,
}: {
  shape: number;
  colour: number;
  spin: number;
}) {
  const tones = COLOURS[colour] as JewelColour;
  return (
    <g
      class="jewel-turn"
      style={{ animationDelay: `${(-spin / 360) * TURN_S}s`, animationDuration: `${TURN_S}s` }}
    >
      {(SHAPES[shape] ?? []).map((part) => (
        <path key={part.d} d={part.d} fill={tones[part.tone]} />
      ))}
    </g>
  );
}
