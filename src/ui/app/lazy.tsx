import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * A page whose code loads when it is first shown, so the console paints without the game
 * screen, the session and their dependencies. The download starts as the page is first
 * rendered, not after that render is painted.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | null = null;
  return function LazyPage(props: P) {
    const [Page, setPage] = useState(() => loaded);
    loading ??= load().then((page) => {
      loaded = page;
      return page;
    });
    useEffect(() => {
      if (Page) return;
      let live = true;
      loading?.then((page) => live && setPage(() => page));
      return () => {
        live = false;
      };
    }, [Page]);
    return Page ? <Page {...props} /> : <main class="page" aria-busy="true" />;
  };
}
