import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AiPlayer, chooseMove } from '../core/ai.ts';
import { CHANCE, observe } from '../core/game.ts';
import { defaultParams } from '../core/params.ts';
import { createRng, type Rng } from '../core/rng.ts';
import { randomMove } from './checks.ts';
import { AI_POSITIONS, type Loaded, loadGame, playout, puzzleHint } from './playout.ts';
import { replayGolden, tablePlayout } from './table-playout.ts';

/**
 * The suite every registered game passes without writing a test of its own: seeded random
 * playouts (playout.ts) that check legality, text round trips, chance, observations, replay from
 * the seed and from a saved record, and results; every computer player asked for a move; a golden
 * playthrough. Each game runs it from `conformance.test.ts` in its own folder, with a playout
 * count that keeps its file to a few seconds, so each game's time shows and the files share the
 * workers; `npm run soak` runs the same playouts by the thousand.
 */

export interface SuiteOptions {
  /** Seeded random playouts, each position checked. */
  playouts: number;
  /** Playouts through the table, each position checked against the path before the table. */
  tablePlayouts: number;
}

/** The seeds of the suite's playouts; the soak script draws others. */
const SEED_BASE = 0xc0ffee;

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

/** A game's folder: src/games, or tests/games for the test games. */
export function gameFolder(id: string): string {
  const own = new URL(`../games/${id}/`, import.meta.url);
  return fileURLToPath(
    existsSync(own) ? own : new URL(`../../tests/games/${id}/`, import.meta.url),
  );
}

/** A game's golden file lives in its folder. */
const goldenFile = (id: string) => join(gameFolder(id), 'playthrough.golden.txt');

/** Asks a computer player, through the one way to ask for a move, for a move from `state`. */
function checkAi(
  { rules }: Loaded,
  ai: AiPlayer<unknown, unknown>,
  { state, players }: { state: unknown; players: number },
  rng: Rng,
) {
  const seat = rules.toMove(state) as number;
  const observation = observe(rules, state, seat);
  const legal = rules.legalMoves(state).map((m: unknown) => rules.moveToString(m));
  const ask = (seen: unknown) => chooseMove(ai, seen, { seat, players, history: [] }, createRng(5));
  const move = ask(observation);
  expect(legal, `${ai.id} plays a legal move`).toContain(rules.moveToString(move));
  const redealt = rules.hiddenInformation ? rules.determinize?.(observation, seat, rng) : undefined;
  if (redealt !== undefined) {
    // What the seat cannot see does not change what it plays.
    const again = ask(observe(rules, redealt, seat));
    expect(rules.moveToString(again), `${ai.id} on a redeal`).toBe(rules.moveToString(move));
  }
}

/**
 * The conformance suite of the registered game `id`, as one describe block; each game's
 * conformance.test.ts calls it once.
 */
export function conformanceSuite(id: string, { playouts, tablePlayouts }: SuiteOptions) {
  describe(`conformance: ${id}`, () => {
    let game: Loaded;
    beforeAll(async () => {
      game = await loadGame(id);
    });

    it('has rules and an engine for the id it is registered under, and the AIs it names', () => {
      const { descriptor, rules, engine } = game;
      expect(rules.id).toBe(id);
      expect(engine.rules.id).toBe(id);
      const names = (descriptor.ais ?? []).map(({ id, label }) => ({ id, label }));
      expect(engine.ais.map(({ id, label }) => ({ id, label }))).toEqual(names);
      expect(Boolean(engine.hint)).toBe(Boolean(descriptor.hint));
      expect(Boolean(engine.analyze)).toBe(Boolean(descriptor.analysis));
      for (const seat of descriptor.seats ?? []) {
        if (seat.ai) expect(names.map((n) => n.id)).toContain(seat.ai);
      }
    });

    it(`passes ${playouts} seeded random playouts`, () => {
      const seenMoves = new Map<string, unknown>();
      let finished = 0;
      let redeals = 0;
      const late: { state: unknown; players: number }[] = [];
      const moversByCount = new Map<number, Set<number>>();
      for (let i = 0; i < playouts; i++) {
        const out = playout(game, SEED_BASE, i, seenMoves);
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
      if (game.rules.hiddenInformation) {
        expect(redeals, 'redeals change hidden cards').toBeGreaterThan(0);
      }
      const rng = createRng(9);
      // Each computer player on one of the late positions in turn: every one is asked, and the
      // strongest (seconds a move for Pousse's, Checkers' and Onitama's) only once.
      if (game.engine.ais.length > 0) {
        expect(late.length, 'positions to ask the AIs').toBeGreaterThan(0);
      }
      game.engine.ais.forEach((ai, k) => {
        checkAi(game, ai, late[k % late.length] as (typeof late)[number], rng);
      });
    });

    it('plays the golden playthrough', async () => {
      await expect(playthrough(game)).toMatchFileSnapshot(goldenFile(id));
    });

    it(`plays ${tablePlayouts} seeded playouts through the table, text moves only, as the old path did`, () => {
      for (let i = 0; i < tablePlayouts; i++) tablePlayout(game, SEED_BASE, i);
    });

    it('replays its golden playthrough through the table, every position unchanged', () => {
      expect(replayGolden(game, goldenFile(id))).toBeGreaterThan(0);
    });
  });
}
