import { describe, expect, it } from 'vitest';
import { chooseMove } from '../../core/ai.ts';
import { createRng } from '../../core/rng.ts';
import { StoppedError } from '../../core/task.ts';
import { createEngineApi, type Study } from '../../workers/engine-api.ts';
import type { AnyEngine } from '../descriptor.ts';
import type { OnitamaAnalysis } from './analysis.ts';
import { search } from './engine/search.ts';
import engine from './engine.ts';
import { moveToString, type OnitamaMove, type OnitamaState, play, startState } from './rules.ts';

/**
 * The page's study worker runs `createEngineApi` over the game's engine module, and its play
 * worker asks the computer seats through `chooseMove`; either module lives as long as its
 * worker. These tests make the same calls, a cancel included (the shared stop flag, raised here
 * from a progress report), and read each depth's node count.
 */
const api = createEngineApi(async () => engine as unknown as AnyEngine);
const START = startState(['tiger', 'crab', 'horse', 'eel', 'frog']);
const OTHER = startState(['ox', 'boar', 'horse', 'elephant', 'crab']);
/** Deep enough that a table from an earlier search saves nodes; a second at most. */
const DEPTH = 9;

/** Analyses `state` as the page does, cancelled once `depth` completes; its nodes by depth. */
async function analyseUntil(state: OnitamaState, depth: number): Promise<number[]> {
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const nodes: number[] = [];
  const progress = (_done: number, partial?: unknown) => {
    // The worker sends the study so far with the panel's list beside it.
    const info = (partial as Study<OnitamaMove>).result as OnitamaAnalysis;
    nodes[info.depth] = info.nodes;
    if (info.depth >= depth) Atomics.store(stop, 0, 1);
  };
  await expect(
    api.run('onitama', 'analyze', { observation: state }, progress, stop),
  ).rejects.toThrow(StoppedError);
  return nodes;
}

/** Nodes by depth of a search of `state` to `depth` with a new table of its own. */
function freshNodes(state: OnitamaState, depth: number, tableMb = 64): number[] {
  const nodes: number[] = [];
  search(state, { depth }, { tableMb, onDepth: (i) => (nodes[i.depth] = i.nodes) });
  return nodes;
}

const played = (state: OnitamaState, moves: readonly OnitamaMove[]) => moves.reduce(play, state);

describe("the page's engine worker keeps Onitama's table", () => {
  it('through a cancel: the same position searched again visits fewer nodes', async () => {
    const first = await analyseUntil(START, DEPTH);
    expect(first[DEPTH]).toBe(freshNodes(START, DEPTH)[DEPTH]);
    const again = await analyseUntil(START, DEPTH);
    expect(again[DEPTH]).toBeLessThan((first[DEPTH] as number) / 2);
  });

  it('across moves: the position after the expected reply starts from what was learnt', async () => {
    await analyseUntil(OTHER, 1);
    const line = freshLine(START, DEPTH);
    const first = await analyseUntil(START, DEPTH);
    expect(first[DEPTH]).toBe(freshNodes(START, DEPTH)[DEPTH]);
    const next = played(START, line.slice(0, 2));
    const kept = await analyseUntil(next, DEPTH - 2);
    expect(kept[DEPTH - 2]).toBeLessThan(freshNodes(next, DEPTH - 2)[DEPTH - 2] as number);
  });

  it('drops it for other cards: a new deal searches as a fresh table does', async () => {
    await analyseUntil(START, DEPTH);
    const other = await analyseUntil(OTHER, DEPTH);
    expect(other.slice(1)).toEqual(freshNodes(OTHER, DEPTH).slice(1));
  });

  it("keeps a computer seat's table through a game and empties it when a game begins", async () => {
    // Strong's budget is 200,000 positions: its progress is the share of it spent by each depth.
    const nodesOf = async (state: OnitamaState, history: string[]) => {
      const nodes: number[] = [];
      const strong = engine.ais.find((ai) => ai.id === 'level:strong');
      if (!strong) throw new Error('no level:strong');
      chooseMove(strong, state, { seat: 0, players: 2, history }, createRng(1), {
        progress: (done) => nodes.push(Math.round(done * 200_000)),
        stopped: () => false,
      });
      return nodes;
    };
    const line = freshLine(START, DEPTH).slice(0, 2);
    const next = played(START, line);
    const history = line.map(moveToString);
    await nodesOf(START, []);
    const kept = await nodesOf(next, history);
    // The same position as the first move of a game: the table is emptied first.
    const fresh = await nodesOf(next, []);
    expect(fresh).toEqual(freshNodesUpTo(next, fresh.length));
    // Index 7 is depth 8, which both searches complete well within the budget. Deeper, the two
    // trees part ways and the kept one may spend more on a depth it then searches better.
    expect(kept[7]).toBeLessThan((fresh[7] as number) / 2);
  });
});

/** The line a fresh search of `state` to `depth` expects. */
function freshLine(state: OnitamaState, depth: number): readonly OnitamaMove[] {
  return search(state, { depth }).pv;
}

/** A fresh search of `state` with a computer seat's 32 MB table: its nodes from depth 1. */
function freshNodesUpTo(state: OnitamaState, depths: number): number[] {
  return freshNodes(state, depths, 32).slice(1);
}
