import { excerpt } from '../../core/excerpt.ts';
import { type Game, IllegalMoveError } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import {
  CARD_NAMES,
  CARD_STEPS,
  type CardName,
  dealCards,
  isCardName,
  parseCardsParam,
} from './cards.ts';
import { type OnitamaParams, onitamaInfo } from './info.ts';

/**
 * Onitama with the official rules: 5×5 board, a master and four students a side, five cards
 * of which each player holds two. A move plays one of your cards; that card goes to the side
 * and you take the side card. You win by taking the opposing master (Way of the Stone) or by
 * bringing your master onto the opposing temple, the middle of the other home row (Way of the
 * Stream). A player without a legal move passes by giving up one of their cards in the same way.
 *
 * Blue sits at the bottom and moves first, as in the seed project. Hand order follows the seed
 * (Game.rkt's `rearrange-cards`): the card taken from the side comes first, the kept card
 * second. The seed's search tries the cards in hand order, so its node counts depend on it.
 */

export const BLUE = 0;
export const RED = 1;
export type Player = typeof BLUE | typeof RED;

export const SIZE = 5;
export const SQUARES = SIZE * SIZE;

export type Hand = readonly [CardName, CardName];

/**
 * `board` has 25 cells in reading order, from a5 (top left, red's home row) to e1 (bottom
 * right, blue's home row): `.` empty, `b`/`B` blue student/master, `r`/`R` red ones. Square
 * numbers in moves are indices into it.
 */
export interface OnitamaState {
  readonly board: string;
  /** `hands[player]`, in hand order. */
  readonly hands: readonly [Hand, Hand];
  readonly side: CardName;
  readonly toMove: Player;
}

/** A move of a piece from square to square with a card, or a pass that gives up a card. */
export type OnitamaMove =
  | { readonly kind: 'move'; readonly card: CardName; readonly from: number; readonly to: number }
  | { readonly kind: 'pass'; readonly card: CardName };

export type { OnitamaParams } from './info.ts';

export const other = (player: Player): Player => (player === BLUE ? RED : BLUE);

export const playerName = (player: Player): string => (player === BLUE ? 'blue' : 'red');

/** `Blue` or `Red`, as a sentence names the player. */
export const capitalised = (player: Player): string => (player === BLUE ? 'Blue' : 'Red');

const STUDENT = ['b', 'r'] as const;
const MASTER = ['B', 'R'] as const;

/** Middle of each player's home row: c1 for blue, c5 for red. */
export const TEMPLE = [22, 2] as const;

const START_BOARD = `rrRrr${'.'.repeat(15)}bbBbb`;

export const ownerOf = (cell: string | undefined): Player | undefined =>
  cell === 'b' || cell === 'B' ? BLUE : cell === 'r' || cell === 'R' ? RED : undefined;

/** `a1`…`e5`: files a–e from the left, ranks 1–5 from blue's home row up. */
export const squareName = (square: number): string =>
  `${'abcde'[square % SIZE]}${SIZE - Math.floor(square / SIZE)}`;

export function parseSquare(text: string): number | undefined {
  const m = /^([a-e])([1-5])$/.exec(text);
  if (!m) return undefined;
  return (SIZE - Number(m[2])) * SIZE + 'abcde'.indexOf(m[1] as string);
}

/** The squares `card` takes a piece of `player` on `from` to, in the card's step order. */
export function cardReach(card: CardName, player: Player, from: number): number[] {
  const turn = player === BLUE ? 1 : -1;
  const file = from % SIZE;
  const row = Math.floor(from / SIZE);
  const out: number[] = [];
  for (const [right, forward] of CARD_STEPS[card]) {
    const f = file + right * turn;
    const r = row - forward * turn;
    if (f >= 0 && f < SIZE && r >= 0 && r < SIZE) out.push(r * SIZE + f);
  }
  return out;
}

/** `cardReach` without the squares held by the mover's own pieces. */
export const destinations = (state: OnitamaState, card: CardName, from: number): number[] =>
  cardReach(card, state.toMove, from).filter((to) => ownerOf(state.board[to]) !== state.toMove);

