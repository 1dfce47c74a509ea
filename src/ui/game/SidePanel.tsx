import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * The panels beside the play area (below it on a phone), each in a slot of its own, always in
 * this order: the game's result, who plays each seat, the analysis, the game's own panels (a
 * view's GamePanel), the moves, the statistics. A slot given nothing is left out; one whose
 * panel draws nothing (no result yet) takes no room.
 */
export const PANEL_SLOTS = ['result', 'players', 'analysis', 'game', 'moves', 'stats'] as const;
export type PanelSlot = (typeof PANEL_SLOTS)[number];

/**
 * The panels come after the play area, one slot a frame: the task that draws the board draws
 * none of them, and each follows in a task of its own once the last is painted (Preact runs
 * effects after the paint), so no one task is long on a phone's CPU. The column or row is
 * there from the start and the slots fill it in order, so nothing moves.
 */
export function SidePanel(props: Partial<Record<PanelSlot, ComponentChildren>>) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown < PANEL_SLOTS.length) setShown(shown + 1);
  }, [shown]);
  return (
    // A div, not an aside: a complementary landmark may not sit inside the page's main.
    <div class="side-panel">
      {PANEL_SLOTS.slice(0, shown).map(
        (slot) =>
          props[slot] && (
            <div key={slot} class="panel-slot" data-slot={slot}>
              {props[slot]}
            </div>
          ),
      )}
    </div>
  );
}
