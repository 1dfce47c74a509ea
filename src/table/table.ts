import {
  CHANCE,
  type Game,
  IllegalMoveError,
  type Mover,
  moveTextFor,
  type Outcome,
  observe,
  type Viewer,
} from '../core/game.ts';
import type { History } from '../core/history.ts';
import type { ParamValues } from '../core/params.ts';
import { chanceMove } from '../core/ply-seeds.ts';
import { recordOf } from '../core/record.ts';
import { err, ok, type Result } from '../core/result.ts';
import type { ReviewView, SeenMove, TableView, UndoState } from './protocol.ts';
import type { Seat, UndoPolicy } from './seats.ts';

/** What a table is set up with besides its line of play. */
export interface TableSetup<S, M, O> {
  readonly rules: Game<S, M, ParamValues, O>;
  /** The parameters as text, in the game's canonical form. */
  readonly params: Readonly<Record<string, string>>;
  readonly seed: number;
  readonly seats: readonly Seat[];
  readonly undo?: UndoPolicy;
  /** Why Undo is off, in the game's own words, for a game whose policy is `none`. */
  readonly undoWhy?: string;
}

/** A computer seat whose turn it is: who, with which player, and what it may see. */
export interface AiTurn<O> {
  readonly seat: number;
  readonly ai: string;
  readonly observation: O;
  /** The moves so far as this seat read them. */
  readonly history: readonly string[];
  /** The ply it moves at: its rng's seed comes from the game's seed and this. */
  readonly ply: number;
}

const BEFORE_CHANCE_WHY =
  'Undo stops at the last roll or draw: taking it back would show what comes next.';

/**
 * One game's authoritative host: the state, the seed, the seats and the line of play. It takes
 * moves as text, resolves chance from the seed and the ply, says which computer seat is to move,
 * applies the undo policy, writes the public record, and gives each viewer what its seat may
 * see. It knows nothing of pages, workers or sockets: `TableHost` drives it for live clients,
 * `games play` in a loop of its own.
 *
 * The line is kept in place (arrays that grow), so a game of thousands of moves costs no more
 * per move than a short one. The position on the board is never a chance node while the game
 * goes on: chance is settled as soon as it is to move.
 */
export class Table<S, M, O = S> {
  readonly rules: Game<S, M, ParamValues, O>;
  readonly params: Readonly<Record<string, string>>;
  readonly seed: number;
  readonly players: number;
  private readonly states: S[];
  private readonly moves: M[];
  /** Whether a person made each move (a computer seat or chance did not). */
  private readonly byPerson: boolean[];
  /** Plies on the board. */
  private index: number;
  private seatList: Seat[];
  private pausedFlag = false;
  private revisionCount = 0;
  private thinkingNow: TableView<O, M>['thinking'] = null;
  private noticeText: string | null = null;

  constructor(
    private readonly setup: TableSetup<S, M, O>,
    line: History<S, M>,
    players: number,
  ) {
    this.rules = setup.rules;
    this.params = setup.params;
    this.seed = setup.seed;
    this.players = players;
    this.states = line.states.slice();
    this.moves = line.moves.slice();
    this.index = line.index;
    this.seatList = setup.seats.slice();
    // A replayed line does not say who chose its moves: a seat a person plays now, a person.
    this.byPerson = this.moves.map((_, i) => {
      const mover = this.rules.toMove(this.states[i] as S);
      return mover !== CHANCE && !this.isAi(mover);
    });
    if (this.index === this.moves.length) this.settle();
  }

  get revision(): number {
    return this.revisionCount;
  }

  get state(): S {
    return this.states[this.index] as S;
  }

  get seats(): readonly Seat[] {
    return this.seatList;
  }

  get paused(): boolean {
    return this.pausedFlag;
  }

  toMove(): Mover {
    return this.rules.toMove(this.state);
  }

  result(): Outcome | null {
    return this.rules.result(this.state);
  }

  private isAi(player: number): boolean {
    return this.seatList[player]?.kind === 'ai';
  }

  /** The seat a person is to move for, or null (a computer's turn, chance, or the end). */
  humanToMove(): number | null {
    const mover = this.toMove();
    return this.result() === null && mover !== CHANCE && !this.isAi(mover) ? mover : null;
  }

  /** The computer seat to move and what it may see, unless the game is over or paused. */
  aiTurn(): AiTurn<O> | null {
    const mover = this.toMove();
    if (this.pausedFlag || this.result() !== null || mover === CHANCE) return null;
    const seat = this.seatList[mover];
    if (seat?.kind !== 'ai') return null;
    return {
      seat: mover,
      ai: seat.ai,
      observation: observe(this.rules, this.state, mover),
      history: this.movesAs(mover, this.index).map((m) => m.text),
      ply: this.index,
    };
  }

