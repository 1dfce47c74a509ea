/**
 * The theme the player chose: `system` follows the system's light or dark setting, the others
 * override it. The choice lives in localStorage under THEME_KEY and is put on <html> as
 * `data-theme`; index.html's first script does the same before the page is painted, so a
 * reload never flashes the other theme.
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The key index.html reads too. */
export const THEME_KEY = 'games-theme';

const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);

/** The stored choice; `system` when there is none, it is unreadable, or storage is blocked. */
export function storedTheme(storage: Pick<Storage, 'getItem'> | undefined): Theme {
  try {
    const value = storage?.getItem(THEME_KEY);
    return isTheme(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Keeps the choice (where storage allows) and applies it to `root`. */
export function chooseTheme(
  theme: Theme,
  root: HTMLElement,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
): void {
  try {
    if (theme === 'system') storage?.removeItem(THEME_KEY);
    else storage?.setItem(THEME_KEY, theme);
  } catch {
    // Private modes may refuse storage: the choice still holds until the page is left.
  }
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}
