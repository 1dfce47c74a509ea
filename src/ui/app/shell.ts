/** Whether the app shows a page of its own: a first element that is not a loading placeholder. */
const shown = (app: Element): boolean => {
  const page = app.firstElementChild;
  return page !== null && page.getAttribute('aria-busy') !== 'true';
};

/**
 * Takes away index.html's shell (the page's outline in plain boxes, painted before any script
 * ran) as soon as the app shows a page of its own: at once for the console, when its game is
 * open for a game page. Until then the shell stands in for the app's loading placeholder.
 */
export function dropShellOnceShown(app: Element, shell: Element | null): void {
  if (!shell) return;
  if (shown(app)) {
    shell.remove();
    return;
  }
  // Called back before the next paint, so the page never shows both, nor neither.
  const watch = new MutationObserver(() => {
    if (!shown(app)) return;
    shell.remove();
    watch.disconnect();
  });
  watch.observe(app, { childList: true, subtree: true, attributeFilter: ['aria-busy'] });
}
