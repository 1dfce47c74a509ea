import { describe, expect, it, vi } from 'vitest';
import { type DrawPileObservation, FACE_DOWN } from '../../../tests/games/draw-pile/rules.ts';
import type { AiContext, AiPlayer } from '../../core/ai.ts';
import { CHANCE, type Game, IllegalMoveError } from '../../core/game.ts';
import { err, ok } from '../../core/result.ts';
import { RNG_ALGORITHM } from '../../core/rng.ts';
import type { AnyEngine, GameDescriptor, GameEngine } from '../../games/descriptor.ts';
import { findGame } from '../../games/registry.ts';
import { createEngineApi, type Progress } from '../../workers/engine-api.ts';
import type { Engine } from '../engine/engine.ts';
import { MemoryStatsStore } from '../stats/stats.ts';
import { openSession } from './open-session.ts';
import { MemorySaveStore } from './save-store.ts';
import type { Session, SessionDeps } from './session.ts';
import { LocalTables } from './table-client.ts';

/**
 * Nim: take 1 to 3 from a pile; whoever takes the last one wins. Small enough to reason about.
 * With `wind` on, chance blows one stone back onto the pile (or not) after every take.
 */
interface Nim {
  pile: number;
  toMove: number;
  /** Chance is to act: a stone may come back. */
  wind?: boolean;
}
type NimParams = { pile: number; wind: boolean };

const nim: Game<Nim, number, NimParams> = {
  id: 'nim',
  title: 'Nim',
  set: 'Other Games',
  players: () => 2,
  chance: true,
  hiddenInformation: false,
  params: {
    pile: { kind: 'int', label: 'Pile', min: 4, max: 30, default: 10 },
    wind: { kind: 'bool', label: 'Wind', default: false },
  },
  setup: (p) => ({ pile: p.pile, toMove: 0, ...(p.wind && { wind: false }) }),
  toMove: (s) => (s.wind ? CHANCE : s.toMove),
  legalMoves: (s) => (s.wind ? [0, 1] : [1, 2, 3].filter((n) => n <= s.pile)),
  chanceOutcomes: () => [
    { move: 0, probability: 0.5 },
    { move: 1, probability: 0.5 },
  ],
  play(s, n) {
    if (s.wind) {
      if (n !== 0 && n !== 1) throw new IllegalMoveError(`the wind brings 0 or 1, not ${n}`);
      return { pile: s.pile + n, toMove: s.toMove, wind: false };
    }
    if (![1, 2, 3].includes(n) || n > s.pile) throw new IllegalMoveError(`cannot take ${n}`);
    const next = { pile: s.pile - n, toMove: 1 - s.toMove };
    return s.wind === false && next.pile > 0 ? { ...next, wind: true } : next;
  },
  result: (s) => (s.pile === 0 ? { kind: 'win', winner: 1 - s.toMove } : null),
  moveToString: String,
  parseMove: (t) => (/^[0-3]$/.test(t) ? ok(Number(t)) : err(`bad take "${t}"`)),
  stateToString: (s) => `${s.pile} ${s.toMove}`,
  parseState: (t) => {
    const [pile, toMove] = t.split(' ').map(Number);
    return ok({ pile: pile ?? 0, toMove: toMove ?? 0 });
  },
  moveList: {
    format: (moves) => moves.join(''),
    parse(initial, text) {
      let state = initial;
      for (const c of text) {
        if (!nim.legalMoves(state).includes(Number(c))) return err(`cannot take "${c}"`);
        state = nim.play(state, Number(c));
      }
      return ok([...text].map(Number));
    },
  },
};

/** The perfect player leaves a multiple of four. */
const best = (s: Nim) => (s.pile % 4 === 0 ? 1 : s.pile % 4);

const perfect: AiPlayer<Nim, number> = { id: 'perfect', label: 'Perfect', choose: best };

type NimStudy = { winning: boolean | string };

const engine: GameEngine<Nim, number, Nim, NimStudy> = {
  rules: nim,
  ais: [perfect],
  hint: (s) => ({ moves: [best(s)], why: `It leaves ${s.pile - best(s)} stones.` }),
  analyze: (s, { progress }) => {
    progress(0.5, { winning: 'not known yet' });
    progress(1);
    return { winning: s.pile % 4 !== 0 };
  },
  /** Each take with what it leaves: a multiple of four wins. */
  analysisList: (study, s) => ({
    rows: [1, 2, 3]
      .filter((n) => n <= s.pile)
      .map((n) => ({
        move: n,
        text: `take ${n}`,
        value: `${s.pile - n} left`,
        score: (s.pile - n) % 4 === 0 ? 1 : 0,
      }))
      .sort((a, b) => b.score - a.score),
    summary: String(study.winning),
  }),
};

const descriptor: GameDescriptor<Nim, number, NimParams> = {
  kind: 'game',
  info: nim,
  icon: '<svg/>',
  help: async () => '# Nim',
  rules: async () => nim,
  view: async () => () => null,
  engine: async () => engine,
  ais: [perfect],
  hint: true,
  analysis: 'toggle',
};

