import { type ComponentChildren, createContext, createPortal } from 'preact';
import { useContext } from 'preact/hooks';

/** Where a view's own panels go: the side panel's `game` slot, once it is in the page. */
export const GamePanelTarget = createContext<HTMLElement | null>(null);

/**
 * A panel of the game's own (Blackjack's bankroll and basic strategy) that the view draws
 * beside the play area, among the shared panels, rather than in the play area itself.
 */
export function GamePanel({ children }: { children: ComponentChildren }) {
  const target = useContext(GamePanelTarget);
  return target ? createPortal(children, target) : null;
}
