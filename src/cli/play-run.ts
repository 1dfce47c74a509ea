import type { AiPlayer } from '../core/ai.ts';
import { CHANCE, type Mover, type Outcome } from '../core/game.ts';
import { outcomeText } from '../core/outcome-text.ts';
import { paramsToText } from '../core/params.ts';
import { unwrap } from '../core/result.ts';
import { playerName } from '../games/descriptor.ts';
import { type LoadedGame, loadGame } from '../games/load-game.ts';
import { computerMove } from '../table/host.ts';
import { openTable } from '../table/open-table.ts';
import type { Seat } from '../table/seats.ts';
import type { AiTurn, Table } from '../table/table.ts';
import type { LineReader } from './line-reader.ts';
import { seedOption, valid } from './options.ts';
import { type SeatPlayer, seatList } from './seat-list.ts';
import { UsageError } from './usage-error.ts';

const seatName = (seat: SeatPlayer): string => (seat === 'human' ? 'human' : seat.id);

/** The seats of `--seats`, else each seat's default in the game's seat picker (an AI or human). */
function seatsOf(game: LoadedGame, text: string | undefined): SeatPlayer[] {
  const defaults = Array.from(
    { length: game.players },
    (_, seat) => game.descriptor.seats?.[seat]?.ai ?? 'human',
  );
  return seatList(game, '--seats', text ?? defaults.join(','));
}

type AnyTable = Table<unknown, unknown, unknown>;

/**
 * What a person at `seat` is shown before they move: the view the table sends that seat, the
 * same as the page's: what the seat may see, the moves so far as it read them, its legal moves.
 * Never the state itself where the game hides anything: its text shows every hand.
 */
function turnView(game: LoadedGame, table: AnyTable, seat: number): string[] {
  const { rules, descriptor } = game;
  const view = table.view(seat);
  const who = (mover: Mover) =>
    mover === CHANCE ? 'chance' : playerName(descriptor.playerNames, mover);
  const moves = view.moves.slice(0, view.index).map((m) => `${who(m.mover)}: ${m.text}`);
  return [
    `${who(seat)} to move (seat ${seat + 1}, ply ${view.index + 1})`,
    rules.hiddenInformation
      ? `you see: ${JSON.stringify(view.observation)}`
      : `position: ${rules.stateToString(view.observation)}`,
    `moves so far: ${moves.length ? moves.join('; ') : 'none'}`,
    `legal moves: ${view.legal.join(' ')}`,
  ];
}

/** Reads lines until the table takes one as the seat's move; each refusal is named, with the legal moves. */
async function humanMove(game: LoadedGame, table: AnyTable, seat: number, lines: LineReader) {
  const legal = table.view(seat).legal.join(' ');
  for (;;) {
    const line = await lines.read();
    if (line === undefined) {
      const who = playerName(game.descriptor.playerNames, seat);
      throw new UsageError(`the input ended before the game did: ${who} was to move`);
    }
    if (line.trim() === '') continue;
    const played = table.move(seat, line);
    if (played.ok) return;
    console.error(`error: ${played.error}; legal moves: ${legal}`);
  }
}

/**
 * Plays the game to its end at a table in this process, as the page's play worker does: the
 * deal from the seed, chance and the computer players from the seeds of each ply, the people's
 * moves as text. The same seed and the same moves of the people replay the same game.
 */
async function playOut(
  game: LoadedGame,
  seats: readonly SeatPlayer[],
  seed: number,
  lines: LineReader,
  say: (line: string) => void,
): Promise<{ table: AnyTable; outcome: Outcome }> {
  const { rules } = game;
  const request = {
    kind: 'new',
    params: paramsToText(rules.params, game.params),
    seed,
    seats: seats.map((s): Seat => (s === 'human' ? { kind: 'human' } : { kind: 'ai', ai: s.id })),
  };
  const table = unwrap(openTable(rules, {}, request)).table;
  for (let outcome = table.result(); ; outcome = table.result()) {
    if (outcome) return { table, outcome };
    const person = table.humanToMove();
    if (person !== null) {
      for (const line of turnView(game, table, person)) say(line);
      await humanMove(game, table, person, lines);
      continue;
    }
    const turn = table.aiTurn() as AiTurn<unknown>;
    const ai = seats[turn.seat] as AiPlayer<unknown, unknown>;
    unwrap(table.playAi(turn, computerMove(table, turn, ai)));
  }
}

export interface PlayOptions {
  readonly seats?: string;
  readonly seed: string;
  readonly json?: boolean;
}

/** `games play <game>`: checks the command line, plays the game, prints how it went. */
export async function runPlayCommand(
  text: string,
  opts: PlayOptions,
  openLines: () => LineReader,
): Promise<void> {
  const game = valid(await loadGame(text));
  const seats = seatsOf(game, opts.seats);
  const seed = seedOption(opts.seed);
  // JSON is for programs: the questions to the people at the table go to stderr beside it.
  const say = opts.json
    ? (line: string) => console.error(line)
    : (line: string) => console.log(line);
  const lines = openLines();
  let played: Awaited<ReturnType<typeof playOut>>;
  try {
    played = await playOut(game, seats, seed, lines, say);
  } finally {
    lines.close();
  }
  const { rules, descriptor } = game;
  const line = played.table.playedMoves();
  const moves = line.map((m) => rules.moveToString(m));
  if (opts.json) {
    const result = played.outcome;
    const out = { game: game.gameString, seed, seats: seats.map(seatName), moves, result };
    return console.log(JSON.stringify(out));
  }
  const named = (p: number) =>
    `${playerName(descriptor.playerNames, p)} (${seatName(seats[p] as SeatPlayer)})`;
  console.log(`${game.gameString}, seed ${seed}: ${outcomeText(played.outcome, named)}`);
  const list = rules.moveList?.format(line) ?? moves.join(' ');
  console.log(`moves ${list}`);
}
