import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type AnyGame, CHANCE, observe } from '../../core/game.ts';
import { defaultParams } from '../../core/params.ts';
import { movesToText } from '../../core/record.ts';
import { unwrap } from '../../core/result.ts';
import { createRng, deriveSeed, type Rng } from '../../core/rng.ts';
import { quietTask } from '../../core/task.ts';
import { createEngineApi } from '../../workers/engine-api.ts';
import type { AnyEngine, AnyGameDescriptor } from '../descriptor.ts';
import { registry } from '../registry.ts';
import { checkObservation, checkState, randomMove, same, sampleParams } from './checks.ts';

/**
 * The suite every registered game passes without writing a line of test: seeded random playouts
 * that check legality, text round trips, chance, observations, replay from the seed and
 * results; every computer player asked for a move; a golden playthrough. Puzzles that a random
 * walk rarely finishes also follow their hint in half the playouts, so terminal states are met.
 * Only one-player games do: a two-player game ends by itself, and its hint may be a deep search.
 */
const PLAYOUTS = Number(process.env.CONFORMANCE_PLAYOUTS ?? 200);
const MAX_PLIES = 200;
/** Positions per game on which every computer player is asked for a move. */
const AI_POSITIONS = 3;

interface Loaded {
  descriptor: AnyGameDescriptor;
  rules: AnyGame;
  engine: AnyEngine;
}

const games: Loaded[] = await Promise.all(
  registry.flatMap((descriptor) =>
    descriptor.kind === 'game'
      ? [
          Promise.all([descriptor.rules(), descriptor.engine()]).then(([rules, engine]) => ({
            descriptor,
            rules,
            engine,
          })),
        ]
      : [],
  ),
);

/** The hint's first move for a one-player game, or undefined. */
function puzzleHint({ descriptor, rules, engine }: Loaded, state: unknown, params: object) {
  if (!descriptor.hint || rules.players(params) !== 1 || !engine.hint) return undefined;
  return engine.hint(observe(rules, state, 0), quietTask)?.[0];
}

interface Playout {
  players: number;
  finished: boolean;
  /** Seats that had a turn. */
  movers: Set<number>;
  /** The last positions where a player was to move, for asking the AIs. */
  late: unknown[];
  /** Redeals from an observation that changed the state (hidden-information games). */
  redeals: number;
}

function playout(game: Loaded, index: number, seenMoves: Map<string, unknown>): Playout {
  const { rules } = game;
  const rng = createRng(deriveSeed(0xc0ffee, index));
  const params = sampleParams(rules, rng);
  const players = rules.players(params);
  const seed = rng.int(0, 2 ** 31);
  const followHint = index % 2 === 1;
  const initial = rules.setup(params, createRng(seed));
  same(rules.setup(params, createRng(seed)), initial, 'setup replays from the seed');
  const out: Playout = { players, finished: false, movers: new Set(), late: [], redeals: 0 };
  let state = initial;
  const played: unknown[] = [];
  for (let ply = 0; ply <= MAX_PLIES; ply++) {
    const { moves, result } = checkState(rules, players, state, seenMoves, rng);
    if (result) break;
    const mover = rules.toMove(state);
    if (mover !== CHANCE) {
      out.movers.add(mover);
      out.late = [...out.late.slice(1 - AI_POSITIONS), state];
      if (rules.hiddenInformation && checkObservation(rules, state, mover, rng)) out.redeals++;
    }
    const hinted = followHint ? puzzleHint(game, state, params) : undefined;
    const move = hinted !== undefined ? hinted : randomMove(rules, state, moves, rng);
    state = rules.play(state, move);
    played.push(move);
  }
  let replayed = initial;
  for (const text of movesToText(rules, played).split(' ').filter(Boolean)) {
    replayed = rules.play(replayed, unwrap(rules.parseMove(text, replayed)));
  }
  same(replayed, state, 'replaying the move text gives the same state');
  if (rules.moveList) {
    const line = rules.moveList.format(played);
    same(unwrap(rules.moveList.parse(initial, line)), played, `move list "${line}" reads back`);
  }
  out.finished = rules.result(state) !== null;
  return out;
}

