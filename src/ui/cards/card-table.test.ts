import { describe, expect, it } from 'vitest';
import { numberCards, type SeenCard } from '../../cards/identity.ts';
import { CardTable } from './card-table.ts';
import { fanStep } from './fan.ts';

describe('a table that carries runs (Spider)', () => {
  const [a, b, c, d] = numberCards(['9S', '8S', '7S', '10H']) as [
    SeenCard,
    SeenCard,
    SeenCard,
    SeenCard,
  ];
  const pile = [a, b, c];
  const placed: string[] = [];
  const table = new CardTable<SeenCard>(
    (card) => card.id !== d.id,
    (card, region) => placed.push(`${card.id}>${region}`),
    {
      carried: (card) => (pile.includes(card) ? pile.slice(pile.indexOf(card)) : [card]),
      targetOf: (card) => (card.id === d.id ? 'target' : null),
    },
  );

  it('selects a card with the cards on it, and places the run on a clicked target', () => {
    table.select(b);
    expect([a, b, c, d].map((x) => table.isSelected(x))).toEqual([false, true, true, false]);
    table.select(d);
    expect(placed).toEqual([`${b.id}>target`]);
    expect(table.selected.value).toBeNull();
  });

  it('selects the clicked card’s own run where the click is no target', () => {
    table.select(c);
    table.select(a);
    expect(table.selection.value).toEqual([a, b, c]);
    table.select(a);
    expect(table.selection.value).toEqual([]);
  });
});

describe("PLT's compressed tableau", () => {
  it('steps a third of a card until the pile would pass its room, then closes up', () => {
    expect(fanStep(1)).toBeCloseTo(1 / 3);
    expect(fanStep(12)).toBeCloseTo(1 / 3);
    expect(fanStep(30)).toBeCloseTo((4 - 18 / 96) / 29);
    expect(fanStep(30) * 29).toBeLessThanOrEqual(4);
  });
});
