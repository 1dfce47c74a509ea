/**
 * Where sessions keep their games. A save is keyed by game, parameters and seed, so opening a
 * shared link never overwrites another game in progress; `last` remembers which save to resume
 * when a game is opened from the console.
 *
 * Every write to a key raises its revision by one, and a write names the revision it replaces:
 * two tabs on one game (or an import) cannot overwrite each other unseen, because the later
 * writer is handed the save it would have replaced instead.
 */
export interface SaveStore {
  load(key: string): Promise<Saved | undefined>;
  /**
   * Writes `record` under `key` and makes it the game's last, if the save there is still at
   * revision `base` (0: no save yet) or there is none; otherwise changes nothing and returns
   * the save there.
   */
  save(gameId: string, key: string, record: unknown, base: number): Promise<SaveOutcome>;
  lastKey(gameId: string): Promise<string | undefined>;
  /** Keeps a copy of a line of play that is leaving its key (unrestorable, or replaced). */
  setAside(key: string, record: unknown, reason: string): Promise<void>;
  /** Every save, for the console's list and export. */
  list(): Promise<SavedEntry[]>;
  /** Every line set aside, oldest first. */
  keptAside(): Promise<KeptAsideEntry[]>;
  /** Forgets a line set aside (once restored: see restore-aside.ts). */
  dropAside(id: number): Promise<void>;
}

/** A save as stored: the record and its revision. */
export interface Saved {
  data: unknown;
  revision: number;
}

export interface SavedEntry extends Saved {
  key: string;
}

export type SaveOutcome = { ok: true; revision: number } | { ok: false; theirs: Saved };

export interface KeptAside {
  key: string;
  record: unknown;
  reason: string;
  /** When it was set aside, as an ISO date. */
  at: string;
}

/** A line set aside as the store holds it, with the store's number for it. */
export interface KeptAsideEntry extends KeptAside {
  id: number;
}

/** The game a save key belongs to: `lights-out?size=5&seed=1` → `lights-out`. */
export const gameOfKey = (key: string): string => key.slice(0, Math.max(0, key.indexOf('?')));

/** The store for tests: the same contract as IndexedDB's, revisions included. */
export class MemorySaveStore implements SaveStore {
  readonly saves = new Map<string, Saved>();
  readonly last = new Map<string, string>();
  readonly aside: KeptAsideEntry[] = [];
  private nextAside = 1;

  async load(key: string) {
    return structuredClone(this.saves.get(key));
  }

  async save(gameId: string, key: string, record: unknown, base: number): Promise<SaveOutcome> {
    const theirs = this.saves.get(key);
    if (theirs && theirs.revision !== base) return { ok: false, theirs: structuredClone(theirs) };
    const revision = (theirs?.revision ?? 0) + 1;
    this.saves.set(key, { data: structuredClone(record), revision });
    this.last.set(gameId, key);
    return { ok: true, revision };
  }

  async lastKey(gameId: string) {
    return this.last.get(gameId);
  }

  async setAside(key: string, record: unknown, reason: string) {
    const at = new Date().toISOString();
    this.aside.push({ id: this.nextAside++, key, record: structuredClone(record), reason, at });
  }

  async list() {
    return [...this.saves].map(([key, saved]) => ({ key, ...structuredClone(saved) }));
  }

  async keptAside() {
    return structuredClone(this.aside);
  }

  async dropAside(id: number) {
    const at = this.aside.findIndex((entry) => entry.id === id);
    if (at >= 0) this.aside.splice(at, 1);
  }
}
