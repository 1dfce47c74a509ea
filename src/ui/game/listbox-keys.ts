/**
 * What a key does to a select-only combobox (WAI-ARIA's pattern): a button showing the chosen
 * option, which opens a list of the options below it. Closed, the arrows, Enter and Space open
 * it on the chosen option (Home and End on the first and last); open, the arrows, Home, End,
 * Page Up and Page Down move the active option, Enter, Space and Alt+Up choose it, Escape and
 * Tab close the list and change nothing, and a letter goes to the next option starting with it.
 */
export type ListboxAction =
  | { kind: 'open'; active: number }
  | { kind: 'move'; active: number }
  | { kind: 'choose'; active: number }
  | { kind: 'close' }
  | { kind: 'none' };

export interface ListboxKeyState {
  open: boolean;
  /** The option the list shows as active (the chosen one when it opens). */
  active: number;
  /** The options' labels, in order. */
  labels: readonly string[];
}

const PAGE = 10;

export function listboxKey(key: string, altKey: boolean, state: ListboxKeyState): ListboxAction {
  const { open, active, labels } = state;
  const last = labels.length - 1;
  const clamp = (i: number) => Math.max(0, Math.min(last, i));
  if (!open) {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) return { kind: 'open', active };
    if (key === 'Home') return { kind: 'open', active: 0 };
    if (key === 'End') return { kind: 'open', active: last };
    return { kind: 'none' };
  }
  switch (key) {
    case 'ArrowUp':
      return altKey ? { kind: 'choose', active } : { kind: 'move', active: clamp(active - 1) };
    case 'ArrowDown':
      return { kind: 'move', active: clamp(active + 1) };
    case 'Home':
      return { kind: 'move', active: 0 };
    case 'End':
      return { kind: 'move', active: last };
    case 'PageUp':
      return { kind: 'move', active: clamp(active - PAGE) };
    case 'PageDown':
      return { kind: 'move', active: clamp(active + PAGE) };
    case 'Enter':
    case ' ':
      return { kind: 'choose', active };
    case 'Escape':
    case 'Tab':
      return { kind: 'close' };
  }
  if (key.length === 1 && !altKey) {
    const letter = key.toLowerCase();
    // The next option after the active one that starts with the letter, round to the start.
    for (let step = 1; step <= labels.length; step++) {
      const i = (active + step) % labels.length;
      if (labels[i]?.toLowerCase().startsWith(letter)) return { kind: 'move', active: i };
    }
  }
  return { kind: 'none' };
}
