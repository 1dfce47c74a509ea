import { describe, expect, it } from 'vitest';
import { REPLACED_BY_RESTORE, restoreAside } from './restore-aside.ts';
import { MemorySaveStore, type SaveOutcome } from './save-store.ts';

const KEY = 'lights-out?size=5&seed=1';
const line = (...moves: string[]) => ({ moves, index: moves.length });

async function storeWithAside(saved: unknown, aside: unknown) {
  const store = new MemorySaveStore();
  if (saved !== undefined) await store.save('lights-out', KEY, saved, 0);
  await store.setAside(KEY, aside, 'another tab played this game');
  const [entry] = await store.keptAside();
  if (!entry) throw new Error('nothing set aside');
  return { store, entry };
}

describe('restoring a line set aside', () => {
  it('makes it the save when the game has none, and forgets it among those set aside', async () => {
    const { store, entry } = await storeWithAside(undefined, line('a1', 'b2'));
    expect(await restoreAside(store, entry)).toBe(false);
    expect((await store.load(KEY))?.data).toEqual(line('a1', 'b2'));
    expect(await store.lastKey('lights-out')).toBe(KEY);
    expect(await store.keptAside()).toEqual([]);
  });

  it('sets the save it replaces aside, so both lines are still kept', async () => {
    const { store, entry } = await storeWithAside(line('c3'), line('a1', 'b2'));
    expect(await restoreAside(store, entry)).toBe(true);
    expect((await store.load(KEY))?.data).toEqual(line('a1', 'b2'));
    const aside = await store.keptAside();
    expect(aside.map((a) => [a.record, a.reason])).toEqual([[line('c3'), REPLACED_BY_RESTORE]]);
  });

  it('sets nothing aside when the restored line plays on from the save', async () => {
    const { store, entry } = await storeWithAside(line('a1'), line('a1', 'b2'));
    expect(await restoreAside(store, entry)).toBe(false);
    expect((await store.load(KEY))?.data).toEqual(line('a1', 'b2'));
    expect(await store.keptAside()).toEqual([]);
  });

  it('keeps the line another tab saves while the restore is under way', async () => {
    const { store, entry } = await storeWithAside(line('c3'), line('a1', 'b2'));
    const save = store.save.bind(store);
    let raced = false;
    store.save = async (game, key, record, base): Promise<SaveOutcome> => {
      if (!raced) {
        raced = true;
        await save(game, key, line('c3', 'd4'), base);
      }
      return save(game, key, record, base);
    };
    await restoreAside(store, entry);
    expect((await store.load(KEY))?.data).toEqual(line('a1', 'b2'));
    const kept = (await store.keptAside()).map((a) => a.record);
    expect(kept).toContainEqual(line('c3', 'd4'));
    expect(kept).not.toContainEqual(line('a1', 'b2'));
  });
});
