import { readFileSync } from 'node:fs';
import { type AnyGame, CHANCE } from '../core/game.ts';
import { paramsToText } from '../core/params.ts';
import { chanceMove } from '../core/ply-seeds.ts';
import { unwrap } from '../core/result.ts';
import { createRng, deriveSeed, RNG_ALGORITHM } from '../core/rng.ts';
import { openTable } from '../table/open-table.ts';
import type { Seat } from '../table/seats.ts';
import type { Table } from '../table/table.ts';
import { same, sampleParams } from './checks.ts';
import { type Loaded, MAX_PLIES, puzzleHint } from './playout.ts';

/**
 * Every game played through its table as a client plays it: moves as text, chosen from the
 * legal moves the view sends, chance left to the table. Beside it the path the page and the CLI
 * took before the table (the rules played directly, chance drawn from the seed and the ply by
 * core/ply-seeds.ts) must reach the same state after every move, so an old save replays the
 * same; the public record the table writes must reopen to the same view; a garbage move must be
 * refused without a change. A failed check throws, naming what went wrong.
 */

const GARBAGE = ['', 'zz99', '💥', 'x'.repeat(300)];

type AnyTable = Table<unknown, unknown, unknown>;

/** The old path's settling of chance: each outcome from the seed and its ply. */
function settle(rules: AnyGame, state: unknown, seed: number, plies: number[]): unknown {
  let s = state;
  while (rules.result(s) === null && rules.toMove(s) === CHANCE) {
    s = rules.play(s, chanceMove(rules, s, seed, plies[0] as number));
    plies[0] = (plies[0] as number) + 1;
  }
  return s;
}

const people = (n: number): Seat[] => Array.from({ length: n }, () => ({ kind: 'human' }));

/**
 * One seeded playout through the table, following the hint (where it names a legal move) in odd
 * ones as the suite's other playouts do; returns whether it reached the end.
 */
export function tablePlayout(game: Loaded, base: number, index: number): boolean {
  const { rules } = game;
  const rng = createRng(deriveSeed(base, index, 0x7ab1e));
  const values = sampleParams(rules, rng);
  const params = paramsToText(rules.params, values);
  const seed = rng.int(0, 0xffff_ffff);
  const seats = people(rules.players(values));
  const table: AnyTable = unwrap(openTable(rules, {}, { kind: 'new', params, seed, seats })).table;
  const plies = [0];
  let old = settle(rules, rules.setup(values, createRng(seed)), seed, plies);
  same(rules.stateToString(table.state), rules.stateToString(old), 'the dealt position');
  for (let ply = 0; ply < MAX_PLIES && table.result() === null; ply++) {
    const seat = table.humanToMove();
    if (seat === null) throw new Error(`${rules.id}: no person to move in a game of people`);
    const view = table.view(seat);
    if (view.legal.length === 0) throw new Error(`${rules.id}: the view to move lists no move`);
    if (ply % 7 === 0) {
      const revision = table.revision;
      const bad = rng.pick(GARBAGE);
      if (table.move(seat, bad).ok) throw new Error(`${rules.id}: the table took "${bad}"`);
      same(table.revision, revision, 'a refused move changes nothing');
    }
    const hinted = index % 2 ? puzzleHint(game, table.state, values) : undefined;
    const hint = hinted === undefined ? undefined : rules.moveToString(hinted);
    const text = hint !== undefined && view.legal.includes(hint) ? hint : rng.pick(view.legal);
    const played = table.move(seat, text);
    if (!played.ok) throw new Error(`${rules.id}: the table refused "${text}": ${played.error}`);
    plies[0] = (plies[0] as number) + 1;
    old = settle(rules, rules.play(old, unwrap(rules.parseMove(text, old))), seed, plies);
    same(rules.stateToString(table.state), rules.stateToString(old), `after ${text}`);
  }
  const view = table.view(table.localViewer());
  if (table.result() !== null) {
    same([view.viewer, view.legal], ['all', []], 'a finished game is seen whole, with no move');
  }
  const again: AnyTable = unwrap(
    openTable(rules, {}, { kind: 'saved', record: JSON.parse(JSON.stringify(view.record)), seats }),
  ).table;
  same(again.view(again.localViewer()).observation, view.observation, 'the record reopens');
  same(rules.stateToString(again.state), rules.stateToString(table.state), 'the record replays');
  return table.result() !== null;
}

/** The moves of a golden playthrough file, chance's included, in order. */
function goldenMoves(text: string): string[] {
  return [...text.matchAll(/^ {2}(?:player \d+|chance): \d+ legal, play (.*)$/gm)].map(
    (m) => m[1] as string,
  );
}

/** The states of a golden playthrough file, the dealt one first. */
const goldenStates = (text: string): string[] =>
  [...text.matchAll(/^state (.*)$/gm)].map((m) => m[1] as string);

/**
 * The golden playthrough opened at every step by the table, as a save of the first format (its
 * chance outcomes given, as that format kept them): each position is the golden file's.
 */
export function replayGolden(game: Loaded, file: string): number {
  const { rules } = game;
  const text = readFileSync(file, 'utf8');
  const head = /^game \S+ params (.*) seed (\d+)$/m.exec(text);
  if (!head) throw new Error(`${file}: no header`);
  const params = paramsToText(rules.params, JSON.parse(head[1] as string));
  const moves = goldenMoves(text);
  const states = goldenStates(text);
  const seats = people(rules.players(JSON.parse(head[1] as string)));
  const record = { format: 1, game: rules.id, params, seed: Number(head[2]), rng: RNG_ALGORITHM };
  // A table settles chance at the end of its line: a golden file cut short at a chance node is
  // checked up to the move before.
  const end = unwrap(rules.parseState(states[moves.length] as string));
  const last =
    rules.result(end) === null && rules.toMove(end) === CHANCE ? moves.length - 1 : moves.length;
  for (let index = 0; index <= last; index++) {
    const saved = { ...record, moves, index };
    const opened = unwrap(openTable(rules, {}, { kind: 'saved', record: saved, seats }));
    same(rules.stateToString(opened.table.state), states[index], `golden position ${index}`);
  }
  return moves.length;
}
