import type { VNode } from 'preact';
import { describe, expect, it } from 'vitest';
import { hide, numberCards, type SeenCard } from '../../cards/identity.ts';
import { CardTable } from './card-table.ts';
import { PlayingCard } from './PlayingCard.tsx';

/**
 * The element tree a component renders, with function components expanded and handlers left
 * out: what would reach the DOM. None of these components use hooks, so calling them is safe.
 */
function tree(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tree);
  if (node === null || typeof node !== 'object') return node;
  const { type, props } = node as VNode<Record<string, unknown>>;
  if (typeof type === 'function') return tree((type as (p: unknown) => unknown)(props));
  const { children, ...attributes } = props;
  const kept = Object.entries(attributes).filter(([, v]) => typeof v !== 'function');
  return { type, attributes: Object.fromEntries(kept), children: tree(children) };
}

const render = (card: SeenCard, table?: CardTable) =>
  JSON.stringify(tree(<PlayingCard card={card} table={table} />));

describe('a card on the table', () => {
  const table = new CardTable(
    () => true,
    () => {},
  );

  it('names a face-up card by what it shows, then in words', () => {
    expect(render({ id: 4, value: '10S' }, table)).toContain('"aria-label":"10 ♠, ten of spades"');
  });

  it('draws a face-down card with nothing of its value in the DOM', () => {
    // Even a card that wrongly kept its value beside `faceDown` draws only its back.
    const leaky = { id: 7, faceDown: true, value: 'QH' } as unknown as SeenCard;
    for (const t of [undefined, table]) {
      const drawn = render(leaky, t);
      expect(drawn).toBe(render(hide({ id: 7, value: '2C' }), t));
      expect(drawn).not.toMatch(/QH|queen|heart|♥|data-value/i);
      expect(drawn).toContain('face-down card');
      expect(drawn).toContain('"data-card":7');
    }
  });

  it('names a card that stands for a place by the place, hint included, and says when it is idle', () => {
    const stock = hide({ id: 52, value: 'AS' });
    const drawn = (marked: boolean, inactive: boolean) =>
      JSON.stringify(
        tree(
          <PlayingCard
            card={stock}
            table={table}
            label="Stock, 3 cards"
            {...{ marked, inactive }}
          />,
        ),
      );
    expect(drawn(false, false)).toContain('"aria-label":"Stock, 3 cards"');
    expect(drawn(true, false)).toContain('"aria-label":"Stock, 3 cards, suggested"');
    expect(drawn(false, true)).toContain('"aria-disabled":true');
    expect(drawn(false, false)).toContain('"aria-disabled":false');
  });

  it('selects one of two equal cards, not both', () => {
    const [a, b] = numberCards(['QH', 'QH']) as [SeenCard, SeenCard];
    table.select(a);
    expect([table.isSelected(a), table.isSelected(b)]).toEqual([true, false]);
    expect(render(a, table)).toContain('"aria-pressed":true');
    expect(render(b, table)).toContain('"aria-pressed":false');
    table.select(b);
    expect([table.isSelected(a), table.isSelected(b)]).toEqual([false, true]);
  });

  it('places the selected card itself', () => {
    const placed: SeenCard[] = [];
    const t = new CardTable(
      () => true,
      (c, region) => region === 'pile' && placed.push(c),
    );
    const [, second] = numberCards(['QH', 'QH']) as [SeenCard, SeenCard];
    t.select(second);
    t.placeSelected('pile');
    expect(placed).toEqual([second]);
    expect(t.selected.value).toBeNull();
  });
});
