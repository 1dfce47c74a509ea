import type { ComponentChildren } from 'preact';

/**
 * The panels beside the play area (below it on a phone), each in a slot of its own, always in
 * this order: the game's result, who plays each seat, the analysis, the game's own panels (a
 * view's GamePanel), the moves, the statistics. A slot given nothing is left out.
 */
export const PANEL_SLOTS = ['result', 'players', 'analysis', 'game', 'moves', 'stats'] as const;
export type PanelSlot = (typeof PANEL_SLOTS)[number];

export function SidePanel(props: Partial<Record<PanelSlot, ComponentChildren>>) {
  return (
    // A div, not an aside: a complementary landmark may not sit inside the page's main.
    <div class="side-panel">
      {PANEL_SLOTS.map(
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
