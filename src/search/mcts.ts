import type { AiContext, AiInfo, AiPlayer } from '../core/ai.ts';
import { CHANCE, type Game, sampleChance } from '../core/game.ts';
import {
  backUp,
  type Rewards,
  randomPlayout,
  rewardsFor,
  runIterations,
  type TreeSearchBudget,
  ucb,
} from './playout.ts';
import { GENERIC_NEEDS, requireGame } from './requirements.ts';

/**
 * UCT (Kocsis & Szepesvári 2006) for games of perfect information with any number of players:
 * each iteration walks down the tree by UCB1, adds one node, plays out at random and credits
 * every node with the result of the player who moved into it. Chance nodes are sampled by their
 * probabilities. All randomness comes from `context.rng`, so a seed replays the same search
 * unless a time budget is set. Rewards are those of `rewardsFor`: utilities for several players,
 * scores normalised as they come for one.
 */

export type MctsOptions = TreeSearchBudget;

export interface MctsResult<M> {
  /** The most visited move, the first in `legalMoves` order among equals. */
  readonly move: M;
  /** The mover's mean utility after `move`, from -1 to 1. */
  readonly value: number;
  readonly visits: number;
  readonly iterations: number;
  /** Positions played, in the tree and in playouts. */
  readonly nodes: number;
}

interface TreeNode {
  visits: number;
  /** The summed rewards (`Rewards.of`) of the player who moved into this node. */
  reward: number;
  /** At a player's node: by index in `legalMoves`, added in the random order of `order`. */
  readonly children: (TreeNode | undefined)[];
  order?: number[];
  expanded: number;
  /** At a chance node: by the outcome's move text. */
  readonly outcomes: Map<string, TreeNode>;
}

const newNode = (): TreeNode => ({
  visits: 0,
  reward: 0,
  children: [],
  expanded: 0,
  outcomes: new Map(),
});

/** The index of the child with the highest UCB1 score, the first among equals. */
function bestChild(node: TreeNode, c: number, mean: Rewards['mean']): number {
  let best = 0;
  let bestScore = -Infinity;
  for (const [i, child] of node.children.entries()) {
    const { reward, visits } = child as TreeNode;
    const score = ucb(reward, visits, node.visits, c, mean);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

/** The index of the most visited child, the first among equals; holes are children not added. */
export function mostVisited(children: readonly ({ visits: number } | undefined)[]): number {
  let best = -1;
  for (const [i, child] of children.entries()) {
    if (child && (best < 0 || child.visits > (children[best]?.visits ?? 0))) best = i;
  }
  return best;
}

export function mcts<S, M>(
  game: Game<S, M>,
  state: S,
  options: MctsOptions,
  context: AiContext,
): MctsResult<M> {
  requireGame('MCTS', game, GENERIC_NEEDS.mcts);
  if (game.result(state)) throw new RangeError('the game is over: there is no move to choose');
  if (game.toMove(state) === CHANCE) throw new RangeError('MCTS chooses for a player, not chance');
  const { rng, players } = context;
  const c = options.exploration ?? Math.SQRT2;
  const rewards = rewardsFor(players, game.lowerScoreWins);
  const root = newNode();
  let nodes = 0;
  const count = () => {
    nodes++;
  };

  const iterate = () => {
    let s = state;
    let node = root;
    /** Each node on the way down, with the player who moved into it. */
    const path: [TreeNode, number | typeof CHANCE][] = [[root, CHANCE]];
    let expanded = false;
    while (!expanded && !game.result(s)) {
      const mover = game.toMove(s);
      let child: TreeNode | undefined;
      let move: M;
      if (mover === CHANCE) {
        move = sampleChance<S, M>(game, s, rng);
        const key = game.moveToString(move);
        child = node.outcomes.get(key);
        if (!child) {
          child = newNode();
          node.outcomes.set(key, child);
          expanded = true;
        }
      } else {
        const moves = game.legalMoves(s);
        node.order ??= rng.shuffle(moves.map((_, i) => i));
        let index: number;
        if (node.expanded < moves.length) {
          index = node.order[node.expanded++] as number;
          child = newNode();
          node.children[index] = child;
          expanded = true;
        } else {
          index = bestChild(node, c, rewards.mean);
          child = node.children[index] as TreeNode;
        }
        move = moves[index] as M;
      }
      s = game.play(s, move);
      count();
      node = child;
      path.push([child, mover]);
    }
    backUp(path, rewards.of(randomPlayout(game, s, rng, count, options.playoutPlies)));
  };

  const iterations = runIterations(options, context, iterate);
  const best = mostVisited(root.children);
  const chosen = root.children[best] as TreeNode;
  return {
    move: game.legalMoves(state)[best] as M,
    value: 2 * rewards.mean(chosen.reward, chosen.visits) - 1,
    visits: chosen.visits,
    iterations,
    nodes,
  };
}

/** An AI for perfect-information games, where the observation is the state itself. */
export function mctsPlayer<S, M>(
  game: Game<S, M>,
  options: MctsOptions & Partial<AiInfo> = {},
): AiPlayer<S, M> {
  const budget = options.iterations ?? options.time ?? 1000;
  return {
    id: options.id ?? `mcts-${budget}`,
    label: options.label ?? `MCTS, ${budget} ${options.time ? 'ms' : 'iterations'}`,
    choose: (state, context) => mcts(game, state, options, context).move,
  };
}