/** The player who has won, and how; undefined while the game goes on. */
function winner(state: OnitamaState): { player: Player; way: string } | undefined {
  const mover = state.toMove;
  const last = other(mover);
  if (!state.board.includes(MASTER[mover])) {
    return {
      player: last,
      way: `${capitalised(last)} took the ${playerName(mover)} master (Way of the Stone)`,
    };
  }
  if (state.board[TEMPLE[mover]] === MASTER[last]) {
    return {
      player: last,
      way: `${capitalised(last)}'s master reached the ${playerName(mover)} temple (Way of the Stream)`,
    };
  }
  return undefined;
}

export const isOver = (state: OnitamaState): boolean => winner(state) !== undefined;

/**
 * Moves in the seed's order (Minimax.rkt's `get-moves`): the mover's cards in hand order; for
 * each, the mover's pieces in reading order from a5 to e1; for each, the card's steps in the
 * card's order. Only when there is none, the two passes in hand order. Empty once won.
 */
export function legalMoves(state: OnitamaState): OnitamaMove[] {
  if (isOver(state)) return [];
  const moves: OnitamaMove[] = [];
  for (const card of state.hands[state.toMove]) {
    for (let from = 0; from < SQUARES; from++) {
      if (ownerOf(state.board[from]) !== state.toMove) continue;
      for (const to of destinations(state, card, from))
        moves.push({ kind: 'move', card, from, to });
    }
  }
  if (moves.length > 0) return moves;
  return state.hands[state.toMove].map((card) => ({ kind: 'pass', card }));
}

export const moveToString = (move: OnitamaMove): string =>
  move.kind === 'pass'
    ? `${move.card}:pass`
    : `${move.card}:${squareName(move.from)}${squareName(move.to)}`;

const isSquare = (n: unknown): n is number =>
  Number.isInteger(n) && (n as number) >= 0 && (n as number) < SQUARES;

/** What is wrong with the shape of `move`, which may come from anywhere; undefined if nothing. */
function malformed(move: unknown): string | undefined {
  if (typeof move !== 'object' || move === null) return `a move is an object, not ${String(move)}`;
  const m = move as Partial<Record<string, unknown>>;
  if (typeof m.card !== 'string' || !isCardName(m.card)) {
    return `a move names one of the cards ${CARD_NAMES.join(', ')}, not ${JSON.stringify(m.card)}`;
  }
  if (m.kind !== 'move' && m.kind !== 'pass') {
    return `a move's kind is move or pass, not ${JSON.stringify(m.kind)}`;
  }
  if (m.kind === 'move' && (!isSquare(m.from) || !isSquare(m.to))) {
    return `a move goes from square 0-24 to square 0-24, not ${JSON.stringify(m.from)} to ${JSON.stringify(m.to)}`;
  }
  return undefined;
}

/** Why a well-formed `move` is not legal in `state`, or undefined when it is. */
function illegality(state: OnitamaState, move: OnitamaMove): string | undefined {
  const won = winner(state);
  if (won) return `the game is over: ${won.way}`;
  const mover = state.toMove;
  const hand = state.hands[mover];
  if (!hand.includes(move.card)) {
    return `${playerName(mover)} holds ${hand.join(' and ')}, not ${move.card}`;
  }
  const moves = legalMoves(state);
  if (move.kind === 'pass') {
    return moves[0]?.kind === 'move'
      ? `${playerName(mover)} can move, so may not pass (${moveToString(moves[0])} is one move)`
      : undefined;
  }
  const { card, from, to } = move;
  if (ownerOf(state.board[from]) !== mover) {
    return `${squareName(from)} holds no ${playerName(mover)} piece`;
  }
  const reach = destinations(state, card, from);
  if (reach.includes(to)) return undefined;
  if (ownerOf(state.board[to]) === mover) {
    return `${squareName(to)} holds a ${playerName(mover)} piece already`;
  }
  const where = reach.length ? reach.map(squareName).join(', ') : 'nowhere';
  return `${card} takes the piece on ${squareName(from)} to ${where}, not ${squareName(to)}`;
}