/**
 * The page's dependencies with the table in this thread. The table has its computer seats move
 * on a timer's turn in the browser; here their turns wait in `pending` until `settle` runs them,
 * so a test sees each step happen in order and never sleeps.
 */
type TestDeps = SessionDeps & {
  store: MemorySaveStore;
  stats: MemoryStatsStore;
  clock: number;
  /** Runs the table's waiting work (the computer seats' turns) and the promises it sets off. */
  settle(): Promise<void>;
};

/** A macrotask's turn: every promise settled so far has run its callbacks. */
const turn = () => new Promise<void>((done) => setImmediate(done));

function deps(store = new MemorySaveStore(), engineOf: AnyEngine = engine): TestDeps {
  const api = createEngineApi(async () => engineOf);
  const engineClient: Engine = { run: api.run, cancel: () => {} };
  const pending: (() => void)[] = [];
  let next = 1000;
  const d: TestDeps = {
    engine: engineClient,
    tables: new LocalTables(
      async () => engineOf,
      (fn) => pending.push(fn),
    ),
    store,
    stats: new MemoryStatsStore(),
    freshSeed: () => next++,
    clock: 0,
    now: () => d.clock,
    async settle() {
      await turn();
      for (let work = pending.shift(); work; work = pending.shift()) {
        work();
        await turn();
      }
    },
  };
  return d;
}

const open = (
  query: Record<string, string>,
  d = deps(),
  desc: GameDescriptor<Nim, number, NimParams> = descriptor,
) =>
  openSession(
    desc as unknown as GameDescriptor<unknown, number>,
    nim as unknown as Game<unknown, number>,
    query,
    d,
  );

/** What the board shows: Nim hides nothing, so the viewer's observation is the state. */
const stateOf = (s: Session<number, unknown>) => s.observation.value as Nim;

