import { type AiPlayer, chooseMove } from '../../core/ai.ts';
import { createRng, deriveSeed, type Rng } from '../../core/rng.ts';
import { wilsonInterval } from '../../search/wilson.ts';
import {
  applyAction,
  type Connect4State,
  DRAW,
  initState,
  isGameOver,
  other,
  type Player,
  RED,
} from './rules.ts';
import { type Strategy, strategyPlayer } from './strategies.ts';

/** What the assignment's `play-game` returns: the moves and RED, YELLOW or DRAW. */
export interface PlayedGame {
  readonly actions: number[];
  readonly result: Player | typeof DRAW;
}

function chooser(strategy: Strategy): AiPlayer<Connect4State, number> {
  const player = strategyPlayer(strategy);
  if (!player.ok) throw new RangeError(player.error);
  return player.value;
}

/**
 * Plays `state` to the end. As in the assignment, `strategyFirst` plays whoever is to move in
 * `state`. Both players draw from the one `rng`, so the same seed replays the same game.
 */
export function playGame(
  state: Connect4State,
  strategyFirst: Strategy,
  strategySecond: Strategy,
  rng: Rng,
): PlayedGame {
  const first = state.toMove;
  const players = { [first]: chooser(strategyFirst), [other(first)]: chooser(strategySecond) };
  const actions: number[] = [];
  let current = state;
  while (isGameOver(current) === false) {
    const seat = {
      seat: current.toMove === RED ? 0 : 1,
      players: 2,
      history: actions.map((column) => String(column + 1)),
    };
    const player = players[current.toMove] as AiPlayer<Connect4State, number>;
    const action = chooseMove(player, current, seat, rng);
    actions.push(action);
    current = applyAction(current, action);
  }
  return { actions, result: isGameOver(current) as Player | typeof DRAW };
}

export interface MatchOptions {
  readonly a: Strategy;
  readonly b: Strategy;
  readonly games: number;
  readonly seed: number;
  readonly width: number;
  readonly height: number;
  /** Called after each game with the number played so far. */
  readonly onGame?: (played: number) => void;
}

export interface MatchResult {
  readonly games: number;
  /** Counted for `a`. */
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** a's score per game: (wins + draws / 2) / games. */
  readonly score: number;
  readonly ci95: [number, number];
}

/**
 * Paired games: games 2k and 2k+1 start from the same seed, `a` moving first (red) in the
 * first and `b` in the second, so neither colour nor luck of the seed favours one side.
 */
export function playMatch(options: MatchOptions): MatchResult {
  const { a, b, games, seed, width, height } = options;
  if (!Number.isInteger(games) || games < 1)
    throw new RangeError(`games must be 1 or more, not ${games}`);
  let wins = 0;
  let draws = 0;
  for (let i = 0; i < games; i++) {
    const aFirst = i % 2 === 0;
    const rng = createRng(deriveSeed(seed, Math.floor(i / 2)));
    const start = initState(width, height, RED);
    const { result } = aFirst ? playGame(start, a, b, rng) : playGame(start, b, a, rng);
    if (result === DRAW) draws++;
    else if ((result === RED) === aFirst) wins++;
    options.onGame?.(i + 1);
  }
  const score = (wins + draws / 2) / games;
  return {
    games,
    wins,
    draws,
    losses: games - wins - draws,
    score,
    ci95: wilsonInterval(score, games),
  };
}
