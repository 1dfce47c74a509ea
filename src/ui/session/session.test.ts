import { describe, expect, it, vi } from 'vitest';
import type { AiPlayer } from '../../core/ai.ts';
import { CHANCE, type Game, IllegalMoveError } from '../../core/game.ts';
import { err, ok } from '../../core/result.ts';
import type { GameDescriptor, GameEngine } from '../../games/descriptor.ts';
import { createEngineApi, type Progress } from '../../workers/engine-api.ts';
import type { Engine } from '../engine/engine.ts';
import { openSession } from './open-session.ts';
import { MemorySaveStore } from './save-store.ts';
import type { SessionDeps } from './session.ts';

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

const engine: GameEngine<Nim, number> = {
  rules: nim,
  ais: [perfect],
  hint: (s) => [best(s)],
  analyze: (s, { progress }) => {
    progress(0.5, { winning: 'not known yet' });
    progress(1);
    return { winning: s.pile % 4 !== 0 };
  },
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

function deps(store = new MemorySaveStore()): SessionDeps & { store: MemorySaveStore } {
  const api = createEngineApi(async () => engine);
  const engineClient: Engine = { run: api.run, cancel: () => {} };
  let next = 1000;
  return { engine: engineClient, store, freshSeed: () => next++ };
}

const open = (
  query: Record<string, string>,
  d = deps(),
  desc: GameDescriptor<Nim, number, NimParams> = descriptor,
) =>
  openSession(
    desc as unknown as GameDescriptor<Nim, number>,
    nim as unknown as Game<Nim, number>,
    query,
    d,
  );

describe('session', () => {
  it('deals a new game with defaults and a fresh seed, and a canonical URL', async () => {
    const s = await open({});
    expect(s.state.value).toEqual({ pile: 10, toMove: 0 });
    expect(s.url.value).toBe('#/nim?pile=10&wind=false&seed=1000');
    s.move(2);
    s.move(3);
    expect(s.url.value).toBe('#/nim?pile=10&wind=false&seed=1000&moves=23');
    expect(s.notice.value).toBeNull();
  });

  it('names bad URL values and falls back to defaults', async () => {
    const s = await open({ pile: '99', seed: 'x', colour: 'red' });
    expect(s.state.value.pile).toBe(10);
    expect(s.notice.value).toContain('pile="99": must be from 4 to 30');
    expect(s.notice.value).toContain('seed "x"');
    expect(s.notice.value).toContain('unknown parameter "colour"');
  });

  it('plays the moves a URL carries, and names bad ones', async () => {
    const s = await open({ pile: '10', seed: '1', moves: '231' });
    expect(s.state.value).toEqual({ pile: 4, toMove: 1 });
    const bad = await open({ pile: '10', seed: '2', moves: '29' });
    expect(bad.state.value.pile).toBe(10);
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
    expect(other.state.value.pile).toBe(7);
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

  it('refuses an illegal move with a notice and no change', async () => {
    const s = await open({ pile: '5', seed: '1' });
    expect(s.move(7)).toBe(false);
    expect(s.notice.value).toBe('Illegal move: cannot take 7');
    expect(s.history.value.index).toBe(0);
  });

  it('autosaves, then resumes by exact URL and from the console', async () => {
    const d = deps();
    const s = await open({ pile: '12', seed: '5' }, d);
    s.move(2);
    s.move(3);
    s.undo();
    await s.flush();
    expect(s.saveState.value).toBe('saved');
    for (const query of [{ pile: '12', seed: '5' }, {}] as Record<string, string>[]) {
      const again = await open(query, d);
      expect(again.state.value).toEqual({ pile: 10, toMove: 1 });
      expect(again.canRedo.value).toBe(true);
    }
    const other = await open({ pile: '12', seed: '6' }, d);
    expect(other.state.value.pile).toBe(12);
  });

  it('resumes a game just dealt, before any move, from the console', async () => {
    const d = deps();
    const first = await open({ pile: '12', seed: '5' }, d);
    first.move(1);
    await first.flush();
    const second = await open({ pile: '20', seed: '6' }, d);
    await second.flush();
    expect((await open({}, d)).state.value).toEqual({ pile: 20, toMove: 0 });
  });

  it('keeps a save that no longer replays aside and says so', async () => {
    const d = deps();
    await d.store.save('nim', 'nim?pile=10&wind=false&seed=3', {
      format: 1,
      game: 'nim',
      moves: ['9'],
    });
    const s = await open({ pile: '10', seed: '3' }, d);
    expect(s.state.value.pile).toBe(10);
    expect(s.notice.value).toContain('could not be restored');
    expect(d.store.broken).toHaveLength(1);
  });

  it('lets the AI seat answer, and undo takes back both moves', async () => {
    const s = await open({ pile: '10', seed: '1' });
    s.setSeat(1, { kind: 'ai', ai: 'perfect' });
    s.move(1);
    await vi.waitFor(() => expect(s.history.value.index).toBe(2));
    expect(s.state.value.pile).toBe(8);
    expect(s.humanToMove.value).toBe(true);
    s.undo();
    expect(s.history.value.index).toBe(0);
    expect(s.state.value.pile).toBe(10);
  });

  it('plays AI against AI to the end unless paused', async () => {
    const d = deps();
    const asked = vi.spyOn(d.engine, 'run');
    const s = await open({ pile: '9', seed: '1' }, d);
    s.setPaused(true);
    s.setSeat(0, { kind: 'ai', ai: 'perfect' });
    s.setSeat(1, { kind: 'ai', ai: 'perfect' });
    // A paused session asks for no move at all, so nothing can arrive later either.
    expect(asked.mock.calls.filter(([, name]) => name === 'choose')).toEqual([]);
    expect(s.thinking.value).toBe(false);
    s.setPaused(false);
    await vi.waitFor(() => expect(s.result.value).toEqual({ kind: 'win', winner: 0 }));
  });

  it('analyses each new position while analysis is on, cancelling the one before', async () => {
    const d = deps();
    const cancelled = vi.spyOn(d.engine, 'cancel');
    const studies = () => cancelled.mock.calls.filter(([lane]) => lane === 'study').length;
    const s = await open({ pile: '10', seed: '1' }, d);
    s.toggleAnalysis();
    await vi.waitFor(() => expect(s.analysis.value).toEqual({ winning: true }));
    expect(s.analysisProgress.value).toBeNull();
    const before = studies();
    s.move(2);
    expect(studies()).toBe(before + 1);
    await vi.waitFor(() => expect(s.analysis.value).toEqual({ winning: false }));
    s.toggleAnalysis();
    expect(s.analysis.value).toBeNull();
  });

  it('offers no analysis where the game says it would find nothing', async () => {
    const smallOnly = { ...descriptor, analysisFor: (p: NimParams) => p.pile <= 20 };
    const d = deps();
    const run = vi.spyOn(d.engine, 'run');
    const big = await open({ pile: '30', seed: '1' }, d, smallOnly);
    expect(big.analysable).toBe(false);
    big.toggleAnalysis();
    expect(big.analysisOn.value).toBe(false);
    expect(big.analysisProgress.value).toBeNull();
    expect(run.mock.calls.filter(([, name]) => name === 'analyze')).toEqual([]);
    expect((await open({ pile: '12', seed: '1' }, d, smallOnly)).analysable).toBe(true);
  });

  it('passes the analysis so far through the engine, with its progress', async () => {
    const seen: unknown[][] = [];
    const observation = { pile: 9, toMove: 0 };
    const result = await deps().engine.run('nim', 'analyze', { observation }, (...report) =>
      seen.push(report),
    );
    expect(seen).toEqual([
      [0.5, { winning: 'not known yet' }],
      [1, undefined],
    ]);
    expect(result).toEqual({ winning: true });
  });

  it('shows the analysis so far while it runs, and ignores one abandoned', async () => {
    const runs: { pile: number; progress: Progress; finish(result: unknown): void }[] = [];
    const d = deps();
    const run = d.engine.run;
    d.engine.run = (game, name, input, progress) => {
      if (name !== 'analyze' || !progress) return run(game, name, input, progress);
      const { pile } = (input as { observation: Nim }).observation;
      return new Promise((finish) => runs.push({ pile, progress, finish }));
    };
    const s = await open({ pile: '10', seed: '1' }, d);
    s.toggleAnalysis();
    const [first] = runs;
    if (!first) throw new Error('no analysis started');
    first.progress(0.25, { depth: 1 });
    expect(s.analysis.value).toEqual({ depth: 1 });
    expect(s.analysisProgress.value).toBe(0.25);
    first.progress(0.5);
    expect(s.analysis.value).toEqual({ depth: 1 });
    expect(s.analysisProgress.value).toBe(0.5);
    first.progress(0.75, { depth: 2 });
    expect(s.analysis.value).toEqual({ depth: 2 });

    s.move(2);
    expect(s.analysis.value).toBeNull();
    expect(runs.map((r) => r.pile)).toEqual([10, 8]);
    first.progress(1, { depth: 3 });
    first.finish({ depth: 3 });
    await Promise.resolve();
    expect(s.analysis.value).toBeNull();
    expect(s.analysisProgress.value).toBe(0);

    runs[1]?.progress(0.5, { depth: 1 });
    s.toggleAnalysis();
    runs[1]?.progress(0.75, { depth: 2 });
    runs[1]?.finish({ depth: 2 });
    await Promise.resolve();
    expect(s.analysis.value).toBeNull();
    expect(s.analysisProgress.value).toBeNull();
  });

  it('keeps the hint up to date while it is on', async () => {
    const s = await open({ pile: '10', seed: '1' });
    s.toggleHint();
    await vi.waitFor(() => expect(s.hint.value).toEqual([2]));
    s.move(1);
    expect(s.hint.value).toBeNull();
    await vi.waitFor(() => expect(s.hint.value).toEqual([1]));
    s.toggleHint();
    expect(s.hint.value).toBeNull();
  });

  it("asks for no hint on the computer's turn", async () => {
    const d = deps();
    const asked = vi.spyOn(d.engine, 'run');
    const s = await open({ pile: '10', seed: '1' }, d);
    s.setSeat(1, { kind: 'ai', ai: 'perfect' });
    s.toggleHint();
    s.move(2);
    expect(s.hint.value).toBeNull();
    await vi.waitFor(() => expect(s.hint.value).toEqual([3]));
    const hints = asked.mock.calls.filter(([, name]) => name === 'hint');
    expect(hints.map(([, , input]) => (input as { observation: Nim }).observation.pile)).toEqual([
      10, 7,
    ]);
  });

  it('resolves chance from the seed, saves the outcomes, and replays them', async () => {
    const d = deps();
    const s = await open({ pile: '20', wind: 'true', seed: '7' }, d);
    s.move(3);
    s.move(2);
    const { moves, index } = s.history.value;
    // Each take is followed by the wind's outcome, played by the session itself.
    expect(moves.length).toBe(4);
    expect(index).toBe(4);
    expect([moves[1], moves[3]].every((m) => m === 0 || m === 1)).toBe(true);
    expect(s.humanToMove.value).toBe(true);
    await s.flush();
    const again = await open({ pile: '20', wind: 'true', seed: '7' }, d);
    expect(again.history.value.moves).toEqual(moves);
    const fresh = await open({ pile: '20', wind: 'true', seed: '7' }, deps());
    fresh.move(3);
    fresh.move(2);
    expect(fresh.history.value.moves).toEqual(moves);
  });

  it('undoes past chance only where the game allows it', async () => {
    const free = await open({ pile: '20', wind: 'true', seed: '7' });
    free.move(3);
    expect(free.canUndo.value).toBe(true);
    free.undo();
    expect(free.history.value.index).toBe(0);

    const strict = await open({ pile: '20', wind: 'true', seed: '7' }, deps(), {
      ...descriptor,
      undo: 'before-chance',
    });
    strict.move(3);
    expect(strict.canUndo.value).toBe(false);
    strict.undo();
    strict.reset();
    expect(strict.history.value.index).toBe(2);
  });

  it('cancels the search at once when the seat changes or the game is paused', async () => {
    const d = deps();
    const cancelled: string[] = [];
    const answers: ((move: unknown) => void)[] = [];
    d.engine = {
      run: (game, name, input, progress) =>
        name === 'choose'
          ? new Promise((answer) => answers.push(answer))
          : deps().engine.run(game, name, input, progress),
      cancel: (lane) => cancelled.push(lane),
    };
    const s = await open({ pile: '10', seed: '1' }, d);
    s.setSeat(0, { kind: 'ai', ai: 'perfect' });
    expect(s.thinking.value).toBe(true);
    cancelled.length = 0;
    s.setSeat(0, { kind: 'human' });
    expect(cancelled).toContain('play');
    expect(s.thinking.value).toBe(false);
    answers[0]?.(2);
    await Promise.resolve();
    expect(s.history.value.index).toBe(0);

    s.setSeat(0, { kind: 'ai', ai: 'perfect' });
    expect(s.thinking.value).toBe(true);
    cancelled.length = 0;
    s.stopThinking();
    expect(s.paused.value).toBe(true);
    expect(cancelled).toContain('play');
    answers[1]?.(2);
    await Promise.resolve();
    expect(s.history.value.index).toBe(0);
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
    await d.store.save('lights-out', 'lights-out?size=5&seed=1', other);
    d.store.last.set('nim', 'lights-out?size=5&seed=1');
    const s = await open({}, d);
    expect(s.state.value.pile).toBe(10);
    expect(d.store.broken).toEqual([]);
    expect(d.store.saves.get('lights-out?size=5&seed=1')).toEqual(other);
  });
});
