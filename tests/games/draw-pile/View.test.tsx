import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result.ts';
import { elements, render, textOf } from '../render.ts';
import { type DrawPileMove, type DrawPileObservation, drawPile } from './rules.ts';
import { DrawPileView } from './View.tsx';

const state = (hands: string, pile: string) =>
  unwrap(
    drawPile.parseState(`hands=${hands} discard=6a cleared=1a,2a,2b,3b,4b,5a pile=${pile} turn=0`),
  );
// The same table for player 0; the others' cards and the pile differ.
const one = state('4a,9a,10a/1b,7a,12b/3a,8a', '5b,6b,7b,8b,9b,10b,11a,11b,12a');
const two = state('4a,9a,10a/5b,6b,8b/3a,11a', '1b,7a,7b,8a,9b,10b,11b,12a,12b');

function view(o: DrawPileObservation, interactive = true) {
  const played: DrawPileMove[] = [];
  const tree = render(
    <DrawPileView
      observation={o}
      play={(m) => played.push(m)}
      interactive={interactive}
      hint={null}
      lastMove={null}
      sent={null}
      analysis={null}
      playedMs={() => 0}
    />,
  );
  return { tree, played, all: elements(tree) };
}

const seen = (viewer: number | 'all', s = one) =>
  drawPile.observe?.(s, viewer) as DrawPileObservation;

describe('Draw Pile view', () => {
  it("draws the others' cards and the pile as backs that carry nothing of the card", () => {
    const { tree, all } = view(seen(0));
    const backs = all.filter((e) => e.attrs['aria-label'] === 'face-down card');
    expect(backs).toHaveLength(3 + 2 + 1);
    for (const back of backs) {
      expect(back.attrs).toEqual({
        class: 'card back',
        role: 'img',
        'aria-label': 'face-down card',
      });
      expect(back.children).toEqual([]);
    }
    // Nothing of what player 0 cannot see reaches the page: the pages of two tables that
    // differ only there are the same.
    expect(JSON.stringify(view(seen(0, two)).tree)).toBe(JSON.stringify(tree));
  });

  it('shows every hand face up to "all"; the pile stays a stack', () => {
    const { all } = view(seen('all'), false);
    expect(all.filter((e) => e.attrs['aria-label'] === 'face-down card')).toHaveLength(1);
    expect(all.filter((e) => e.attrs['data-card']).map((e) => textOf(e))).toEqual([
      '4',
      '9',
      '10',
      '1',
      '7',
      '12',
      '3',
      '8',
      '6',
    ]);
  });

  it('offers the playable cards and Draw as buttons that make the moves', () => {
    const { all, played } = view(seen(0));
    const buttons = all.filter((e) => e.tag === 'button');
    expect(buttons.map((b) => [textOf(b), b.attrs.disabled])).toEqual([
      ['4', true],
      ['9', false],
      ['10', false],
      ['Draw', false],
    ]);
    for (const b of buttons) if (!b.attrs.disabled) b.handlers.onClick?.();
    expect(played.map(drawPile.moveToString)).toEqual(['9a', '10a', 'draw']);
  });

  it('disables everything while the viewer may not move', () => {
    const { all } = view(seen(1));
    expect(all.filter((e) => e.tag === 'button').every((b) => b.attrs.disabled)).toBe(true);
    expect(all.filter((e) => e.tag === 'button').map(textOf)).toEqual(['Draw']);
  });
});
