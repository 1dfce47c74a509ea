import type { VNode } from 'preact';

/** An element as a test reads it: tag, attributes (handlers left out) and children. */
export interface Rendered {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, unknown>>;
  readonly handlers: Readonly<Record<string, (...args: unknown[]) => void>>;
  readonly children: readonly (Rendered | string)[];
}

/**
 * Renders a tree of hook-free components to plain elements, without a DOM: enough for the test
 * games' views, whose tests check what reaches the page (text and attributes) and which moves
 * the buttons make. Components that use hooks need a real DOM and the browser tests.
 */
export function render(node: unknown): (Rendered | string)[] {
  if (Array.isArray(node)) return node.flatMap(render);
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (typeof node !== 'object') return [String(node)];
  const { type, props } = node as VNode<Record<string, unknown>>;
  if (typeof type === 'function') return render((type as (p: unknown) => unknown)(props));
  const { children, ...rest } = props;
  const attrs: Record<string, unknown> = {};
  const handlers: Record<string, (...args: unknown[]) => void> = {};
  for (const [name, value] of Object.entries(rest)) {
    if (typeof value === 'function') handlers[name] = value as (...args: unknown[]) => void;
    else attrs[name] = value;
  }
  return [{ tag: String(type), attrs, handlers, children: render(children) }];
}

/** Every element of the tree, depth first. */
export function elements(tree: readonly (Rendered | string)[]): Rendered[] {
  return tree.flatMap((n) => (typeof n === 'string' ? [] : [n, ...elements(n.children)]));
}

/** The text an element shows. */
export const textOf = (node: Rendered | string): string =>
  typeof node === 'string' ? node : node.children.map(textOf).join('');
