import { useEffect, useState } from 'preact/hooks';

const listeners = new Set<(hash: string) => void>();

/**
 * Rewrites the address without a history entry or a hashchange event, and tells useHash, so a
 * later visit to the address it replaced is seen as a change.
 */
export function replaceHash(hash: string): void {
  history.replaceState(null, '', hash);
  for (const listener of listeners) listener(hash);
}

/** The current `location.hash`, updated when the user navigates. */
export function useHash(): string {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const onChange = () => setHash(location.hash);
    window.addEventListener('hashchange', onChange);
    listeners.add(setHash);
    return () => {
      window.removeEventListener('hashchange', onChange);
      listeners.delete(setHash);
    };
  }, []);
  return hash;
}
