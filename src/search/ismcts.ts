import type { AiContext, AiInfo, AiPlayer } from '../core/ai.ts';
import { CHANCE, type Game, sampleChance } from '../core/game.ts';
import type { ParamValues } from '../core/params.ts';
import { mostVisited } from './mcts.ts';
import {
  backUp,
  randomPlayout,
  rewardsFor,
  runIterations,
  type TreeSearchBudget,
  ucb,
} from './playout.ts';
import { GENERIC_NEEDS, requireGame } from './requirements.ts';

/**
 * Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012, SO-ISMCTS) for games
 * with hidden information. It never sees the state: each iteration deals a state consistent
 * with the observation (`game.determinize`), then walks one tree, shared by all deals, whose
 * edges are moves as text (`game.moveToString`). A move may be legal in some deals and not in
 * others, so UCB1 counts how often a child was available instead of how often its parent was
 * visited. Chance met on the way is sampled. All randomness comes from `context.rng`.
 *
 * A game of perfect information with chance (Parcheesi's dice) is searched the same way: its
 * observation is the state, so every deal is the state itself, and the tree's edges still
 * share one node per move across the dice it met. Rewards are those of `rewardsFor`.
 */

export type IsmctsOptions = TreeSearchBudget;

export interface IsmctsResult<M> {
  /** The most visited move at the root, the first seen among equals. */
  readonly move: M;
  /** The observer's mean utility after `move`, from -1 to 1. */
  readonly value: number;
  readonly visits: number;
  readonly iterations: number;
  /** Positions played, in the tree and in playouts. */
  readonly nodes: number;
}

interface InfoNode {
  visits: number;
  /** How often this node's move was legal when its parent was reached. */
  available: number;
  /** The summed rewards (`Rewards.of`) of the player who moved into this node. */
  reward: number;
  /** By move text, in the order first seen. */
  readonly children: Map<string, InfoNode>;
}

const newNode = (): InfoNode => ({ visits: 0, available: 0, reward: 0, children: new Map() });

/** Chooses for `context.seat` from its `observation` alone. */
export function ismcts<S, M, P extends ParamValues, O>(
  game: Game<S, M, P, O>,
  observation: O,
  options: IsmctsOptions,
  context: AiContext,
): IsmctsResult<M> {
  requireGame('information-set MCTS', game, GENERIC_NEEDS.ismcts);
  // Where nothing is hidden (dice only), the observation is the state: every deal is itself.
  const determinize = game.determinize ?? ((o: O) => o as unknown as S);
  const { rng, players, seat } = context;
  const c = options.exploration ?? Math.SQRT2;
  const rewards = rewardsFor(players, game.lowerScoreWins);
  const root = newNode();
  /** The moves at the root, by text: the same in every deal, since the observer is to move. */
  const rootMoves = new Map<string, M>();
  let nodes = 0;
  const count = () => {
    nodes++;
  };

  const iterate = () => {
    let s = determinize(observation, seat, rng);
    let node = root;
    const path: [InfoNode, number | typeof CHANCE][] = [[root, CHANCE]];
    let expanded = false;
    while (!expanded && !game.result(s)) {
      const mover = game.toMove(s);
      let move: M;
      let key: string;
      if (mover === CHANCE) {
        move = sampleChance<S, M>(game, s, rng);
        key = game.moveToString(move);
      } else {
        const moves = game.legalMoves(s);
        const keys = moves.map((m) => game.moveToString(m));
        if (node === root) for (const [i, k] of keys.entries()) rootMoves.set(k, moves[i] as M);
        const untried = keys.flatMap((k, i) => (node.children.has(k) ? [] : [i]));
        let index: number;
        if (untried.length > 0) index = rng.pick(untried);
        else {
          index = 0;
          let best = -Infinity;
          for (const [i, k] of keys.entries()) {
            const child = node.children.get(k) as InfoNode;
            const score = ucb(child.reward, child.visits, child.available, c, rewards.mean);
            if (score > best) {
              best = score;
              index = i;
            }
          }
        }
        for (const k of keys) {
          const child = node.children.get(k);
          if (child) child.available++;
        }
        move = moves[index] as M;
        key = keys[index] as string;
      }
      let child = node.children.get(key);
      if (!child) {
        child = newNode();
        child.available = 1;
        node.children.set(key, child);
        expanded = true;
      }
      s = game.play(s, move);
      count();
      node = child;
      path.push([child, mover]);
    }
    backUp(path, rewards.of(randomPlayout(game, s, rng, count, options.playoutPlies)));
  };

  const iterations = runIterations(options, context, iterate);
  const entries = [...root.children.entries()];
  const [key, chosen] = entries[mostVisited(entries.map(([, n]) => n))] as [string, InfoNode];
  return {
    move: rootMoves.get(key) as M,
    value: 2 * rewards.mean(chosen.reward, chosen.visits) - 1,
    visits: chosen.visits,
    iterations,
    nodes,
  };
}

/** An AI for games with hidden information: it chooses from its observation alone. */
export function ismctsPlayer<S, M, P extends ParamValues, O>(
  game: Game<S, M, P, O>,
  options: IsmctsOptions & Partial<AiInfo> = {},
): AiPlayer<O, M> {
  const budget = options.iterations ?? options.time ?? 1000;
  return {
    id: options.id ?? `ismcts-${budget}`,
    label: options.label ?? `IS-MCTS, ${budget} ${options.time ? 'ms' : 'iterations'}`,
    choose: (observation, context) => ismcts(game, observation, options, context).move,
  };
}
