import { chooseMove } from '../src/core/ai.ts';
import { CHANCE, moveTextFor, observe } from '../src/core/game.ts';
import { currentState, type History, pushMove, startHistory } from '../src/core/history.ts';
import { paramsToText, parseParams } from '../src/core/params.ts';
import { aiSeed, chanceMove } from '../src/core/ply-seeds.ts';
import { type GameRecord, recordOf } from '../src/core/record.ts';
import { createRng } from '../src/core/rng.ts';
import { quickTask } from '../src/core/task.ts';
import type { AnyGameDescriptor } from '../src/games/descriptor.ts';
import { gameHash, gameQuery } from '../src/ui/session/game-url.ts';
import { defaultSeat, type Seat } from '../src/ui/session/seats.ts';

/** A moment of a game worth a picture: a deal, and how far into it. */
export interface Scene {
  /** Parameters as the address gives them; the defaults for the rest. */
  readonly params?: Readonly<Record<string, string>>;
  readonly seed: number;
  /** At least this many plies are played; then play goes on to the next turn of a person. */
  readonly plies: number;
  /** Who makes the people's moves: one of the game's computer players, or `hint`. */
  readonly player?: string;
}

/** The scene as the page opens it: the address, and the save to import when it has no moves. */
export interface SceneGame {
  /** `#/<id>?...&seed=N`, with `&moves=` for games whose address carries the moves. */
  readonly hash: string;
  /** The save under its key, as a saves file holds it; absent when the address has it all. */
  readonly save?: { readonly key: string; readonly data: GameRecord & SaveExtras };
  /** The moves the status line counts (chance's and those the game does not count left out). */
  readonly moves: number;
}

interface SaveExtras {
  readonly seats: Seat[];
  readonly playedMs: number;
}

/** A made-up but plausible time played, so a clock on the page does not read 0 mid-game. */
const MS_A_MOVE = 4000;

/** How far past its plies a scene may go looking for a person's turn before it gives up. */
const MAX_EXTRA_PLIES = 1000;

/**
 * Plays a scene in Node as the page plays: the deal from the seed, chance and the computer seats
 * (each seat's default player) from the seeds of each ply (core/ply-seeds.ts), the people's
 * seats by the scene's player. Players are asked to be quick, so no choice depends on this
 * machine's speed. It stops on a person's turn (or at the end), so the page opened on the result
 * has nothing left to compute and the picture does not depend on timing.
 */
export async function playScene(descriptor: AnyGameDescriptor, scene: Scene): Promise<SceneGame> {
  const id = descriptor.info.id;
  const [rules, engine] = await Promise.all([descriptor.rules(), descriptor.engine()]);
  const parsed = parseParams(rules.params, scene.params ?? {});
  if (!parsed.ok) throw new Error(`the scene of ${id}: ${parsed.error}`);
  const params = paramsToText(rules.params, parsed.value);
  const seats = Array.from({ length: rules.players(parsed.value) }, (_, p) =>
    defaultSeat(descriptor.seats?.[p]),
  );
  const aiNamed = (name: string) => {
    const ai = engine.ais.find((a) => a.id === name);
    if (!ai) throw new Error(`the scene of ${id}: ${id} has no computer player "${name}"`);
    return ai;
  };

  let history: History<unknown, unknown> = startHistory(
    rules.setup(parsed.value, createRng(scene.seed)),
  );
  let humanMoves = 0;
  let moves = 0;
  for (let ply = 0; ; ply++) {
    const state = currentState(history);
    if (rules.result(state)) break;
    const mover = rules.toMove(state);
    const seat = mover === CHANCE ? undefined : seats[mover];
    if (ply >= scene.plies && seat?.kind === 'human') break;
    if (ply >= scene.plies + MAX_EXTRA_PLIES) {
      throw new Error(`the scene of ${id}: no person's turn within ${MAX_EXTRA_PLIES} plies`);
    }
    let move: unknown;
    if (mover === CHANCE) move = chanceMove(rules, state, scene.seed, ply);
    else {
      const observation = observe(rules, state, mover);
      const name = seat?.kind === 'ai' ? seat.ai : (scene.player ?? 'hint');
      if (seat?.kind === 'human') humanMoves++;
      if (name === 'hint') {
        move = engine.hint?.(observation, quickTask)?.[0];
        if (move === undefined) throw new Error(`the scene of ${id}: no hint at ply ${ply}`);
      } else {
        const context = {
          seat: mover,
          players: seats.length,
          history: history.moves.map((m, i) => moveTextFor(rules, history.states[i], m, mover)),
        };
        const rng = createRng(aiSeed(scene.seed, ply));
        move = chooseMove(aiNamed(name), observation, context, rng, quickTask);
      }
    }
    if (mover !== CHANCE && (rules.countsAsMove?.(state, move) ?? true)) moves++;
    history = pushMove(history, move, rules.play(state, move));
  }

  if (rules.moveList) {
    return { hash: gameHash(id, params, scene.seed, rules.moveList.format(history.moves)), moves };
  }
  const record = recordOf(rules, params, scene.seed, history);
  return {
    hash: gameHash(id, params, scene.seed),
    save: {
      key: gameQuery(id, params, scene.seed),
      data: { ...record, seats, playedMs: humanMoves * MS_A_MOVE },
    },
    moves,
  };
}
