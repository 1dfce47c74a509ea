import { CARD_NAMES, type CardName, cardIndex } from '../cards.ts';
import {
  BLUE,
  cardReach,
  type OnitamaState,
  type Player,
  RED,
  SIZE,
  SQUARES,
  TEMPLE,
} from '../rules.ts';

/**
 * A mutable copy of a position for the seed's searches, with make/unmake, so walking a tree
 * allocates nothing per node. It must agree with rules.ts: search.test.ts checks it against the
 * seed's own counts.
 *
 * Cells hold the seed's numbers: side times type, with blue -1, red +1, student 1, master 2.
 * Cards are kept per ply, as card indices in the seed's list order (Minimax.rkt's `state-cards`):
 * the mover's two in hand order, the opponent's two, then the side card.
 */

/** `DEST[DEST_START[k] .. DEST_START[k + 1])` for k = (card * 2 + player) * 25 + square. */
const DEST_START = new Int32Array(CARD_NAMES.length * 2 * SQUARES + 1);
const DEST = (() => {
  const all: number[] = [];
  for (const [c, name] of CARD_NAMES.entries()) {
    for (const player of [BLUE, RED] as const) {
      for (let from = 0; from < SQUARES; from++) {
        all.push(...cardReach(name, player, from));
        DEST_START[(c * 2 + player) * SQUARES + from + 1] = all.length;
      }
    }
  }
  return Int8Array.from(all);
})();

export const destStart = (card: number, player: number, from: number): number =>
  DEST_START[(card * 2 + player) * SQUARES + from] as number;
export const destEnd = (card: number, player: number, from: number): number =>
  DEST_START[(card * 2 + player) * SQUARES + from + 1] as number;
export const destAt = (k: number): number => DEST[k] as number;

/** |2 - row|: how far a square lies from the middle row, as the seed's `heur-board` counts. */
const ROW_DISTANCE = Int8Array.from({ length: SQUARES }, (_, sq) =>
  Math.abs(2 - Math.floor(sq / SIZE)),
);

const SIGN = [-1, 1] as const;

const CELL: Readonly<Record<string, number>> = { '.': 0, b: -1, B: -2, r: 1, R: 2 };

export class Position {
  readonly board = new Int8Array(SQUARES);
  readonly cards: Int8Array;
  /** Square of each player's master, -1 once taken. */
  readonly master = new Int8Array(2);
  readonly count = new Int8Array(2);
  /** Sum of ROW_DISTANCE over each player's pieces. */
  readonly distance = new Int8Array(2);
  /** The player to move at ply 0. */
  readonly first: Player;

  constructor(state: OnitamaState, maxPlies: number) {
    this.first = state.toMove;
    this.master.fill(-1);
    for (let sq = 0; sq < SQUARES; sq++) {
      const cell = CELL[state.board[sq] as string] as number;
      this.board[sq] = cell;
      if (cell === 0) continue;
      const owner = cell < 0 ? BLUE : RED;
      this.count[owner] = (this.count[owner] as number) + 1;
      this.distance[owner] = (this.distance[owner] as number) + (ROW_DISTANCE[sq] as number);
      if (cell === 2 || cell === -2) this.master[owner] = sq;
    }
    this.cards = new Int8Array((maxPlies + 1) * 5);
    const mine = state.hands[state.toMove];
    const theirs = state.hands[state.toMove === BLUE ? RED : BLUE];
    const order: CardName[] = [...mine, ...theirs, state.side];
    for (const [i, name] of order.entries()) this.cards[i] = cardIndex(name);
  }

  moverAt(ply: number): Player {
    return (ply & 1) === 0 ? this.first : this.first === BLUE ? RED : BLUE;
  }

  owns(player: Player, sq: number): boolean {
    return (this.board[sq] as number) * SIGN[player] > 0;
  }

  /** Whether the player who moved into ply `ply` has won: the seed's `win?`. */
  won(ply: number): boolean {
    const mover = this.moverAt(ply);
    const last = mover === BLUE ? RED : BLUE;
    return this.master[mover] === -1 || this.master[last] === TEMPLE[mover];
  }

  /** Writes the cards of ply + 1 after the mover at `ply` plays hand card `ci` (0 or 1). */
  passCard(ply: number, ci: number): void {
    const c = this.cards;
    const at = ply * 5;
    c[at + 5] = c[at + 2] as number;
    c[at + 6] = c[at + 3] as number;
    c[at + 7] = c[at + 4] as number;
    c[at + 8] = c[at + 1 - ci] as number;
    c[at + 9] = c[at + ci] as number;
  }

  /** Moves the piece on `from` to `to` and returns what stood on `to`. */
  move(from: number, to: number): number {
    const board = this.board;
    const piece = board[from] as number;
    const captured = board[to] as number;
    const owner = piece < 0 ? BLUE : RED;
    if (captured !== 0) {
      const victim = 1 - owner;
      this.count[victim] = (this.count[victim] as number) - 1;
      this.distance[victim] = (this.distance[victim] as number) - (ROW_DISTANCE[to] as number);
      if (captured === 2 || captured === -2) this.master[victim] = -1;
    }
    this.distance[owner] =
      (this.distance[owner] as number) +
      (ROW_DISTANCE[to] as number) -
      (ROW_DISTANCE[from] as number);
    if (piece === 2 || piece === -2) this.master[owner] = to;
    board[to] = piece;
    board[from] = 0;
    return captured;
  }

  undo(from: number, to: number, captured: number): void {
    const board = this.board;
    const piece = board[to] as number;
    const owner = piece < 0 ? BLUE : RED;
    board[from] = piece;
    board[to] = captured;
    if (piece === 2 || piece === -2) this.master[owner] = from;
    this.distance[owner] =
      (this.distance[owner] as number) +
      (ROW_DISTANCE[from] as number) -
      (ROW_DISTANCE[to] as number);
    if (captured !== 0) {
      const victim = 1 - owner;
      this.count[victim] = (this.count[victim] as number) + 1;
      this.distance[victim] = (this.distance[victim] as number) + (ROW_DISTANCE[to] as number);
      if (captured === 2 || captured === -2) this.master[victim] = to;
    }
  }
}
