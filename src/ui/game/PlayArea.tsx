import type { ComponentType, RefObject } from 'preact';
import { useMemo } from 'preact/hooks';
import type { ViewProps } from '../../games/descriptor.ts';
import type { Session } from '../session/session.ts';
import { GamePanelTarget } from './GamePanel.tsx';

interface PlayAreaProps {
  session: Session<unknown, unknown>;
  View: ComponentType<ViewProps<unknown, unknown>>;
  slot: RefObject<HTMLDivElement | null>;
  /** Where the view's own panels go (the side panel's game slot), once it is drawn. */
  gamePanels: HTMLElement | null;
}

/**
 * The board or table, as large as the screen allows (game-layout.css): the game's view, given
 * what the session shows. It reads those signals here, so the view is drawn again when the
 * position, the hint or the analysis changes, and not when the toolbar or a save does.
 */
export function PlayArea({ session, View, slot, gamePanels }: PlayAreaProps) {
  const calls = useMemo(
    () => ({
      play: (move: unknown) => session.move(move),
      playedMs: () => session.playedMs(),
    }),
    [session],
  );
  return (
    <div class="play-area" data-play-area ref={slot}>
      <GamePanelTarget.Provider value={gamePanels}>
        <View
          observation={session.observation.value}
          play={calls.play}
          interactive={session.humanToMove.value && !session.thinking.value}
          hint={session.hints.hint.value}
          lastMove={session.lastMove.value}
          sent={session.sent.value}
          analysis={session.hints.analysis.value}
          playedMs={calls.playedMs}
        />
      </GamePanelTarget.Provider>
    </div>
  );
}
