import { chooseMove } from '../core/ai.ts';
import { excerpt } from '../core/excerpt.ts';
import { CHANCE, type Mover, moveTextFor, type Outcome, observe } from '../core/game.ts';
import { outcomeText } from '../core/outcome-text.ts';
import { aiSeed, chanceMove } from '../core/ply-seeds.ts';
import { createRng } from '../core/rng.ts';
import { playerName } from '../games/descriptor.ts';
import { type LoadedGame, loadGame } from '../games/load-game.ts';
import type { LineReader } from './line-reader.ts';
import { seedOption, valid } from './options.ts';
import { type SeatPlayer, seatList } from './seat-list.ts';
import { UsageError } from './usage-error.ts';

/** One move of the game: who made it, in which state, so each seat can read it its own way. */
interface Ply {
  readonly mover: Mover;
  readonly state: unknown;
  readonly move: unknown;
}

const seatName = (seat: SeatPlayer): string => (seat === 'human' ? 'human' : seat.id);

/** The seats of `--seats`, else each seat's default in the game's seat picker (an AI or human). */
function seatsOf(game: LoadedGame, text: string | undefined): SeatPlayer[] {
  const defaults = Array.from(
    { length: game.players },
    (_, seat) => game.descriptor.seats?.[seat]?.ai ?? 'human',
  );
  return seatList(game, '--seats', text ?? defaults.join(','));
}

/**
 * What a person at `seat` is shown before they move: what that seat may see and the moves so far
 * as that seat read them. Never the state itself where the game hides anything: its text shows
 * every hand.
 */
function turnView(game: LoadedGame, state: unknown, seat: number, plies: readonly Ply[]): string[] {
  const { rules, descriptor } = game;
  const who = (mover: Mover) =>
    mover === CHANCE ? 'chance' : playerName(descriptor.playerNames, mover);
  const moves = plies.map((p) => `${who(p.mover)}: ${moveTextFor(rules, p.state, p.move, seat)}`);
  const legal = rules.legalMoves(state).map((m) => rules.moveToString(m));
  return [
    `${who(seat)} to move (seat ${seat + 1}, ply ${plies.length + 1})`,
    rules.hiddenInformation
      ? `you see: ${JSON.stringify(observe(rules, state, seat))}`
      : `position: ${rules.stateToString(state)}`,
    `moves so far: ${moves.length ? moves.join('; ') : 'none'}`,
    `legal moves: ${legal.join(' ')}`,
  ];
}

/** Reads lines until one is a legal move; a bad one is named with the legal moves, once a line. */
async function humanMove(
  game: LoadedGame,
  state: unknown,
  seat: number,
  lines: LineReader,
): Promise<unknown> {
  const { rules } = game;
  const legal = rules.legalMoves(state).map((m) => rules.moveToString(m));
  for (;;) {
    const line = await lines.read();
    if (line === undefined) {
      const who = playerName(game.descriptor.playerNames, seat);
      throw new UsageError(`the input ended before the game did: ${who} was to move`);
    }
    if (line.trim() === '') continue;
    const parsed = rules.parseMove(line, state);
    if (parsed.ok && legal.includes(rules.moveToString(parsed.value))) return parsed.value;
    const why = parsed.ok ? `move ${excerpt(line)} is not legal here` : parsed.error;
    console.error(`error: ${why}; legal moves: ${legal.join(' ')}`);
  }
}

/**
 * Plays the game to its end. The deal comes from the seed and chance and the computer players
 * from the seeds of each ply (core/ply-seeds.ts), as on the page: the same seed and the same
 * moves of the people replay the same game.
 */
async function playOut(
  game: LoadedGame,
  seats: readonly SeatPlayer[],
  seed: number,
  lines: LineReader,
  say: (line: string) => void,
): Promise<{ plies: Ply[]; outcome: Outcome }> {
  const { rules } = game;
  let state = rules.setup(game.params, createRng(seed));
  const plies: Ply[] = [];
  while (!rules.result(state)) {
    const mover = rules.toMove(state);
    const ply = plies.length;
    let move: unknown;
    if (mover === CHANCE) move = chanceMove(rules, state, seed, ply);
    else {
      const seat = seats[mover] as SeatPlayer;
      if (seat === 'human') {
        for (const line of turnView(game, state, mover, plies)) say(line);
        move = await humanMove(game, state, mover, lines);
      } else {
        const history = plies.map((p) => moveTextFor(rules, p.state, p.move, mover));
        const context = { seat: mover, players: seats.length, history };
        move = chooseMove(
          seat,
          observe(rules, state, mover),
          context,
          createRng(aiSeed(seed, ply)),
        );
      }
    }
    plies.push({ mover, state, move });
    state = rules.play(state, move);
  }
  return { plies, outcome: rules.result(state) as Outcome };
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
  const moves = played.plies.map((p) => rules.moveToString(p.move));
  if (opts.json) {
    const result = played.outcome;
    const out = { game: game.gameString, seed, seats: seats.map(seatName), moves, result };
    return console.log(JSON.stringify(out));
  }
  const named = (p: number) =>
    `${playerName(descriptor.playerNames, p)} (${seatName(seats[p] as SeatPlayer)})`;
  console.log(`${game.gameString}, seed ${seed}: ${outcomeText(played.outcome, named)}`);
  const list = rules.moveList?.format(played.plies.map((p) => p.move)) ?? moves.join(' ');
  console.log(`moves ${list}`);
}