export function play(state: OnitamaState, move: OnitamaMove): OnitamaState {
  const shape = malformed(move);
  if (shape !== undefined) throw new IllegalMoveError(`${JSON.stringify(move)}: ${shape}`);
  const why = illegality(state, move);
  if (why !== undefined) throw new IllegalMoveError(`${moveToString(move)}: ${why}`);
  const mover = state.toMove;
  const hand = state.hands[mover];
  const kept = hand[0] === move.card ? hand[1] : hand[0];
  const newHand: Hand = [state.side, kept];
  const hands: [Hand, Hand] =
    mover === BLUE ? [newHand, state.hands[RED]] : [state.hands[BLUE], newHand];
  let board = state.board;
  if (move.kind === 'move') {
    const cells = [...board];
    cells[move.to] = cells[move.from] as string;
    cells[move.from] = '.';
    board = cells.join('');
  }
  return { board, hands, side: move.card, toMove: other(mover) };
}

export function parseMove(text: string, state: OnitamaState): Result<OnitamaMove> {
  const m = /^([a-z]+):(?:([a-e][1-5])([a-e][1-5])|(pass))$/.exec(text.trim().toLowerCase());
  if (!m) return err(`move ${excerpt(text)}: expected card:fromto like tiger:c1c3, or card:pass`);
  const card = m[1] as string;
  if (!isCardName(card)) {
    return err(
      `move ${excerpt(text)}: no card named ${excerpt(card)} (cards: ${CARD_NAMES.join(', ')})`,
    );
  }
  const move: OnitamaMove = m[4]
    ? { kind: 'pass', card }
    : {
        kind: 'move',
        card,
        from: parseSquare(m[2] as string) as number,
        to: parseSquare(m[3] as string) as number,
      };
  const why = illegality(state, move);
  return why === undefined ? ok(move) : err(`move ${excerpt(text)}: ${why}`);
}

/** `BOARD BLUE RED SIDE TURN`, e.g. `rrRrr/...../...../...../bbBbb tiger,crab horse,eel frog b`. */
export function stateToString(state: OnitamaState): string {
  const rows = Array.from({ length: SIZE }, (_, r) => state.board.slice(r * SIZE, (r + 1) * SIZE));
  const turn = state.toMove === BLUE ? 'b' : 'r';
  return `${rows.join('/')} ${state.hands[BLUE].join(',')} ${state.hands[RED].join(',')} ${state.side} ${turn}`;
}

const FORMAT =
  'expected BOARD BLUE RED SIDE TURN like rrRrr/...../...../...../bbBbb tiger,crab horse,eel frog b';

function parseHand(text: string, whose: string): Result<Hand> {
  const names = text.split(',');
  if (names.length !== 2)
    return err(`${whose} holds two cards separated by a comma, not ${excerpt(text)}`);
  for (const name of names) {
    if (!isCardName(name))
      return err(`${whose}: no card named ${excerpt(name)} (cards: ${CARD_NAMES.join(', ')})`);
  }
  return ok(names as unknown as Hand);
}

/**
 * Reads position text and checks that play could reach it: one master and at most four
 * students a side, five different cards, and no win that should already have ended the game
 * (the player who just moved cannot have lost their master or have been left on a won temple).
 */
