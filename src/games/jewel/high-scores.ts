import type { Difficulty } from './info.ts';

/** PLT's table: ten entries, best first; a score enters only above an entry (a tie does not). */
export const TABLE_SIZE = 10;
/** PLT keeps 10 characters of a name and shows 6; we show all 10. */
export const NAME_LENGTH = 10;

export interface HighScore {
  readonly name: string;
  readonly score: number;
  readonly level: number;
  readonly difficulty: Difficulty;
  /** The game it came from (difficulty, start rule and seed), so a game enters once. */
  readonly game: string;
}

/** PLT's `clean-string`: upper case, cut to 10, anything but A–Z, 0–9, + and − a space. */
export function cleanName(name: string): string {
  const cut = name.toUpperCase().slice(0, NAME_LENGTH);
  return cut.replace(/[^-A-Z0-9+]/g, ' ').trim() || 'UNKNOWN';
}

/** Where `score` would enter the table (PLT: above the first entry it beats), or null. */
export function placeOf(table: readonly HighScore[], score: number): number | null {
  if (score <= 0) return null;
  const i = table.findIndex((e) => score > e.score);
  if (i >= 0) return i;
  return table.length < TABLE_SIZE ? table.length : null;
}

/** The table with `entry` in its place, ten at most; unchanged if it does not enter or is in. */
export function enter(table: readonly HighScore[], entry: HighScore): HighScore[] {
  if (table.some((e) => e.game === entry.game)) return table.slice();
  const at = placeOf(table, entry.score);
  if (at === null) return table.slice();
  const out = [
    ...table.slice(0, at),
    { ...entry, name: cleanName(entry.name) },
    ...table.slice(at),
  ];
  return out.slice(0, TABLE_SIZE);
}

/** A table read from storage: entries that are not well formed are dropped, not trusted. */
export function readTable(raw: unknown): HighScore[] {
  if (!Array.isArray(raw)) return [];
  const good = raw.filter(
    (e): e is HighScore =>
      typeof e === 'object' &&
      e !== null &&
      typeof e.name === 'string' &&
      Number.isSafeInteger(e.score) &&
      Number.isSafeInteger(e.level) &&
      typeof e.difficulty === 'string' &&
      typeof e.game === 'string',
  );
  return good.sort((a, b) => b.score - a.score).slice(0, TABLE_SIZE);
}