  /**
   * Whose eyes a table at one screen shows: the person to move, else the first human seat;
   * everything once the game is over or when no person plays.
   */
  localViewer(): Viewer {
    if (this.result() !== null) return 'all';
    const human = this.humanToMove();
    if (human !== null) return human;
    const first = this.seatList.findIndex((s) => s.kind === 'human');
    return first < 0 ? 'all' : first;
  }

  /**
   * Plays `text` for `seat`: the seat must be the one to move, and the move one of its legal
   * moves. Chance that follows is settled at once. The error says what was wrong.
   */
  move(seat: number, text: string, byPerson = true): Result<M> {
    if (this.result() !== null) return err('the game is over');
    const mover = this.toMove();
    if (mover !== seat) {
      return err(mover === CHANCE ? 'chance is to move' : `it is seat ${mover + 1}'s turn`);
    }
    const parsed = this.rules.parseMove(text, this.state);
    if (!parsed.ok) return parsed;
    try {
      this.push(parsed.value, byPerson);
    } catch (e) {
      if (e instanceof IllegalMoveError) return err(e.message);
      throw e;
    }
    this.settle();
    this.changed();
    return ok(parsed.value);
  }

  /** Plays a computer seat's choice; its search never saw the state, only its observation. */
  playAi(turn: AiTurn<O>, move: M): Result<M> {
    if (this.index !== turn.ply || this.toMove() !== turn.seat) {
      return err('the position changed while the computer was thinking');
    }
    return this.move(turn.seat, this.rules.moveToString(move), false);
  }

  private push(move: M, byPerson: boolean): void {
    const next = this.rules.play(this.state, move);
    this.states.length = this.index + 1;
    this.moves.length = this.index;
    this.byPerson.length = this.index;
    this.states.push(next);
    this.moves.push(move);
    this.byPerson.push(byPerson);
    this.index++;
  }

  /** Chance's moves, each from the seed and its ply (core/ply-seeds.ts), until a player is to move. */
  private settle(): void {
    while (this.result() === null && this.toMove() === CHANCE) {
      this.push(chanceMove<S, M>(this.rules, this.state, this.seed, this.index), false);
    }
  }

  private changed(): void {
    this.revisionCount++;
    this.noticeText = null;
  }

  /** A position where no person decides: a computer's turn or chance. */
  private passesBy(at: number): boolean {
    const state = this.states[at] as S;
    const mover = this.rules.toMove(state);
    return this.rules.result(state) === null && (mover === CHANCE || this.isAi(mover));
  }

  /**
   * Where Undo goes: back one move, and on past the computers' answers and chance, so it is a
   * person's turn again; with why not when it cannot.
   */
  private undoTarget(): { at: number } | { why: string | null } {
    if (this.index === 0) return { why: null };
    const policy = this.setup.undo ?? 'free';
    if (policy === 'none') {
      return { why: this.setup.undoWhy ?? 'Undo is off in this game.' };
    }
    let at = this.index - 1;
    while (at > 0 && this.passesBy(at)) at--;
    if (this.passesBy(at)) return { why: 'Nothing of yours to take back yet.' };
    if (policy === 'before-chance') {
      for (let i = at; i < this.index; i++) {
        if (this.rules.toMove(this.states[i] as S) === CHANCE) return { why: BEFORE_CHANCE_WHY };
      }
    }
    return { at };
  }

  undoState(): UndoState {
    const target = this.undoTarget();
    return 'at' in target ? { can: true, why: null } : { can: false, why: target.why };
  }

  undo(): Result<void> {
    const target = this.undoTarget();
    if (!('at' in target)) return err(target.why ?? 'there is nothing to undo');
    this.index = target.at;
    this.changed();
    return ok(undefined);
  }

  canRedo(): boolean {
    return this.index < this.moves.length;
  }

  redo(): Result<void> {
    if (!this.canRedo()) return err('there is nothing to redo');
    this.index++;
    while (this.index < this.moves.length && this.passesBy(this.index)) this.index++;
    this.changed();
    return ok(undefined);
  }

  /** Back as far as Undo may go: the position as dealt, unless the policy stops earlier. */
  reset(): Result<void> {
    const from = this.index;
    for (let target = this.undoTarget(); 'at' in target; target = this.undoTarget()) {
      this.index = target.at;
    }
    if (this.index === from) return err('there is nothing to take back');
    this.changed();
    return ok(undefined);
  }

