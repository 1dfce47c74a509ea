import {
  type Board,
  blockadeMoved,
  enterPawn,
  HOME,
  type Moved,
  movePawn,
  START,
  seatBlockades,
} from './board.ts';
import type { Step } from './turns.ts';

/** A full turn as the players' search finds it: its steps and the board it ends on. */
export interface Candidate {
  readonly steps: readonly Step[];
  readonly board: readonly number[];
}

/** A board or dice as a short string key: one character per number. */
export const boardKey = (board: Board): string =>
  String.fromCharCode(...board.map((loc) => loc + 2));
const diceKey = (dice: readonly number[]): string =>
  String.fromCharCode(...dice.map((d) => d + 32));

/** Sorted insertion, as PLT's `insert` adds a bonus to the sorted dice. */
function insertSorted(dice: readonly number[], x: number): number[] {
  const i = dice.findIndex((d) => x <= d);
  return i < 0 ? [...dice, x] : [...dice.slice(0, i), x, ...dice.slice(i)];
}

const remove = (dice: readonly number[], x: number): number[] | null => {
  const i = dice.indexOf(x);
  return i < 0 ? null : [...dice.slice(0, i), ...dice.slice(i + 1)];
};

/** The search's remove-used-rolls for entering: 5, else 3 and 2, else 1 and 4. */
function enteringDice(dice: readonly number[]): number[] | null {
  const five = remove(dice, 5);
  if (five) return five;
  if (dice.includes(3) && dice.includes(2)) return remove(remove(dice, 2) as number[], 3);
  if (dice.includes(1) && dice.includes(4)) return remove(remove(dice, 4) as number[], 1);
  return null;
}

interface Node {
  readonly steps: Step[];
  readonly dice: number[];
  readonly board: number[];
}

/** The positions one step leads to, skipping steps that move a blockade together. */
function nextNodes(node: Node, seat: number, original: Board, blockades: boolean): Node[] {
  const out: Node[] = [];
  const dice = [...new Set(node.dice)];
  for (let id = 0; id < 4; id++) {
    const pawn = seat * 4 + id;
    const loc = node.board[pawn] as number;
    if (loc === HOME) continue;
    const tries: [Step, Moved, number[] | null][] =
      loc === START
        ? [[{ kind: 'enter', pawn: id }, enterPawn(node.board, pawn), enteringDice(node.dice)]]
        : dice.map((die) => [
            { kind: 'move', pawn: id, die },
            movePawn(node.board, pawn, die),
            remove(node.dice, die),
          ]);
    for (const [step, moved, left] of tries) {
      if (typeof moved === 'string' || !left) continue;
      if (blockades && blockadeMoved(original, moved.board, seat)) continue;
      out.push({
        steps: [...node.steps, step],
        dice: moved.bonus ? insertSorted(left, moved.bonus) : left,
        board: moved.board,
      });
    }
  }
  return out;
}

/** Work counted by the enumeration: positions expanded. */
export interface EnumerationStats {
  nodes: number;
}

/**
 * PLT's `search`: every distinct board a legal full turn ends on, found by applying single steps
 * in every order (bonuses added as they come), skipping repeated (dice, board) positions and
 * steps that move a blockade together. One candidate per distinct board; a position with no
 * step left is an end. The order is the order of discovery (depth first, pawns 0–3).
 */
export function enumerateTurns(
  original: Board,
  seat: number,
  unsortedDice: readonly number[],
  stats?: EnumerationStats,
): Candidate[] {
  const seen = new Set<string>();
  // Only a blockade there at the start can move together.
  const blockades = seatBlockades(original, seat).length > 0;
  const ends = new Map<string, Candidate>();
  const stack: Node[] = [
    { steps: [], dice: [...unsortedDice].sort((a, b) => a - b), board: original.slice() },
  ];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    const key = diceKey(node.dice) + boardKey(node.board);
    if (seen.has(key)) continue;
    seen.add(key);
    if (stats) stats.nodes++;
    const next = nextNodes(node, seat, original, blockades);
    if (next.length === 0) {
      const k = boardKey(node.board);
      if (!ends.has(k)) ends.set(k, { steps: node.steps, board: node.board });
    } else {
      for (let i = next.length - 1; i >= 0; i--) stack.push(next[i] as Node);
    }
  }
  return [...ends.values()];
}

const CACHE_SIZE = 4096;
const cache = new Map<string, Candidate[]>();

/** `enumerateTurns`, memoised on (seat, sorted dice, board): rollouts meet the same turns often. */
export function turnsFor(board: Board, seat: number, dice: readonly number[]): Candidate[] {
  const sorted = [...dice].sort((a, b) => a - b);
  const key = `${seat}${diceKey(sorted)}|${boardKey(board)}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const found = enumerateTurns(board, seat, sorted);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, found);
  return found;
}
