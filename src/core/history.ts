/**
 * The line of play: every state from the start, the moves between them, and a cursor. Undo and
 * redo only move the cursor; a new move after an undo drops the moves that were ahead of it.
 * Immutable, so the UI can keep old histories and compare them by identity.
 */
export interface History<S, M> {
  readonly states: readonly S[];
  readonly moves: readonly M[];
  /** Index into `states` of the position on the board. */
  readonly index: number;
}

export function startHistory<S, M>(initial: S): History<S, M> {
  return { states: [initial], moves: [], index: 0 };
}

export function currentState<S, M>(h: History<S, M>): S {
  return h.states[h.index] as S;
}

export function pushMove<S, M>(h: History<S, M>, move: M, next: S): History<S, M> {
  return {
    states: [...h.states.slice(0, h.index + 1), next],
    moves: [...h.moves.slice(0, h.index), move],
    index: h.index + 1,
  };
}

export const canUndo = <S, M>(h: History<S, M>): boolean => h.index > 0;
export const canRedo = <S, M>(h: History<S, M>): boolean => h.index < h.moves.length;

export function undo<S, M>(h: History<S, M>, steps = 1): History<S, M> {
  return { ...h, index: Math.max(0, h.index - steps) };
}

export function redo<S, M>(h: History<S, M>, steps = 1): History<S, M> {
  return { ...h, index: Math.min(h.moves.length, h.index + steps) };
}

/** Back to the starting position, keeping the moves so that redo can replay them. */
export function restart<S, M>(h: History<S, M>): History<S, M> {
  return { ...h, index: 0 };
}

/** The moves that led to the current position. */
export function movesPlayed<S, M>(h: History<S, M>): readonly M[] {
  return h.moves.slice(0, h.index);
}
