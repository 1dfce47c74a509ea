import { describe, expect, it } from 'vitest';
import { listboxKey } from './listbox-keys.ts';

const labels = ['Human', 'Random', 'Heuristic', 'Negamax depth 2', 'Perfect'];
const closed = { open: false, active: 2, labels };
const open = { open: true, active: 2, labels };

describe('the keys of a select-only combobox', () => {
  it('opens on the chosen option, or on the first or last one by Home and End', () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', ' ']) {
      expect(listboxKey(key, false, closed)).toEqual({ kind: 'open', active: 2 });
    }
    expect(listboxKey('Home', false, closed)).toEqual({ kind: 'open', active: 0 });
    expect(listboxKey('End', false, closed)).toEqual({ kind: 'open', active: 4 });
    expect(listboxKey('Escape', false, closed)).toEqual({ kind: 'none' });
    expect(listboxKey('h', false, closed)).toEqual({ kind: 'none' });
  });

  it('moves the active option within the list, without wrapping', () => {
    expect(listboxKey('ArrowDown', false, open)).toEqual({ kind: 'move', active: 3 });
    expect(listboxKey('ArrowUp', false, open)).toEqual({ kind: 'move', active: 1 });
    expect(listboxKey('ArrowUp', false, { ...open, active: 0 })).toEqual({
      kind: 'move',
      active: 0,
    });
    expect(listboxKey('ArrowDown', false, { ...open, active: 4 })).toEqual({
      kind: 'move',
      active: 4,
    });
    expect(listboxKey('PageDown', false, open)).toEqual({ kind: 'move', active: 4 });
    expect(listboxKey('PageUp', false, open)).toEqual({ kind: 'move', active: 0 });
    expect(listboxKey('End', false, open)).toEqual({ kind: 'move', active: 4 });
  });

  it('chooses by Enter, Space and Alt+Up, and closes unchanged by Escape and Tab', () => {
    expect(listboxKey('Enter', false, open)).toEqual({ kind: 'choose', active: 2 });
    expect(listboxKey(' ', false, open)).toEqual({ kind: 'choose', active: 2 });
    expect(listboxKey('ArrowUp', true, open)).toEqual({ kind: 'choose', active: 2 });
    expect(listboxKey('Escape', false, open)).toEqual({ kind: 'close' });
    expect(listboxKey('Tab', false, open)).toEqual({ kind: 'close' });
  });

  it('goes to the next option starting with a typed letter, round to the start', () => {
    expect(listboxKey('n', false, open)).toEqual({ kind: 'move', active: 3 });
    expect(listboxKey('H', false, open)).toEqual({ kind: 'move', active: 0 });
    expect(listboxKey('h', false, { ...open, active: 0 })).toEqual({ kind: 'move', active: 2 });
    expect(listboxKey('x', false, open)).toEqual({ kind: 'none' });
  });
});