describe('session', () => {
  it('deals a new game with defaults and a fresh seed, and a canonical URL', async () => {
    const s = await open({});
    expect(stateOf(s)).toEqual({ pile: 10, toMove: 0 });
    expect(s.url.value).toBe('#/nim?pile=10&wind=false&seed=1000');
    s.move(2);
    s.move(3);
    expect(s.url.value).toBe('#/nim?pile=10&wind=false&seed=1000&moves=23');
    expect(s.notice.value).toBeNull();
  });

  it('names bad URL values and falls back to defaults', async () => {
    const s = await open({ pile: '99', seed: 'x', colour: 'red' });
    expect(stateOf(s).pile).toBe(10);
    expect(s.notice.value).toContain('pile="99": must be from 4 to 30');
    expect(s.notice.value).toContain('seed "x"');
    expect(s.notice.value).toContain('unknown parameter "colour"');
  });

  it('plays the moves a URL carries, and names bad ones', async () => {
    const s = await open({ pile: '10', seed: '1', moves: '231' });
    expect(stateOf(s)).toEqual({ pile: 4, toMove: 1 });
    const bad = await open({ pile: '10', seed: '2', moves: '29' });
    expect(stateOf(bad).pile).toBe(10);
    expect(bad.notice.value).toBe('URL: moves "29": cannot take "9"; showing the start.');
  });

  it('resumes the save, redo included, when the URL shows its moves', async () => {
    const d = deps();
    const s = await open({ pile: '10', seed: '1' }, d);
    s.move(2);
    s.move(3);
    s.undo();
    await s.flush();
    const again = await open({ pile: '10', seed: '1', moves: '2' }, d);
    expect(again.canRedo.value).toBe(true);
    const other = await open({ pile: '10', seed: '1', moves: '3' }, d);
    expect(other.canRedo.value).toBe(false);
    expect(stateOf(other).pile).toBe(7);
  });

  it('keeps the seats across a reload', async () => {
    const d = deps();
    const s = await open({ pile: '10', seed: '1' }, d);
    s.setSeat(1, { kind: 'ai', ai: 'perfect' });
    await s.flush();
    expect((await open({}, d)).seats.value).toEqual([
      { kind: 'human' },
      { kind: 'ai', ai: 'perfect' },
    ]);
  });

  it("refuses an illegal move with the table's reason and no change", async () => {
    const s = await open({ pile: '5', seed: '1' });
    expect(s.move(7)).toBe(false);
    await turn();
    expect(s.notice.value).toBe('Illegal move: bad take "7"');
    expect(s.index.value).toBe(0);
  });

  it('autosaves the public record, then resumes by exact URL and from the console', async () => {
    const d = deps();
    const s = await open({ pile: '12', seed: '5' }, d);
    s.move(2);
    s.move(3);
    s.undo();
    await s.flush();
    expect(s.saves.saveState.value).toBe('saved');
    expect(d.store.saves.get('nim?pile=12&wind=false&seed=5')?.data).toMatchObject({
      format: 2,
      moves: ['2', '3'],
      index: 1,
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    for (const query of [{ pile: '12', seed: '5' }, {}] as Record<string, string>[]) {
      const again = await open(query, d);
      expect(stateOf(again)).toEqual({ pile: 10, toMove: 1 });
      expect(again.canRedo.value).toBe(true);
    }
    const other = await open({ pile: '12', seed: '6' }, d);
    expect(stateOf(other).pile).toBe(12);
  });

  it('resumes a game just dealt, before any move, from the console', async () => {
    const d = deps();
    const first = await open({ pile: '12', seed: '5' }, d);
    first.move(1);
    await first.flush();
    const second = await open({ pile: '20', seed: '6' }, d);
    await second.flush();
    expect(stateOf(await open({}, d))).toEqual({ pile: 20, toMove: 0 });
  });

  it('keeps a save that no longer replays aside and says so', async () => {
    const d = deps();
    const key = 'nim?pile=10&wind=false&seed=3';
    const broken = { format: 1, game: 'nim', moves: ['9'] };
    await d.store.save('nim', key, broken, 0);
    const s = await open({ pile: '10', seed: '3' }, d);
    expect(stateOf(s).pile).toBe(10);
    expect(s.notice.value).toContain('could not be restored');
    expect(d.store.aside.map((a) => a.record)).toEqual([broken]);
    // The new game takes the key without a second copy set aside.
    await s.flush();
    expect(d.store.aside).toHaveLength(1);
    expect(s.saves.saveState.value).toBe('saved');
  });

  it('says a save from a newer version is one, and keeps it aside', async () => {
    const d = deps();
    const key = 'nim?pile=10&wind=false&seed=3';
    const newer = { format: 3, game: 'nim', moves: ['1'], future: true };
    await d.store.save('nim', key, newer, 0);
    const s = await open({ pile: '10', seed: '3' }, d);
    expect(s.notice.value).toContain(
      'comes from a newer version of the collection (save format 3; this version reads up to 2)',
    );
    expect(d.store.aside.map((a) => a.record)).toEqual([newer]);
  });

  it('lets the AI seat answer, and undo takes back both moves', async () => {
    const d = deps();
    const s = await open({ pile: '10', seed: '1' }, d);
    s.setSeat(1, { kind: 'ai', ai: 'perfect' });
    s.move(1);
    expect(s.index.value).toBe(1);
    expect(s.humanToMove.value).toBe(false);
    await d.settle();
    expect(s.index.value).toBe(2);
    expect(stateOf(s).pile).toBe(8);
    expect(s.humanToMove.value).toBe(true);
    s.undo();
    expect(s.index.value).toBe(0);
    expect(stateOf(s).pile).toBe(10);
  });

  it('plays AI against AI to the end unless paused', async () => {
    const d = deps();
    const s = await open({ pile: '9', seed: '1' }, d);
    s.setPaused(true);
    s.setSeat(0, { kind: 'ai', ai: 'perfect' });
    s.setSeat(1, { kind: 'ai', ai: 'perfect' });
    await d.settle();
    // A paused table asks for no move at all.
    expect(s.index.value).toBe(0);
    expect(s.thinking.value).toBe(false);
    s.setPaused(false);
    await d.settle();
    expect(s.result.value).toEqual({ kind: 'win', winner: 0 });
  });

  it('analyses each new position while analysis is on, cancelling the one before', async () => {
    const d = deps();
    const cancelled = vi.spyOn(d.engine, 'cancel');
    const studies = () => cancelled.mock.calls.filter(([lane]) => lane === 'study').length;
    const s = await open({ pile: '10', seed: '1' }, d);
    s.hints.toggleAnalysis();
    await vi.waitFor(() => expect(s.hints.analysis.value).toEqual({ winning: true }));
    expect(s.hints.analysisProgress.value).toBeNull();
    const before = studies();
    s.move(2);
    expect(studies()).toBe(before + 1);
    await vi.waitFor(() => expect(s.hints.analysis.value).toEqual({ winning: false }));
    s.hints.toggleAnalysis();
    expect(s.hints.analysis.value).toBeNull();
  });

  it('offers no analysis where the game says it would find nothing', async () => {
    const smallOnly = { ...descriptor, analysisFor: (p: NimParams) => p.pile <= 20 };
    const d = deps();
    const run = vi.spyOn(d.engine, 'run');
    const big = await open({ pile: '30', seed: '1' }, d, smallOnly);
    expect(big.analysable).toBe(false);
    big.hints.toggleAnalysis();
    expect(big.hints.analysisOn.value).toBe(false);
    expect(big.hints.analysisProgress.value).toBeNull();
    expect(run.mock.calls.filter(([, name]) => name === 'analyze')).toEqual([]);
    expect((await open({ pile: '12', seed: '1' }, d, smallOnly)).analysable).toBe(true);
  });

  it('passes the analysis so far through the engine, with its progress', async () => {
    const seen: unknown[][] = [];
    const observation = { pile: 9, toMove: 0 };
    const result = await deps().engine.run('nim', 'analyze', { observation }, (...report) =>
      seen.push(report),
    );
    const rows = [
      { move: 1, text: 'take 1', value: '8 left', score: 1 },
      { move: 2, text: 'take 2', value: '7 left', score: 0 },
      { move: 3, text: 'take 3', value: '6 left', score: 0 },
    ];
    // The result so far comes listed too, by the game's own adapter.
    expect(seen).toEqual([
      [0.5, { result: { winning: 'not known yet' }, list: { rows, summary: 'not known yet' } }],
      [1, undefined],
    ]);
    expect(result).toEqual({ result: { winning: true }, list: { rows, summary: 'true' } });
  });

  it('lists the analysis for the panel, and shows a picked row on the board until the board changes', async () => {
    const s = await open({ pile: '10', seed: '1' });
    const h = s.hints;
    h.toggleAnalysis();
    await vi.waitFor(() =>
      expect(h.analysisList.value?.rows.map((r) => r.text)).toEqual(['take 2', 'take 1', 'take 3']),
    );
    const row = h.analysisList.value?.rows[1];
    if (!row) throw new Error('no row');
    h.showRow(row);
    expect(h.hint.value).toEqual([1]);
    h.showRow(row);
    expect(h.hint.value).toBeNull();
    h.showRow(row);
    s.move(2);
    expect(h.shown.value).toBeNull();
    expect(h.hint.value).toBeNull();
  });

  it('shows the analysis so far while it runs, and ignores one abandoned', async () => {
    // What the engine sends: the game's result, and its list (none for this test's studies).
    const study = (result: unknown) => ({ result, list: null });
    const runs: { pile: number; progress: Progress; finish(result: unknown): void }[] = [];
    const d = deps();
    const run = d.engine.run;
    d.engine.run = (game, name, input, progress) => {
      if (name !== 'analyze' || !progress) return run(game, name, input, progress);
      const { pile } = (input as { observation: Nim }).observation;
      return new Promise((finish) => runs.push({ pile, progress, finish }));
    };
    const s = await open({ pile: '10', seed: '1' }, d);
    const h = s.hints;
    h.toggleAnalysis();
    const [first] = runs;
    if (!first) throw new Error('no analysis started');
    first.progress(0.25, study({ depth: 1 }));
    expect(h.analysis.value).toEqual({ depth: 1 });
    expect(h.analysisProgress.value).toBe(0.25);
    first.progress(0.5);
    expect(h.analysis.value).toEqual({ depth: 1 });
    expect(h.analysisProgress.value).toBe(0.5);
    first.progress(0.75, study({ depth: 2 }));
    expect(h.analysis.value).toEqual({ depth: 2 });

    s.move(2);
    expect(h.analysis.value).toBeNull();
    expect(runs.map((r) => r.pile)).toEqual([10, 8]);
    first.progress(1, study({ depth: 3 }));
    first.finish(study({ depth: 3 }));
    await Promise.resolve();
    expect(h.analysis.value).toBeNull();
    expect(h.analysisProgress.value).toBe(0);

    runs[1]?.progress(0.5, study({ depth: 1 }));
    h.toggleAnalysis();
    runs[1]?.progress(0.75, study({ depth: 2 }));
    runs[1]?.finish(study({ depth: 2 }));
    await Promise.resolve();
    expect(h.analysis.value).toBeNull();
    expect(h.analysisProgress.value).toBeNull();
  });

  it('keeps the hint up to date while it is on', async () => {
    const s = await open({ pile: '10', seed: '1' });
    s.hints.toggleHint();
    await vi.waitFor(() => expect(s.hints.hint.value).toEqual([2]));
    expect(s.hints.found.value?.why).toBe('It leaves 8 stones.');
    s.move(1);
    expect(s.hints.hint.value).toBeNull();
    await vi.waitFor(() => expect(s.hints.hint.value).toEqual([1]));
    s.hints.toggleHint();
    expect(s.hints.hint.value).toBeNull();
  });

  it("asks for no hint on the computer's turn", async () => {
    const d = deps();
    const asked = vi.spyOn(d.engine, 'run');
    const s = await open({ pile: '10', seed: '1' }, d);
    s.setSeat(1, { kind: 'ai', ai: 'perfect' });
    s.hints.toggleHint();
    s.move(2);
    expect(s.hints.hint.value).toBeNull();
    await d.settle();
    await vi.waitFor(() => expect(s.hints.hint.value).toEqual([3]));
    const hints = asked.mock.calls.filter(([, name]) => name === 'hint');
    expect(hints.map(([, , input]) => (input as { observation: Nim }).observation.pile)).toEqual([
      10, 7,
    ]);
  });

  it("resolves chance from the seed, saves only the players' moves, and replays the same", async () => {
    const d = deps();
    const s = await open({ pile: '20', wind: 'true', seed: '7' }, d);
    s.move(3);
    s.move(2);
    // Each take is followed by the wind's outcome, played by the table itself.
    const moves = s.view.value.moves;
    expect(moves.map((m) => m.mover)).toEqual([0, 'chance', 1, 'chance']);
    expect(s.index.value).toBe(4);
    expect(s.humanToMove.value).toBe(true);
    await s.flush();
    const saved = d.store.saves.get('nim?pile=20&wind=true&seed=7')?.data;
    expect(saved).toMatchObject({ format: 2, moves: ['3', '2'], index: 2 });
    const again = await open({ pile: '20', wind: 'true', seed: '7' }, d);
    expect(again.view.value.moves).toEqual(moves);
    const fresh = await open({ pile: '20', wind: 'true', seed: '7' }, deps());
    fresh.move(3);
    fresh.move(2);
    expect(fresh.view.value.moves).toEqual(moves);
  });

  it('loads a save of the first format, chance outcomes and all, and saves it in the second', async () => {
    const d = deps();
    const s = await open({ pile: '20', wind: 'true', seed: '7' }, d);
    s.move(3);
    s.move(2);
    s.undo();
    const line = s.view.value.moves;
    const chance = line.filter((m) => m.mover === 'chance').map((m) => m.text);
    const key = 'nim?pile=20&wind=true&seed=7';
    // The save the page wrote before the table: every ply's move, the wind's outcomes included.
    const v1 = {
      format: 1,
      game: 'nim',
      params: { pile: '20', wind: 'true' },
      seed: 7,
      rng: RNG_ALGORITHM,
      moves: ['3', chance[0], '2', chance[1]],
      index: 2,
      seats: [{ kind: 'human' }, { kind: 'human' }],
    };
    const old = deps();
    await old.store.save('nim', key, v1, 0);
    const migrated = await open({}, old);
    expect(migrated.view.value.moves).toEqual(line);
    expect(migrated.index.value).toBe(2);
    expect(migrated.canRedo.value).toBe(true);
    await migrated.flush();
    expect(old.store.saves.get(key)?.data).toMatchObject({
      format: 2,
      moves: ['3', '2'],
      index: 1,
    });
    expect(old.store.aside).toEqual([]);
    const reopened = await open({}, old);
    expect(reopened.view.value.moves).toEqual(line);
    expect(reopened.index.value).toBe(2);
  });

  it('undoes past chance only where the game allows it, and says why not', async () => {
    const free = await open({ pile: '20', wind: 'true', seed: '7' });
    free.move(3);
    expect(free.canUndo.value).toBe(true);
    free.undo();
    expect(free.index.value).toBe(0);

    const strict = await open({ pile: '20', wind: 'true', seed: '7' }, deps(), {
      ...descriptor,
      undo: 'before-chance',
    });
    strict.move(3);
    expect(strict.canUndo.value).toBe(false);
    expect(strict.undoWhy.value).toBe(
      'Undo stops at the last roll or draw: taking it back would show what comes next.',
    );
    strict.undo();
    strict.reset();
    expect(strict.index.value).toBe(2);

    const none = await open({ pile: '20', seed: '7' }, deps(), {
      ...descriptor,
      undo: 'none',
      undoWhy: 'Nim is played for keeps.',
    });
    expect(none.undoWhy.value).toBeNull();
    none.move(3);
    expect(none.undoWhy.value).toBe('Nim is played for keeps.');
  });

  it("drops a computer seat's turn when the seat changes or the game is paused before it", async () => {
    const d = deps();
    const s = await open({ pile: '10', seed: '1' }, d);
    s.setSeat(0, { kind: 'ai', ai: 'perfect' });
    s.setSeat(0, { kind: 'human' });
    await d.settle();
    expect(s.index.value).toBe(0);
    expect(s.humanToMove.value).toBe(true);

    s.setSeat(0, { kind: 'ai', ai: 'perfect' });
    s.setPaused(true);
    await d.settle();
    expect(s.paused.value).toBe(true);
    expect(s.index.value).toBe(0);
    expect(s.humanToMove.value).toBe(false);
  });

  it('keeps the chosen opponent for a new game, and a fixed seat whatever was saved', async () => {
    const d = deps();
    const s = await open({ pile: '10', seed: '1' }, d);
    s.setSeat(1, { kind: 'ai', ai: 'perfect' });
    await s.flush();
    const next = await open({ pile: '12', seed: '2' }, d);
    expect(next.seats.value).toEqual([{ kind: 'human' }, { kind: 'ai', ai: 'perfect' }]);

    const fixed = { ...descriptor, seats: [{}, { ai: 'perfect', fixed: true }] };
    const house = await open({ pile: '12', seed: '3' }, deps(), fixed);
    expect(house.seats.value[1]).toEqual({ kind: 'ai', ai: 'perfect' });
    house.setSeat(1, { kind: 'human' });
    expect(house.seats.value[1]).toEqual({ kind: 'ai', ai: 'perfect' });
  });

  it("leaves another game's save alone when `last` points at it", async () => {
    const d = deps();
    const other = { format: 1, game: 'lights-out', params: {}, seed: 1, moves: [], index: 0 };
    await d.store.save('lights-out', 'lights-out?size=5&seed=1', other, 0);
    d.store.last.set('nim', 'lights-out?size=5&seed=1');
    const s = await open({}, d);
    expect(stateOf(s).pile).toBe(10);
    expect(d.store.aside).toEqual([]);
    expect(d.store.saves.get('lights-out?size=5&seed=1')?.data).toEqual(other);
  });

  it("shows a person's move at once, before the table's view of it arrives", async () => {
    const d = deps();
    // The table's messages held back, as a busy worker's would be.
    const held: (() => void)[] = [];
    const tables = d.tables;
    d.tables = {
      open: (id, request, terms, listener) =>
        tables.open(id, request, terms, (event) => held.push(() => listener(event))),
    };
    const s = await open({ pile: '10', seed: '1' }, d);
    expect(s.move(3)).toBe(true);
    expect(stateOf(s)).toEqual({ pile: 7, toMove: 1 });
    expect(s.lastMove.value).toBe(3);
    expect(s.movesMade.value).toBe(0);
    // Both seats are people's: the next move is played on the page's reading, not refused.
    expect(s.humanToMove.value).toBe(true);
    expect(s.move(4)).toBe(false);
    expect(s.move(2)).toBe(true);
    expect(stateOf(s)).toEqual({ pile: 5, toMove: 0 });
    await turn();
    // The first move's view does not take the second back off the board.
    while (s.movesMade.value < 1) held.shift()?.();
    expect(stateOf(s)).toEqual({ pile: 5, toMove: 0 });
    for (const release of held.splice(0)) release();
    expect(s.movesMade.value).toBe(2);
    await turn();
    expect(s.predicted.value).toBeNull();
    expect(stateOf(s)).toEqual({ pile: 5, toMove: 0 });
    expect(s.humanToMove.value).toBe(true);
  });

  it("keeps a notice through the computers' moves, and clears it with a move of yours", async () => {
    const d = deps();
    const s = await open({ pile: '10', seed: 'x' }, d);
    expect(s.notice.value).toContain('seed "x"');
    s.setSeat(0, { kind: 'ai', ai: 'perfect' });
    await d.settle();
    expect(s.index.value).toBe(1);
    expect(s.notice.value).toContain('seed "x"');
    s.move(1);
    await turn();
    expect(s.notice.value).toBeNull();
  });
});

describe('saves that cannot be restored', () => {
  const key = 'nim?pile=13&wind=false&seed=3';
  const record = {
    format: 2,
    game: 'nim',
    params: { pile: '13', wind: 'false' },
    seed: 3,
    rng: RNG_ALGORITHM,
    moves: ['1'],
    index: 1,
  };

  /** A store whose last Nim game is `record`, resumed from the console. */
  async function withSave(engineOf?: AnyEngine) {
    const d = deps(new MemorySaveStore(), engineOf);
    await d.store.save('nim', key, record, 0);
    return d;
  }

  it('sets the save aside when the rules throw on its position, and opens a new game', async () => {
    const result = (state: Nim) => {
      if (state.pile === 12) throw new TypeError('rules broke');
      return nim.result(state);
    };
    const d = await withSave({ ...engine, rules: { ...nim, result } });
    const s = await open({}, d);
    expect(stateOf(s)).toEqual({ pile: 10, toMove: 0 });
    expect(s.notice.value).toBe(
      'Your saved game could not be restored (saved move 1 "1": rules broke); it was kept aside.',
    );
    expect(d.store.aside).toEqual([expect.objectContaining({ key, record })]);
  });

  it('opens the game, saying so, when the save cannot be set aside', async () => {
    const d = await withSave();
    d.store.setAside = () => Promise.reject(new Error('disk full'));
    await d.store.save('nim', key, { ...record, moves: ['9'] }, 1);
    const s = await open({}, d);
    expect(stateOf(s).pile).toBe(10);
    expect(s.notice.value).toContain('and could not be kept aside: disk full');
  });

  it('opens a new game, saying so, when the store cannot be read', async () => {
    const d = await withSave();
    d.store.load = () => Promise.reject(new Error('read failed'));
    const s = await open({}, d);
    expect(stateOf(s).pile).toBe(10);
    expect(s.notice.value).toBe('Saved games could not be read: read failed.');
    d.store.lastKey = () => Promise.reject(new Error('no index'));
    expect((await open({}, d)).notice.value).toContain('Saved games could not be read: no index.');
  });

  it('refuses a save of more moves than a save may hold, and keeps it aside', async () => {
    const d = deps();
    const huge = { ...record, moves: Array.from({ length: 200_000 }, () => '1'), index: 0 };
    await d.store.save('nim', key, huge, 0);
    const s = await open({}, d);
    expect(s.notice.value).toContain('has 200000 moves, more than the 50000 a save may hold');
    expect(d.store.aside).toHaveLength(1);
  });
});

describe('one game in two tabs', () => {
  const query = { pile: '20', seed: '9' };
  const key = 'nim?pile=20&wind=false&seed=9';
  const savedMoves = (d: ReturnType<typeof deps>) =>
    (d.store.saves.get(key)?.data as { moves: string[] } | undefined)?.moves;

  it('keeps the line of the tab that saved first aside, and says so in the later one', async () => {
    const d = deps();
    const first = await open(query, d);
    const second = await open(query, d);
    await Promise.all([first.flush(), second.flush()]);
    first.move(1);
    await first.flush();
    second.move(3);
    await second.flush();
    expect(savedMoves(d)).toEqual(['3']);
    expect(d.store.aside.map((a) => (a.record as { moves: string[] }).moves)).toEqual([['1']]);
    expect(second.notice.value).toContain('another line saved');
    expect(second.saves.saveState.value).toBe('saved');

    // The first tab playing on sets the second tab's line aside in turn.
    first.move(2);
    await first.flush();
    expect(savedMoves(d)).toEqual(['1', '2']);
    expect(d.store.aside.map((a) => (a.record as { moves: string[] }).moves)).toEqual([
      ['1'],
      ['3'],
    ]);
    expect(first.notice.value).toContain('another line saved');
  });

  it('replaces without a word a line that the new one contains', async () => {
    const d = deps();
    const first = await open(query, d);
    first.move(1);
    await first.flush();
    const second = await open(query, d);
    second.move(2);
    await second.flush();
    // The first tab is behind the second's save, but its line holds nothing the second lacks.
    first.move(2);
    first.move(3);
    await first.flush();
    await turn();
    expect(savedMoves(d)).toEqual(['1', '2', '3']);
    expect(d.store.aside).toEqual([]);
    expect(first.notice.value).toBeNull();
  });

  it('keeps the saved line aside when a link opens other moves of the same game', async () => {
    const d = deps();
    const s = await open(query, d);
    s.move(3);
    await s.flush();
    const link = await open({ ...query, moves: '12' }, d);
    await link.flush();
    expect(savedMoves(d)).toEqual(['1', '2']);
    expect(d.store.aside.map((a) => (a.record as { moves: string[] }).moves)).toEqual([['3']]);
    expect(link.notice.value).toContain('another line saved');
  });
});

describe('a session of a game with hidden hands', () => {
  /** Draw Pile's engine with its players wrapped to show what each was given. */
  async function spiedDrawPile() {
    const descriptor = findGame('draw-pile');
    const real = await descriptor.engine();
    const asked: { observation: DrawPileObservation; context: AiContext }[] = [];
    const ais = real.ais.map(
      (ai): AiPlayer<unknown, unknown> => ({
        ...ai,
        choose(observation, context) {
          asked.push({ observation: observation as DrawPileObservation, context });
          return ai.choose(observation, context);
        },
      }),
    );
    const d = deps(new MemorySaveStore(), { ...real, ais });
    const rules = await descriptor.rules();
    const s = await openSession(descriptor, rules, { players: '3', hand: '3', seed: '5' }, d);
    return { s, d, asked };
  }

  it('shows the person only their own cards, and gives each computer only its own view', async () => {
    const { s, d, asked } = await spiedDrawPile();
    const seen = s.observation.value as DrawPileObservation;
    expect(s.view.value.viewer).toBe(0);
    expect(seen.hands[0]?.every((c) => c !== FACE_DOWN)).toBe(true);
    expect(seen.hands[1]?.every((c) => c === FACE_DOWN)).toBe(true);
    expect(seen.pile.every((c) => c === FACE_DOWN)).toBe(true);

    s.move({ kind: 'draw' });
    await d.settle();
    expect(s.humanToMove.value).toBe(true);
    expect(asked.map((a) => a.context.seat)).toEqual([1, 2]);
    for (const { observation, context } of asked) {
      expect(observation.viewer).toBe(context.seat);
      observation.hands.forEach((hand, p) => {
        expect(hand.every((c) => c === FACE_DOWN)).toBe(p !== context.seat);
      });
      // Our draw reads "draws a card" to the other seats.
      expect(context.history).toContain('draws a card');
    }
    // The page's view never held another seat's card, even after the computers moved.
    const view = s.observation.value as DrawPileObservation;
    expect(view.hands[1]?.every((c) => c === FACE_DOWN)).toBe(true);
  });

  it("marks the person's move as sent until the table's view of it arrives", async () => {
    const descriptor = findGame('draw-pile');
    const d = deps(new MemorySaveStore(), await descriptor.engine());
    // The table's messages held back, as a busy worker's would be.
    const held: (() => void)[] = [];
    const tables = d.tables;
    d.tables = {
      open: (id, request, terms, listener) =>
        tables.open(id, request, terms, (event) => held.push(() => listener(event))),
    };
    const rules = await descriptor.rules();
    const s = await openSession(descriptor, rules, { players: '2', hand: '3', seed: '5' }, d);
    const before = s.observation.value;
    expect(s.move({ kind: 'draw' })).toBe(true);
    // The page cannot play a draw (the card is hidden), so the board is the table's, marked.
    expect(s.sent.value).toEqual({ kind: 'draw' });
    expect(s.observation.value).toBe(before);
    expect(s.predicted.value).toBeNull();
    await turn();
    while (s.movesMade.value < 1) held.shift()?.();
    expect(s.sent.value).toBeNull();
    for (const release of held.splice(0)) release();
    await d.settle();
    expect(s.sent.value).toBeNull();
  });
});

describe('waiting on the engine', () => {
  it('shows the hint under way with its progress, and Stop gives it up', async () => {
    const d = deps();
    const reports: Progress[] = [];
    const cancelled: string[] = [];
    const { run } = d.engine;
    d.engine = {
      run: (game, name, input, progress) => {
        if (name !== 'hint' || !progress) return run(game, name, input, progress);
        reports.push(progress);
        return new Promise(() => {});
      },
      cancel: (lane) => cancelled.push(lane),
    };
    const s = await open({ pile: '10', seed: '1' }, d);
    s.hints.toggleHint();
    expect(s.hints.hintProgress.value).toBe(0);
    reports[0]?.(0.4);
    expect(s.hints.hintProgress.value).toBe(0.4);
    expect(s.hints.hintNote.value).toBeNull();
    // What the search has settled, when it says, until it stops.
    reports[0]?.(0.5, undefined, 'value ≥ draw');
    expect(s.hints.hintNote.value).toBe('value ≥ draw');
    cancelled.length = 0;
    s.stopThinking();
    expect(cancelled).toEqual(['hint']);
    expect(s.hints.hintProgress.value).toBeNull();
    expect(s.hints.hintNote.value).toBeNull();
    expect(s.hints.hintOn.value).toBe(false);
  });
});

describe('statistics and the move counter', () => {
  it('counts a game lost to the computer once, with its moves and time', async () => {
    const d = deps();
    const s = await open({ pile: '8', seed: '1' }, d);
    s.setSeat(1, { kind: 'ai', ai: 'perfect' });
    d.clock = 5000;
    s.move(1);
    await d.settle();
    expect(s.index.value).toBe(2);
    d.clock = 9000;
    s.move(2);
    await d.settle();
    expect(s.result.value).toEqual({ kind: 'win', winner: 1 });
    expect(s.movesMade.value).toBe(4);
    await vi.waitFor(() =>
      expect(s.stats.value).toMatchObject({ played: 1, lost: 1, won: 0, streak: 0 }),
    );
    s.undo();
    s.move(2);
    await d.settle();
    expect(s.result.value).not.toBeNull();
    await s.flush();
    expect((await d.stats.stats('nim', 'pile=8&wind=false')).played).toBe(1);
  });

  it('keeps the fewest moves and the time of a win, the clock running only while open', async () => {
    const d = deps();
    const s = await open({ pile: '5', seed: '2' }, d);
    s.setSeat(1, { kind: 'ai', ai: 'perfect' });
    d.clock = 1000;
    s.move(1);
    await d.settle();
    expect(s.humanToMove.value).toBe(true);
    await s.flush();
    // A night with the tab closed: the reopened game's clock goes on from the reload.
    d.clock = 100_000;
    const again = await open({ pile: '5', seed: '2' }, d);
    d.clock = 102_000;
    again.move(stateOf(again).pile);
    await vi.waitFor(() =>
      expect(again.stats.value).toMatchObject({ played: 1, won: 1, streak: 1, fewestMoves: 2 }),
    );
    expect(again.stats.value?.fastestMs).toBe(2000);
  });

  it('gives views the time played: from the first move, running, stopped at the end, kept in the save', async () => {
    const d = deps();
    const s = await open({ pile: '5', seed: '3' }, d);
    d.clock = 1000;
    expect(s.playedMs()).toBe(0);
    s.move(1);
    d.clock = 4000;
    expect(s.playedMs()).toBe(3000);
    s.move(1);
    await s.flush();
    d.clock = 50_000;
    const again = await open({ pile: '5', seed: '3' }, d);
    expect(again.playedMs()).toBe(3000);
    d.clock = 51_000;
    expect(again.playedMs()).toBe(4000);
    again.move(stateOf(again).pile);
    expect(again.result.value).not.toBeNull();
    d.clock = 90_000;
    expect(again.playedMs()).toBe(4000);
  });

  it('counts only the moves the game counts as moves', async () => {
    // A take of three stands here for a move that changes nothing on the board, like a judgement.
    const counted: Game<Nim, number> = { ...nim, countsAsMove: (_s, n) => n !== 3 };
    const d = deps(new MemorySaveStore(), { ...engine, rules: counted });
    const s = await openSession(
      descriptor as unknown as GameDescriptor<unknown, number>,
      counted as unknown as Game<unknown, number>,
      { pile: '9', seed: '5' },
      d,
    );
    s.move(3);
    s.move(1);
    expect(s.index.value).toBe(2);
    expect(s.movesMade.value).toBe(1);
  });

  it('keeps no statistics of a game no person played, and counts no chance move', async () => {
    const d = deps();
    const s = await open({ pile: '9', wind: 'true', seed: '4' }, d);
    s.setSeat(0, { kind: 'ai', ai: 'perfect' });
    s.setSeat(1, { kind: 'ai', ai: 'perfect' });
    await d.settle();
    expect(s.result.value).not.toBeNull();
    expect(s.movesMade.value).toBe(s.view.value.moves.filter((m) => m.mover !== 'chance').length);
    await s.flush();
    expect(d.stats.entries.size).toBe(0);
  });

  it('counts a game a person began and a computer seat finished', async () => {
    const d = deps();
    const s = await open({ pile: '9', seed: '4' }, d);
    s.move(1);
    s.setSeat(0, { kind: 'ai', ai: 'perfect' });
    s.setSeat(1, { kind: 'ai', ai: 'perfect' });
    await d.settle();
    expect(s.result.value).not.toBeNull();
    await vi.waitFor(() => expect(s.stats.value).toMatchObject({ played: 1 }));
  });

  it('counts a game two people finished at one screen', async () => {
    const d = deps();
    const s = await open({ pile: '4', seed: '4' }, d);
    s.move(1);
    s.move(3);
    expect(s.result.value).toEqual({ kind: 'win', winner: 1 });
    await vi.waitFor(() => expect(s.stats.value).toMatchObject({ played: 1, won: 1 }));
  });
});
