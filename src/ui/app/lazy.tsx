import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * A page whose code loads when it is first shown, so the console paints without the game
 * screen, the session and their dependencies.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function LazyPage(props: P) {
    const [Page, setPage] = useState(() => loaded);
    useEffect(() => {
      if (Page) return;
      load().then((page) => {
        loaded = page;
        setPage(() => page);
      });
    }, [Page]);
    return Page ? <Page {...props} /> : <main class="page" aria-busy="true" />;
  };
}