/** A short, readable trace of one seeded game, compared with the committed golden file. */
function playthrough(game: Loaded): string {
  const { rules } = game;
  const params = defaultParams(rules.params);
  const rng = createRng(1);
  let state = rules.setup(params, createRng(1));
  const lines = [`game ${rules.id} params ${JSON.stringify(params)} seed 1`];
  for (let ply = 0; ply < 40 && !rules.result(state); ply++) {
    const moves = rules.legalMoves(state);
    const hinted = ply >= 4 ? puzzleHint(game, state, params) : undefined;
    const move = hinted !== undefined ? hinted : randomMove(rules, state, moves, rng);
    const mover = rules.toMove(state);
    lines.push(
      `state ${rules.stateToString(state)}`,
      `  ${mover === CHANCE ? 'chance' : `player ${mover}`}: ${moves.length} legal, play ${rules.moveToString(move)}`,
    );
    state = rules.play(state, move);
  }
  lines.push(
    `state ${rules.stateToString(state)}`,
    `result ${JSON.stringify(rules.result(state))}`,
  );
  return `${lines.join('\n')}\n`;
}

/** A game's golden file lives in its folder: src/games, or tests/games for the test games. */
function goldenFile(id: string): string {
  const own = new URL(`../${id}/`, import.meta.url);
  const folder = existsSync(own) ? own : new URL(`../../../tests/games/${id}/`, import.meta.url);
  return fileURLToPath(new URL('playthrough.golden.txt', folder));
}

/** Asks every computer player, through the engine's one call, for a move from `state`. */
async function checkAis(game: Loaded, state: unknown, rng: Rng, players: number) {
  const { rules, engine } = game;
  const api = createEngineApi(async () => engine);
  const seat = rules.toMove(state) as number;
  const observation = observe(rules, state, seat);
  const legal = rules.legalMoves(state).map((m: unknown) => rules.moveToString(m));
  const ask = (ai: string, seen: unknown) =>
    api.run(rules.id, 'choose', { ai, observation: seen, seat, players, history: [], seed: 5 });
  const redealt = rules.hiddenInformation ? rules.determinize?.(observation, seat, rng) : undefined;
  for (const ai of engine.ais) {
    const move = await ask(ai.id, observation);
    expect(legal, `${ai.id} plays a legal move`).toContain(rules.moveToString(move));
    if (redealt !== undefined) {
      // What the seat cannot see does not change what it plays.
      const again = await ask(ai.id, observe(rules, redealt, seat));
      expect(rules.moveToString(again), `${ai.id} on a redeal`).toBe(rules.moveToString(move));
    }
  }
}

describe.each(games)('conformance: $descriptor.info.id', (game) => {
  const { descriptor, rules, engine } = game;

  it('has rules and an engine for the id it is registered under, and the AIs it names', () => {
    expect(rules.id).toBe(descriptor.info.id);
    expect(engine.rules.id).toBe(descriptor.info.id);
    const names = (descriptor.ais ?? []).map(({ id, label }) => ({ id, label }));
    expect(engine.ais.map(({ id, label }) => ({ id, label }))).toEqual(names);
    expect(Boolean(engine.hint)).toBe(Boolean(descriptor.hint));
    expect(Boolean(engine.analyze)).toBe(Boolean(descriptor.analysis));
    for (const seat of descriptor.seats ?? []) {
      if (seat.ai) expect(names.map((n) => n.id)).toContain(seat.ai);
    }
  });

  it(`passes ${PLAYOUTS} seeded random playouts`, { timeout: 120_000 }, async () => {
    const seenMoves = new Map<string, unknown>();
    let finished = 0;
    let redeals = 0;
    const late: { state: unknown; players: number }[] = [];
    const moversByCount = new Map<number, Set<number>>();
    for (let i = 0; i < PLAYOUTS; i++) {
      const out = playout(game, i, seenMoves);
      if (out.finished) finished++;
      redeals += out.redeals;
      if (i < AI_POSITIONS && out.late[0] !== undefined) {
        late.push({ state: out.late[0], players: out.players });
      }
      const seen = moversByCount.get(out.players) ?? new Set<number>();
      for (const m of out.movers) seen.add(m);
      moversByCount.set(out.players, seen);
    }
    // Every seat the params ask for gets turns: the player count follows the params.
    for (const [players, movers] of moversByCount) {
      expect([...movers].sort(), `seats that moved with ${players} players`).toEqual(
        Array.from({ length: players }, (_, p) => p),
      );
    }
    expect(finished, 'some playouts reach the end, so results are checked').toBeGreaterThan(0);
    if (rules.hiddenInformation) expect(redeals, 'redeals change hidden cards').toBeGreaterThan(0);
    const rng = createRng(9);
    for (const { state, players } of late) await checkAis(game, state, rng, players);
  });

  it('plays the golden playthrough', async () => {
    await expect(playthrough(game)).toMatchFileSnapshot(goldenFile(descriptor.info.id));
  });
});
