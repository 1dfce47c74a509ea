import { useEffect, useState } from 'preact/hooks';

export interface Navigation {
  hash: string;
  /** Counts the user's navigations, so a visit to the same address again is still one. */
  visit: number;
}

/**
 * The address as of the user's last navigation. The app's own rewrites (replaceHash) are not
 * navigations: they keep the address bar on the game's canonical URL without reopening it.
 */
export function useNavigation(): Navigation {
  const [nav, setNav] = useState<Navigation>({ hash: location.hash, visit: 0 });
  useEffect(() => {
    const onChange = () => setNav((n) => ({ hash: location.hash, visit: n.visit + 1 }));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return nav;
}

/** Rewrites the address without a history entry and without a navigation. */
export function replaceHash(hash: string): void {
  history.replaceState(null, '', hash);
}
