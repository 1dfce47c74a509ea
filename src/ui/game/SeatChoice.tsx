import { useEffect, useRef, useState } from 'preact/hooks';
import { listboxKey } from './listbox-keys.ts';

export interface SeatOption {
  value: string;
  label: string;
}

interface SeatChoiceProps {
  /** Unique in the page: the list's and the options' ids start with it. */
  id: string;
  /** The seat's name ("Red", "The house"). */
  name: string;
  options: readonly SeatOption[];
  value: string;
  /** Always played as it is (Chat Noir's cat): shown, not changeable. */
  fixed: boolean;
  choose(value: string): void;
}

/**
 * One seat's player, as a select-only combobox (WAI-ARIA's pattern, keys in listbox-keys.ts): a
 * button showing the choice opens the list of players just below it, in the panel's flow, so
 * a long name ("Master: scores 56% against Club") wraps rather than being cut. The focus stays
 * on the button; the list's active option is named by `aria-activedescendant`.
 */
export function SeatChoice({ id, name, options, value, fixed, choose }: SeatChoiceProps) {
  const chosen = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(chosen);
  const list = useRef<HTMLDivElement>(null);
  const optionId = (i: number) => `${id}-option-${i}`;
  // The active option scrolls into view when the list is longer than its room.
  useEffect(() => {
    if (open) list.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);
  const show = (at: number) => {
    setActive(at);
    setOpen(true);
  };
  const pick = (at: number) => {
    setOpen(false);
    const option = options[at];
    if (option && option.value !== value) choose(option.value);
  };
  const label = `${name} is played by`;
  return (
    <div class={`seat${fixed ? ' fixed' : ''}`}>
      <span class="seat-name" aria-hidden="true">
        {name}
      </span>
      <button
        type="button"
        role="combobox"
        class="seat-button"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? optionId(active) : undefined}
        aria-disabled={fixed || undefined}
        title={fixed ? `${name} is always played by the computer` : undefined}
        data-choice={value}
        onClick={() => {
          if (fixed) return;
          if (open) setOpen(false);
          else show(chosen);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (fixed) return;
          // Closed, the list opens on the chosen player, wherever it was left.
          const state = {
            open,
            active: open ? active : chosen,
            labels: options.map((o) => o.label),
          };
          const action = listboxKey(e.key, e.altKey, state);
          if (action.kind === 'none') return;
          // Tab closes the list and goes on to the next control as it always does.
          if (e.key !== 'Tab') e.preventDefault();
          e.stopPropagation();
          if (action.kind === 'open') show(action.active);
          else if (action.kind === 'move') setActive(action.active);
          else if (action.kind === 'choose') pick(action.active);
          else setOpen(false);
        }}
      >
        <span class="seat-value">{options[chosen]?.label ?? value}</span>
        {!fixed && (
          <span class="seat-arrow" aria-hidden="true">
            {open ? '▴' : '▾'}
          </span>
        )}
      </button>
      <div
        ref={list}
        id={`${id}-list`}
        class="seat-options"
        role="listbox"
        aria-label={label}
        hidden={!open}
      >
        {options.map((o, i) => (
          // biome-ignore lint/a11y/useFocusableInteractive: the focus stays on the combobox, which names the active option (aria-activedescendant)
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox takes the keys for its list
          <div
            key={o.value}
            id={optionId(i)}
            role="option"
            class={i === active ? 'active' : undefined}
            aria-selected={o.value === value}
            data-choice={o.value}
            // The focus stays on the button, as the pattern has it: a press does not take it.
            onPointerDown={(e) => e.preventDefault()}
            onMouseDown={(e) => e.preventDefault()}
            onPointerEnter={() => setActive(i)}
            onClick={() => pick(i)}
          >
            {o.label}
          </div>
        ))}
      </div>
    </div>
  );
}
