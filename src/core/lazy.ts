/**
 * A value made on its first use, then kept: for zod schemas a page may never use. Zod builds a
 * schema slowly (each one binds every method of its kind to itself), and a game page built some
 * eighty of them as its modules loaded, most for saves and statistics it had not read yet.
 */
export function lazy<T>(make: () => T): () => T {
  let made: { readonly value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
