import { useId, useState } from 'preact/hooks';
import { chooseTheme, storedTheme, THEMES, type Theme } from './theme.ts';
import './theme-switch.css';

const LABELS: Record<Theme, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** A sun, a moon, and a disc half of each for the system's choice; drawn in the text colour. */
function ThemeIcon({ theme }: { theme: Theme }) {
  return (
    <svg class="theme-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
      {theme === 'light' && (
        <g fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round">
          <circle cx="10" cy="10" r="3.6" fill="currentColor" />
          <path d="M10 1.8v2.4M10 15.8v2.4M1.8 10h2.4M15.8 10h2.4M4.2 4.2l1.7 1.7M14.1 14.1l1.7 1.7M4.2 15.8l1.7-1.7M14.1 5.9l1.7-1.7" />
        </g>
      )}
      {theme === 'dark' && (
        <path
          d="M13.6 12.9A6.6 6.6 0 0 1 7.1 3.2a7 7 0 1 0 9.7 9.2 6.6 6.6 0 0 1-3.2.5Z"
          fill="currentColor"
        />
      )}
      {theme === 'system' && (
        <g>
          <circle cx="10" cy="10" r="7.2" fill="none" stroke="currentColor" stroke-width="1.8" />
          <path d="M10 2.8a7.2 7.2 0 0 1 0 14.4Z" fill="currentColor" />
        </g>
      )}
    </svg>
  );
}

/**
 * The theme switch: a button that opens a small menu of System, Light and Dark. The choice is
 * kept in localStorage and applied at once; System follows the system's setting as it changes.
 */
export function ThemeSwitch() {
  const [theme, setTheme] = useState<Theme>(() => storedTheme(globalThis.localStorage));
  const id = useId();
  const pick = (next: Theme) => {
    chooseTheme(next, document.documentElement, globalThis.localStorage);
    setTheme(next);
  };
  return (
    <div class="theme-switch">
      <button
        type="button"
        class="theme-button"
        popovertarget={`${id}-menu`}
        aria-label={`Theme: ${LABELS[theme]}`}
        title="Theme"
      >
        <ThemeIcon theme={theme} />
      </button>
      <div id={`${id}-menu`} class="theme-menu" popover="auto">
        <fieldset>
          <legend>Theme</legend>
          {THEMES.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={`${id}-theme`}
                value={option}
                checked={theme === option}
                onChange={() => pick(option)}
              />
              <ThemeIcon theme={option} />
              {LABELS[option]}
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