export function parseState(text: string): Result<OnitamaState> {
  const fail = (why: string) => err<OnitamaState>(`position ${excerpt(text)}: ${why}`);
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 5) return fail(`${FORMAT}; got ${fields.length} fields`);
  const [boardText, blueText, redText, sideText, turnText] = fields as [
    string,
    string,
    string,
    string,
    string,
  ];
  const rows = boardText.split('/');
  if (rows.length !== SIZE)
    return fail(`the board has ${SIZE} rows separated by /, not ${rows.length}`);
  for (const [i, row] of rows.entries()) {
    if (row.length !== SIZE) return fail(`board row ${i + 1} has ${row.length} cells, not ${SIZE}`);
    const bad = row.search(/[^.rRbB]/);
    if (bad >= 0) return fail(`board row ${i + 1} has "${row[bad]}"; use . r R b B`);
  }
  const board = rows.join('');
  for (const player of [BLUE, RED] as const) {
    const masters = board.split(MASTER[player]).length - 1;
    const students = board.split(STUDENT[player]).length - 1;
    if (masters > 1) return fail(`${playerName(player)} has ${masters} masters; a side has one`);
    if (students > 4)
      return fail(`${playerName(player)} has ${students} students; a side has at most four`);
  }
  const blue = parseHand(blueText, 'blue');
  if (!blue.ok) return fail(blue.error);
  const red = parseHand(redText, 'red');
  if (!red.ok) return fail(red.error);
  if (!isCardName(sideText))
    return fail(`no card named ${excerpt(sideText)} (cards: ${CARD_NAMES.join(', ')})`);
  const all = [...blue.value, ...red.value, sideText];
  const twice = all.find((c, i) => all.indexOf(c) !== i);
  if (twice) return fail(`${twice} appears twice; a game has five different cards`);
  if (turnText !== 'b' && turnText !== 'r')
    return fail(`the turn is b or r, not ${excerpt(turnText)}`);
  const toMove: Player = turnText === 'b' ? BLUE : RED;
  const last = other(toMove);
  if (!board.includes(MASTER[last])) {
    return fail(
      `${playerName(last)} has no master but ${playerName(toMove)} is to move; the game ended when it was taken`,
    );
  }
  if (board[TEMPLE[last]] === MASTER[toMove]) {
    return fail(
      `the ${playerName(toMove)} master stands on the ${playerName(last)} temple but ${playerName(toMove)} is to move; that move ended the game`,
    );
  }
  return ok({ board, hands: [blue.value, red.value], side: sideText, toMove });
}

/** The start position with five cards in dealing order: blue's two, red's two, the side card. */
export function startState(cards: readonly CardName[]): OnitamaState {
  const [b1, b2, r1, r2, side] = cards;
  if (cards.length !== 5 || !b1 || !b2 || !r1 || !r2 || !side || new Set(cards).size !== 5) {
    throw new RangeError(`a game needs five different cards, not ${cards.join(', ')}`);
  }
  return {
    board: START_BOARD,
    hands: [
      [b1, b2],
      [r1, r2],
    ],
    side,
    toMove: BLUE,
  };
}

/** The five cards in play: blue's, red's, then the side card. */
export const cardsOf = (state: OnitamaState): CardName[] => [
  ...state.hands[BLUE],
  ...state.hands[RED],
  state.side,
];

/** Moves as one line, `tiger:a1a3 eel:e5d4`: the form the URL keeps. */
export const formatMoves = (moves: readonly OnitamaMove[]): string =>
  moves.map(moveToString).join(' ');

/** Reads a line of moves from `start`, each legal where it is played. */
export function parseMoves(start: OnitamaState, text: string): Result<OnitamaMove[]> {
  const moves: OnitamaMove[] = [];
  let state = start;
  for (const [i, word] of text.trim().split(/\s+/).filter(Boolean).entries()) {
    const move = parseMove(word, state);
    if (!move.ok) return err(`move ${i + 1}: ${move.error}`);
    moves.push(move.value);
    state = play(state, move.value);
  }
  return ok(moves);
}

export const onitama: Game<OnitamaState, OnitamaMove, OnitamaParams> = {
  ...onitamaInfo,

  setup(p, rng) {
    const cards = parseCardsParam(p.cards);
    if (!cards.ok) throw new RangeError(cards.error);
    return startState(dealCards(cards.value, rng));
  },

  /** 0 is blue, 1 is red. */
  toMove: (state) => state.toMove,
  legalMoves,
  play,

  result(state) {
    const won = winner(state);
    return won ? { kind: 'win', winner: won.player, detail: won.way } : null;
  },

  moveToString,
  parseMove,
  stateToString,
  parseState,
  moveList: { format: formatMoves, parse: parseMoves },
};
