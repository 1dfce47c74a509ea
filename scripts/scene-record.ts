import { paramsToText, parseParams } from '../src/core/params.ts';
import type { GameRecord } from '../src/core/record.ts';
import { unwrap } from '../src/core/result.ts';
import { quickTask } from '../src/core/task.ts';
import type { AnyGameDescriptor } from '../src/games/descriptor.ts';
import { resolvePlayer } from '../src/games/players.ts';
import { computerMove } from '../src/table/host.ts';
import { openTable } from '../src/table/open-table.ts';
import { defaultSeat, type Seat } from '../src/table/seats.ts';
import type { AiTurn, Table } from '../src/table/table.ts';
import { gameHash, gameQuery } from '../src/ui/session/game-url.ts';

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
    const ai = resolvePlayer(engine, name);
    if (!ai) throw new Error(`the scene of ${id}: ${id} has no computer player "${name}"`);
    return ai;
  };
  const request = { kind: 'new', params, seed: scene.seed, seats };
  const table = unwrap(openTable(rules, { undo: descriptor.undo }, request)).table;

  let humanMoves = 0;
  for (;;) {
    const ply = table.view(table.localViewer()).index;
    const person = table.humanToMove();
    if (table.result() || (ply >= scene.plies && person !== null)) break;
    if (ply >= scene.plies + MAX_EXTRA_PLIES) {
      throw new Error(`the scene of ${id}: no person's turn within ${MAX_EXTRA_PLIES} plies`);
    }
    if (person === null) {
      const turn = table.aiTurn() as AiTurn<unknown>;
      unwrap(table.playAi(turn, computerMove(table, turn, aiNamed(turn.ai), quickTask)));
      continue;
    }
    // The people's seats are played by the scene's player, as a computer seat would be.
    humanMoves++;
    const name = scene.player ?? 'hint';
    const turn = { ...(table.aiTurn() ?? personTurn(table, person)), ai: name };
    const move =
      name === 'hint'
        ? engine.hint?.(turn.observation, quickTask)?.moves[0]
        : computerMove(table, turn, aiNamed(name), quickTask);
    if (move === undefined) throw new Error(`the scene of ${id}: no hint at ply ${ply}`);
    unwrap(table.move(person, rules.moveToString(move)));
  }

  const view = table.view(table.localViewer());
  if (rules.moveList) {
    return { hash: gameHash(id, params, scene.seed, view.moveList), moves: view.movesMade };
  }
  return {
    hash: gameHash(id, params, scene.seed),
    save: {
      key: gameQuery(id, params, scene.seed),
      data: { ...view.record, seats, playedMs: humanMoves * MS_A_MOVE },
    },
    moves: view.movesMade,
  };
}

/** What the seat of a person to move may see, as a computer seat's turn would be given it. */
function personTurn(table: Table<unknown, unknown, unknown>, seat: number): AiTurn<unknown> {
  const view = table.view(seat);
  const history = view.moves.slice(0, view.index).map((m) => m.text);
  return { seat, ai: '', observation: view.observation, history, ply: view.index };
}
