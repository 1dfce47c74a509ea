import { computed, signal } from '@preact/signals-core';
import type { SeenCard } from '../../cards/identity.ts';

/** A drag shorter than this is a click. */
const DRAG_THRESHOLD = 5;

/** What a game may add to the table's defaults (one card moves alone; clicks select). */
export interface CardTableOptions<C extends SeenCard> {
  /**
   * The cards that go with `card` when it is picked up, itself first: PLT's drag of a run by
   * its deepest card, or a card with everything lying on it. They move, dim and drag together.
   */
  carried?(card: C): readonly C[];
  /**
   * Where a click on `card` places the cards already selected (a region id), or null: PLT's
   * click on a target's top card. A card that is no target is selected instead.
   */
  targetOf?(card: C): string | null;
}

/**
 * The interaction model of a card table (PLT's table, spec §0.2, made keyboard- and
 * touch-friendly): a card is moved either by selecting it (click, Enter) and then choosing a
 * region, or by dragging it over a region, which lights up, and letting go. The game decides
 * which cards can move and what a placement means.
 *
 * Cards are told apart by id, never by value: of two queens of hearts, the one picked up is the
 * one selected, dragged and placed. Face-down cards move like any other.
 */
export class CardTable<C extends SeenCard = SeenCard> {
  readonly selected = signal<C | null>(null);
  readonly drag = signal<{ card: C; cards: readonly C[]; dx: number; dy: number } | null>(null);
  /** The selected card and the cards that go with it. */
  readonly selection = computed<readonly C[]>(() => {
    const card = this.selected.value;
    return card ? this.carriedBy(card) : [];
  });
  /** The region under a dragged card. */
  readonly over = signal<string | null>(null);
  private dragged = false;

  constructor(
    private readonly canMove: (card: C) => boolean,
    private readonly place: (card: C, region: string) => void,
    private readonly options: CardTableOptions<C> = {},
  ) {}

  private carriedBy(card: C): readonly C[] {
    return this.options.carried?.(card) ?? [card];
  }

  /** Selected, or carried along with the selected card. */
  isSelected(card: SeenCard): boolean {
    return this.selection.value.some((c) => c.id === card.id);
  }

  /** The drag offset when this card is dragged, or carried along with the dragged one. */
  dragOf(card: SeenCard): { dx: number; dy: number } | null {
    const drag = this.drag.value;
    return drag?.cards.some((c) => c.id === card.id) ? drag : null;
  }

  select(card: C): void {
    if (this.dragged) {
      this.dragged = false; // the click that ends a drag is not a selection
      return;
    }
    const chosen = this.selected.value;
    const target = chosen && chosen.id !== card.id ? this.options.targetOf?.(card) : null;
    if (chosen && target) {
      this.selected.value = null;
      this.place(chosen, target);
      return;
    }
    if (!this.canMove(card)) return;
    this.selected.value = chosen?.id === card.id ? null : card;
  }

  placeSelected(region: string): void {
    const card = this.selected.value;
    if (!card) return;
    this.selected.value = null;
    this.place(card, region);
  }

  startDrag(card: C, down: PointerEvent): void {
    if (down.button !== 0 || !this.canMove(card)) return;
    const { clientX: x0, clientY: y0 } = down;
    const cards = this.carriedBy(card);
    this.dragged = false;
    const move = (e: PointerEvent) => {
      const dx = e.clientX - x0;
      const dy = e.clientY - y0;
      if (!this.drag.value && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      this.dragged = true;
      this.drag.value = { card, cards, dx, dy };
      this.over.value = regionAt(e.clientX, e.clientY);
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      const region = this.drag.value ? this.over.value : null;
      // A click may follow in this task (then select() ignores it) or, off the card, may not.
      setTimeout(() => {
        this.dragged = false;
      });
      this.drag.value = null;
      this.over.value = null;
      if (region) {
        this.selected.value = null;
        this.place(card, region);
      }
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
  }
}

/** The drop region under a point, skipping the dragged card itself. */
function regionAt(x: number, y: number): string | null {
  for (const el of document.elementsFromPoint(x, y)) {
    const region = (el as HTMLElement).closest?.('[data-region]');
    if (region) return region.getAttribute('data-region');
  }
  return null;
}
