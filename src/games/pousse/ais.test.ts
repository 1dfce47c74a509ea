import { describe, expect, it } from 'vitest';
import { aiContext } from '../../core/ai.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { quietTask } from '../../core/task.ts';
import { AI_NAMES } from './ai-names.ts';
import { ais, parsePlayer, safeMoves } from './ais.ts';
import { analyzePosition } from './analysis.ts';
import { moveText, type PousseMove } from './board.ts';
import engine from './engine.ts';
import { smartSearch } from './plt/smart.ts';
import {
  isOver,
  outcomeOf,
  parseMoves,
  parseState,
  playMove,
  startState,
  stateToString,
} from './rules.ts';

const state = (text: string) => unwrap(parseState(text));
const ask = (id: string, s = state('4:T1B2'), seed = 1) =>
  moveText(unwrap(parsePlayer(id)).choose(s, aiContext(createRng(seed), s.toMove)));

describe("Pousse's computer players", () => {
  it('names every player of the seat picker, and reads the CLI forms, refusing bad ones', () => {
    expect(ais.map((a) => a.id)).toEqual(AI_NAMES.map((a) => a.id));
    for (const id of [
      'engine:50',
      'engine-nodes:500',
      'engine-depth:2',
      'plt-smart-ms:50',
      'plt-smart-depth:1',
      'engine-cpu:50',
      'plt-smart-cpu:50',
    ]) {
      expect(unwrap(parsePlayer(id)).id).toBe(id);
    }
    expect(parsePlayer('plt-dumb')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/expected/),
    });
    expect(parsePlayer('level:grandmaster')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/beginner/),
    });
    expect(parsePlayer('engine-depth:99').ok).toBe(false);
  });

  it('searches on a CPU-time budget too: both take a straight in one', () => {
    const s = state('3:L1B3L1B2');
    for (const id of ['engine-cpu:20', 'plt-smart-cpu:20']) {
      const next = playMove(s, unwrap(parseMoves(s, ask(id, s)))[0] as PousseMove);
      expect([id, outcomeOf(next)]).toMatchObject([id, { winner: 0 }]);
    }
  });

  it('Stupid always plays B1', () => {
    for (const s of ['4:', '5:T1', '4:T1B2L3']) expect(ask('stupid', state(s))).toBe('B1');
  });

  it("Smart plays PLT's depth-1 choice on the first two moves, whatever its time", () => {
    for (const text of ['4:', '4:L1']) {
      const s = state(text);
      const coins = createRng(3);
      const r = smartSearch(4, unwrap(parseMoves(startState(4), text.slice(2))), 1, {
        coin: () => coins.bool(),
        stopped: () => false,
      });
      expect(ask('plt-smart:1', s, 3)).toBe(`${r.what.side}${r.what.index + 1}`);
    }
  });

  it('choose from the moves alone: the same position read back from its text gets the same move', () => {
    const s = state('4:T1B2L3R4T2');
    const again = state(stateToString(s));
    for (const id of ['plt-smart:1', 'level:club', 'level:beginner']) {
      expect(ask(id, again, 5)).toBe(ask(id, s, 5));
    }
  });

  it('the engine takes a straight in one and every level plays a legal move', () => {
    const s = state('3:L1B3L1B2');
    expect(
      outcomeOf(playMove(s, unwrap(parsePlayer('level:club')).choose(s, aiContext(createRng(1))))),
    ).toMatchObject({ winner: 0 });
    for (const a of ais)
      expect(isOver(playMove(s, a.choose(s, aiContext(createRng(2)))))).toBeTypeOf('boolean');
  });

  it("the beginner's random moves never lose on the spot when something else does not", () => {
    const s = state('3:L1B3L1B2');
    for (const m of safeMoves(s)) {
      const o = outcomeOf(playMove(s, m));
      expect(!o || (o.kind === 'win' && o.winner === s.toMove)).toBe(true);
    }
  });
});

describe('Pousse hint and analysis', () => {
  it('hints the winning push, and analyses with a line that starts with it', () => {
    const s = state('3:L1B3L1B2');
    const hint = engine.hint?.(s, quietTask);
    const push = hint?.moves[0] ?? { side: 'T', line: 1 };
    expect(outcomeOf(playMove(s, push))).toMatchObject({ winner: 0 });
    expect(hint?.why).toMatch(/^It wins in 1 whatever the opponent plays/);
    const a = analyzePosition(s, quietTask, 20_000);
    expect(a?.scoreText).toMatch(/^wins in 1$/);
    expect(a?.pv[0]).toEqual(push);
    expect(engine.hint?.(state('3:L2B2R1L2L3B3L3T3L3'), quietTask)).toBeNull();
  });

  it('reports its progress with the line so far, deepening', () => {
    const seen: number[] = [];
    analyzePosition(
      state('4:T1B2'),
      { progress: (_, p) => seen.push((p as { depth: number }).depth), stopped: () => false },
      30_000,
    );
    expect(seen.length).toBeGreaterThan(2);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });
});
