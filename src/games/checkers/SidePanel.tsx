import { PdnTools } from './PdnTools.tsx';
import type { CheckersMove, CheckersState } from './rules.ts';
import { ACCEPT_DRAW, DECLINE_DRAW, OFFER_DRAW, PLAYER_NAMES } from './rules.ts';

interface SidePanelProps {
  readonly state: CheckersState;
  /** Whose turn, the result, or the draw offer, in words. */
  readonly status: string;
  readonly over: boolean;
  /** The squares of a multi-jump picked so far (1–32). */
  readonly path: readonly number[];
  /** A draw is offered to this seat. */
  readonly canAnswer: boolean;
  readonly canOffer: boolean;
  readonly hintMove: CheckersMove | null;
  readonly play: (move: CheckersMove) => void;
  readonly textured: boolean;
  readonly onTextured: (on: boolean) => void;
}

/** Beside the board: the turn, a jump under way, the draw buttons, "Textured", and PDN tools. */
export function SidePanel(props: SidePanelProps) {
  const { state, status, over, path, canAnswer, canOffer, hintMove, play } = props;
  const { textured, onTextured: setTextured } = props;
  /** The answer to a draw offer the hint suggests, marked on its button. */
  const answer = (move: CheckersMove) => (hintMove?.[0] === move[0] ? 'hint-highlight' : undefined);
  return (
    <div class="checkers-side">
      <p
        class="turn"
        data-turn={over ? undefined : PLAYER_NAMES[state.toMove].toLowerCase()}
        role="status"
      >
        {status}
      </p>
      {path.length > 1 && <p class="partial">Jumping: {path.join('x')}… choose the next square</p>}
      {canAnswer && (
        <div class="draw-answer">
          <button type="button" class={answer(ACCEPT_DRAW)} onClick={() => play(ACCEPT_DRAW)}>
            Accept draw
          </button>
          <button type="button" class={answer(DECLINE_DRAW)} onClick={() => play(DECLINE_DRAW)}>
            Decline
          </button>
        </div>
      )}
      {canOffer && (
        <button type="button" class="offer-draw" onClick={() => play(OFFER_DRAW)}>
          Offer draw
        </button>
      )}
      <label class="textured-box">
        <input
          type="checkbox"
          checked={textured}
          onChange={(e) => setTextured(e.currentTarget.checked)}
        />{' '}
        Textured
      </label>
      <PdnTools state={state} />
    </div>
  );
}
