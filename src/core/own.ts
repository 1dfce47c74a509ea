/**
 * The entry of a table named by user input, or undefined. A plain `table[name]` would find
 * Object.prototype's members for names like `constructor` or `toString` and hand them on as if
 * they were entries.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}
