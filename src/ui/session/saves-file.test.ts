import { describe, expect, it } from 'vitest';
import { RECORD_FORMAT } from '../../core/record.ts';
import { RNG_ALGORITHM } from '../../core/rng.ts';
import { describeImport, IMPORTED_OTHER_LINE, importSaves } from './import-saves.ts';
import { MemorySaveStore } from './save-store.ts';
import { readSavesFile, savesFile } from './saves-file.ts';

const KEY = 'lights-out?size=5&board=random&seed=7';

const record = (moves: string[]) => ({
  format: RECORD_FORMAT,
  game: 'lights-out',
  params: { size: '5', board: 'random' },
  seed: 7,
  rng: RNG_ALGORITHM,
  moves,
  index: moves.length,
  seats: [{ kind: 'human' }],
});

/** The text of a file holding `saves`, as the console writes it. */
const fileText = (saves: { key: string; data: unknown }[]) =>
  JSON.stringify(savesFile(saves, [], new Date('2025-01-01T00:00:00Z')));

describe('the saves file', () => {
  it('reads back what it wrote', () => {
    const saves = [
      { key: KEY, data: record(['a1', 'b2']) },
      { key: 'scratchpad?app', data: { text: 'hello' } },
    ];
    const read = readSavesFile(fileText(saves));
    expect(read.ok && read.value.saves).toEqual([
      { key: KEY, record: record(['a1', 'b2']) },
      { key: 'scratchpad?app', record: { text: 'hello' } },
    ]);
  });

  it.each([
    ['{"saves": [', /^it is not JSON \(/],
    ['{"format": "something else"}', /^it is not a saves file of this games collection/],
    [
      '{"format": "games-collection-saves", "version": 2}',
      /^it was written by a newer version of the games \(file version 2; this page reads 1\)$/,
    ],
    [
      '{"format": "games-collection-saves", "version": 1, "exported": "x", "saves": {}}',
      /^file\.saves: Invalid input: expected array/,
    ],
  ])('names what is wrong with %s', (text, message) => {
    const read = readSavesFile(text);
    expect(read.ok ? 'read' : read.error).toMatch(message);
  });

  it('names the first bad entry by its place', () => {
    const bad = (data: unknown, key = KEY) => {
      const read = readSavesFile(
        fileText([
          { key: KEY, data: record([]) },
          { key, data },
        ]),
      );
      return read.ok ? 'read' : read.error;
    };
    expect(bad({ ...record([]), moves: 'a1' })).toBe(
      'saves.1: record.moves: Invalid input: expected array, received string',
    );
    expect(bad(record([]), 'chess?seed=1')).toBe(
      'saves.1: key "chess?seed=1" names no game of this collection',
    );
    expect(bad(record([]), 'lights-out?size=5&board=random&seed=8')).toBe(
      'saves.1: key "lights-out?size=5&board=random&seed=8" does not match its record',
    );
  });
});

describe('importing saves', () => {
  const read = (saves: { key: string; data: unknown }[]) => {
    const file = readSavesFile(fileText(saves));
    if (!file.ok) throw new Error(file.error);
    return file.value;
  };

  it('adds a game that is not here and makes it the one to resume', async () => {
    const store = new MemorySaveStore();
    const report = await importSaves(store, read([{ key: KEY, data: record(['a1']) }]));
    expect(report).toEqual({
      added: 1,
      updated: 0,
      unchanged: 0,
      setAside: 0,
      asideAdded: 0,
      asideSkipped: 0,
    });
    expect(describeImport(report)).toBe('Imported 1 save: 1 added.');
    expect(store.saves.get(KEY)?.data).toEqual(record(['a1']));
    expect(await store.lastKey('lights-out')).toBe(KEY);
  });

  it('never overwrites another line: it waits beside it, set aside', async () => {
    const store = new MemorySaveStore();
    await store.save('lights-out', KEY, record(['c3']), 0);
    const report = await importSaves(store, read([{ key: KEY, data: record(['a1']) }]));
    expect(report.setAside).toBe(1);
    expect(store.saves.get(KEY)?.data).toEqual(record(['c3']));
    expect(store.aside).toEqual([
      expect.objectContaining({ key: KEY, record: record(['a1']), reason: IMPORTED_OTHER_LINE }),
    ]);
    expect(describeImport(report)).toBe(
      'Imported 1 save: 1 set aside beside another line of the same game saved here.',
    );
  });

  it('replaces a line only with one that plays further along it', async () => {
    const store = new MemorySaveStore();
    await store.save('lights-out', KEY, record(['a1']), 0);
    const further = await importSaves(store, read([{ key: KEY, data: record(['a1', 'b2']) }]));
    expect(further.updated).toBe(1);
    const behind = await importSaves(store, read([{ key: KEY, data: record(['a1']) }]));
    expect(behind.unchanged).toBe(1);
    expect(store.saves.get(KEY)?.data).toEqual(record(['a1', 'b2']));
    expect(store.aside).toEqual([]);
  });

  it('brings each line set aside in once, however often the file lists it, and says so', async () => {
    const store = new MemorySaveStore();
    const line = { key: KEY, record: record(['e5']), reason: 'why', at: '2025-01-01' };
    const other = { ...line, record: record(['d4']) };
    const file = readSavesFile(JSON.stringify(savesFile([], [line, line, other, line])));
    if (!file.ok) throw new Error(file.error);
    const first = await importSaves(store, file.value);
    expect(store.aside.map((a) => a.record)).toEqual([record(['e5']), record(['d4'])]);
    expect(first).toMatchObject({ asideAdded: 2, asideSkipped: 2 });
    expect(describeImport(first)).toBe(
      'Imported 0 saves; 2 lines set aside brought in, 2 skipped as duplicates.',
    );
    const again = await importSaves(store, file.value);
    expect(store.aside).toHaveLength(2);
    expect(describeImport(again)).toBe(
      'Imported 0 saves; 0 lines set aside brought in, 4 skipped as duplicates.',
    );
  });

  it('brings the lines set aside along, once', async () => {
    const store = new MemorySaveStore();
    const aside = [{ key: KEY, record: record(['e5']), reason: 'why', at: '2025-01-01' }];
    const file = readSavesFile(JSON.stringify(savesFile([], aside)));
    if (!file.ok) throw new Error(file.error);
    await importSaves(store, file.value);
    await importSaves(store, file.value);
    expect(store.aside.map((a) => a.record)).toEqual([record(['e5'])]);
  });
});
