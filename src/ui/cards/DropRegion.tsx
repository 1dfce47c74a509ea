import type { ComponentChildren } from 'preact';
import type { SeenCard } from '../../cards/identity.ts';
import type { CardTable } from './card-table.ts';

interface DropRegionProps<C extends SeenCard> {
  table: CardTable<C>;
  id: string;
  label: string;
  children?: ComponentChildren;
}

/**
 * A labelled place cards go to. It lights up while a dragged card is over it, and is a button
 * so that a selected card can be placed by a click or by Enter.
 */
export function DropRegion<C extends SeenCard>({ table, id, label, children }: DropRegionProps<C>) {
  const over = table.over.value === id;
  const ready = table.selected.value !== null;
  return (
    <button
      type="button"
      class={`drop-region${over ? ' over' : ''}${ready ? ' ready' : ''}`}
      data-region={id}
      aria-label={ready ? `${label}: place the selected card here` : label}
      aria-disabled={!ready}
      onClick={() => table.placeSelected(id)}
    >
      <span class="region-label">{label}</span>
      {children}
    </button>
  );
}