  /** A fixed seat (Chat Noir's cat) is the caller's to refuse: the table seats whoever it is told. */
  setSeat(player: number, seat: Seat): Result<void> {
    if (!Number.isInteger(player) || player < 0 || player >= this.players) {
      return err(`there is no seat ${player + 1}: this game seats ${this.players}`);
    }
    this.seatList = this.seatList.map((s, p) => (p === player ? seat : s));
    this.changed();
    return ok(undefined);
  }

  setPaused(paused: boolean): void {
    if (paused === this.pausedFlag) return;
    this.pausedFlag = paused;
    this.changed();
  }

  /** Shown in the views until the next change: a computer player's search under way. */
  setThinking(thinking: TableView<O, M>['thinking']): void {
    this.thinkingNow = thinking;
    this.revisionCount++;
  }

  /** A word for the status line until the next change (a computer player that failed). */
  say(notice: string): void {
    this.noticeText = notice;
    this.revisionCount++;
  }

  /** The moves of the line as `viewer` reads them, up to `end` plies. */
  private movesAs(viewer: Viewer, end = this.moves.length): SeenMove[] {
    const seen: SeenMove[] = [];
    for (let i = 0; i < end; i++) {
      const state = this.states[i] as S;
      const mover = this.rules.toMove(state);
      seen.push({ mover, text: moveTextFor(this.rules, state, this.moves[i] as M, viewer) });
    }
    return seen;
  }

  /** The moves on the board the game counts (chance's never), or only the people's. */
  private countMoves(people: boolean): number {
    let count = 0;
    for (let i = 0; i < this.index; i++) {
      const state = this.states[i] as S;
      if (this.rules.toMove(state) === CHANCE || (people && !this.byPerson[i])) continue;
      if (this.rules.countsAsMove?.(state, this.moves[i] as M) ?? true) count++;
    }
    return count;
  }

  /** The seats a person plays now or made a move for in the line on the board. */
  private people(): number[] {
    const seats = new Set(this.seatList.flatMap((s, p) => (s.kind === 'human' ? [p] : [])));
    for (let i = 0; i < this.index; i++) {
      const mover = this.rules.toMove(this.states[i] as S);
      if (this.byPerson[i] && mover !== CHANCE) seats.add(mover);
    }
    return [...seats].sort((a, b) => a - b);
  }

  private lastMoveAt(index: number): M | null {
    return index > 0 && !this.rules.hiddenInformation ? (this.moves[index - 1] as M) : null;
  }

  /**
   * Every move of the line on the board, chance's outcomes included: for the host's own use
   * (the end of `games play`), never for a client before the game is over.
   */
  playedMoves(): readonly M[] {
    return this.moves.slice(0, this.index);
  }

  /** The public game: the players' moves as text, chance's left out to be drawn again. */
  record(): TableView<O, M>['record'] {
    const line = { states: this.states, moves: this.moves, index: this.index };
    return { ...recordOf(this.rules, this.params, this.seed, line), seats: this.seatList };
  }

  /** Everything `viewer` is sent: never a value its seat may not see. */
  view(viewer: Viewer): TableView<O, M> {
    const toMove = this.toMove();
    const result = this.result();
    const theirTurn = result === null && toMove === viewer && !this.isAi(toMove);
    const { moveList } = this.rules;
    return {
      revision: this.revisionCount,
      viewer,
      observation: observe(this.rules, this.state, viewer),
      legal: theirTurn
        ? this.rules.legalMoves(this.state).map((m) => this.rules.moveToString(m))
        : [],
      moves: this.movesAs(viewer),
      index: this.index,
      toMove,
      result,
      lastMove: this.lastMoveAt(this.index),
      undo: this.undoState(),
      canRedo: this.canRedo(),
      movesMade: this.countMoves(false),
      humanMoves: this.countMoves(true),
      people: this.people(),
      seats: this.seatList,
      paused: this.pausedFlag,
      thinking: this.thinkingNow,
      ...(moveList && { moveList: moveList.format(this.moves.slice(0, this.index)) }),
      record: this.record(),
      notice: this.noticeText,
    };
  }

  /**
   * A position of the line for Review, as `viewer` saw it then; a seat may look back over its
   * own past, and everyone over a finished game.
   */
  review(index: number, viewer: Viewer): Result<ReviewView<O, M>> {
    if (!Number.isInteger(index) || index < 0 || index > this.moves.length) {
      return err(`there is no position ${index}: the line has ${this.moves.length} moves`);
    }
    if (index > this.index && this.result() === null) {
      return err('a move not yet on the board cannot be reviewed before the game ends');
    }
    const observation = observe(this.rules, this.states[index] as S, viewer);
    return ok({ index, observation, lastMove: this.lastMoveAt(index) });
  }
}
