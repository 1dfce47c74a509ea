/**
 * Where sessions keep their games. A save is keyed by game, parameters and seed, so opening a
 * shared link never overwrites another game in progress; `last` remembers which save to resume
 * when a game is opened from the console.
 */
export interface SaveStore {
  load(key: string): Promise<unknown>;
  save(gameId: string, key: string, record: unknown): Promise<void>;
  lastKey(gameId: string): Promise<string | undefined>;
  /** Keeps a save that could not be restored, with the reason, instead of deleting it. */
  quarantine(key: string, record: unknown, reason: string): Promise<void>;
}

export class MemorySaveStore implements SaveStore {
  readonly saves = new Map<string, unknown>();
  readonly last = new Map<string, string>();
  readonly broken: { key: string; record: unknown; reason: string }[] = [];

  async load(key: string) {
    return this.saves.get(key);
  }

  async save(gameId: string, key: string, record: unknown) {
    this.saves.set(key, structuredClone(record));
    this.last.set(gameId, key);
  }

  async lastKey(gameId: string) {
    return this.last.get(gameId);
  }

  async quarantine(key: string, record: unknown, reason: string) {
    this.broken.push({ key, record, reason });
    this.saves.delete(key);
  }
}
