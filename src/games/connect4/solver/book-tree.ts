import { CENTRE_FIRST, type Position } from './bitboard.ts';
import { bookKey } from './book.ts';
import { needsEntry } from './book-job.ts';
import { choiceAmong } from './solve.ts';

/**
 * The positions the Perfect seat can face when it plays from the start, with either colour,
 * against any replies (scripts/connect4-book-perfect.ts books them). Its choice is one column
 * (centre-first among equal scores), so the tree has one child where it is to move and every
 * child where its opponent is. The book needs every child's score of the positions where it is
 * to move (its move, the analysis); where its opponent is, the children are its own positions,
 * whose scores follow from theirs (the hint, the analysis).
 *
 * Positions are merged when equal, not with their mirror images: among equal scores the seat
 * takes the left column, so a position and its mirror may lead to games that are not mirrors.
 * The scores, solved once per mirror pair, are shared.
 */

/** A position of the tree and the columns that reach it, as Pons writes them (`4453`). */
export interface TreeNode {
  readonly position: Position;
  readonly moves: string;
}

/** The tree's positions with `ply` discs, both colours' games together. */
export interface TreeLevel {
  readonly ply: number;
  /** The Perfect seat to move. */
  readonly perfect: readonly TreeNode[];
  /** Its opponent to move. */
  readonly opponent: readonly TreeNode[];
}

/** The empty board: the seat to move when it plays Red, its opponent when it plays Yellow. */
export function firstLevel(empty: Position): TreeLevel {
  const root = { position: empty, moves: '' };
  return { ply: 0, perfect: [root], opponent: [root] };
}

const exactKey = (p: Position): number => (p.curHi + p.maskHi) * 2 ** 28 + p.curLo + p.maskLo;

const child = (node: TreeNode, column: number): TreeNode => ({
  position: node.position.play(column),
  moves: `${node.moves}${column + 1}`,
});

/** The columns playable at `p` that do not win at once, centre first. */
const moving = (p: Position): number[] =>
  CENTRE_FIRST.filter((column) => p.canPlay(column) && !p.isWinningMove(column));

/**
 * The children the book needs of the level's Perfect-seat positions that `known` does not hold,
 * each mirror pair once, siblings together (so a thread that keeps its table across them shares
 * their subtrees).
 */
export function unknownChildren(level: TreeLevel, known: (p: Position) => boolean): TreeNode[] {
  const seen = new Set<number>();
  return level.perfect.flatMap((node) =>
    moving(node.position)
      .map((column) => child(node, column))
      .filter(({ position }) => {
        if (!needsEntry(position) || known(position)) return false;
        const key = bookKey(position);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
  );
}

/**
 * Once every child of the level's Perfect-seat positions is scored (`score`, from the side to
 * move there, for any position after a move that does not win): the next level, and the scores
 * of those positions read off their children (to keep in the book beside the children's). A
 * position where the seat wins at once ends its game there.
 */
export function nextLevel(
  level: TreeLevel,
  score: (p: Position) => number | undefined,
): { next: TreeLevel; scored: Map<number, number> } {
  const scored = new Map<number, number>();
  const perfect = new Map<number, TreeNode>();
  const opponent = new Map<number, TreeNode>();
  const add = (to: Map<number, TreeNode>, node: TreeNode) => {
    const key = exactKey(node.position);
    if (!to.has(key)) to.set(key, node);
  };
  for (const node of level.perfect) {
    const p = node.position;
    if (CENTRE_FIRST.some((column) => p.canPlay(column) && p.isWinningMove(column))) continue;
    const columns = moving(p);
    if (columns.length === 0) continue;
    const scores = columns.map((column) => {
      const s = score(p.play(column));
      if (s === undefined) throw new Error(`${node.moves}${column + 1}: no score yet`);
      return s;
    });
    const choice = choiceAmong(columns, scores);
    if (needsEntry(p)) scored.set(bookKey(p), choice.score);
    add(opponent, child(node, choice.column));
  }
  for (const node of level.opponent) {
    for (const column of moving(node.position)) add(perfect, child(node, column));
  }
  return {
    next: { ply: level.ply + 1, perfect: [...perfect.values()], opponent: [...opponent.values()] },
    scored,
  };
}
