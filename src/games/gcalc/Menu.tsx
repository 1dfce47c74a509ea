import { useEffect, useRef } from 'preact/hooks';

export interface MenuItem {
  readonly key: string;
  readonly label: string;
  readonly enabled: boolean;
  run(): void;
}

/**
 * A cell's pop-up menu (PLT's right-click menu): opened by right click, long press, Escape,
 * F10 or the menu key; arrows move, Enter chooses, Escape or a click outside closes it.
 */
export function Menu({
  x,
  y,
  title,
  items,
  onClose,
}: {
  x: number;
  y: number;
  title: string;
  items: readonly MenuItem[];
  onClose(): void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
    const outside = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [onClose]);
  const left = Math.max(4, Math.min(x, window.innerWidth - 240));
  const top = Math.max(4, Math.min(y, window.innerHeight - 40 - items.length * 34));
  return (
    <div
      ref={ref}
      class="gcalc-menu"
      role="menu"
      aria-label={`${title} menu`}
      style={{ left: `${left}px`, top: `${top}px` }}
      onKeyDown={(e) => {
        const buttons = [
          ...(ref.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? []),
        ];
        const at = buttons.indexOf(document.activeElement as HTMLElement);
        if (e.key === 'Escape' || e.key === 'Tab') {
          e.preventDefault();
          e.stopPropagation();
          onClose();
        } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
          e.preventDefault();
          const n = buttons.length;
          buttons[(at + (e.key === 'ArrowDown' ? 1 : n - 1)) % n]?.focus();
        }
      }}
    >
      <div class="gcalc-menu-title">{title}</div>
      {items.map((it) => (
        <button
          type="button"
          role="menuitem"
          key={it.label}
          disabled={!it.enabled}
          onClick={() => {
            onClose();
            it.run();
          }}
        >
          <span>{it.label}</span>
          {it.key && <kbd>{it.key}</kbd>}
        </button>
      ))}
    </div>
  );
}
