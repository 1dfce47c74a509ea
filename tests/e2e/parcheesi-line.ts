import { chooseMove } from '../../src/core/ai.ts';
import { aiSeed, chanceMove } from '../../src/core/ply-seeds.ts';
import { createRng } from '../../src/core/rng.ts';
import { pltPlayer } from '../../src/games/parcheesi/players.ts';
import {
  type ParcheesiMove,
  type ParcheesiState,
  parcheesi,
} from '../../src/games/parcheesi/rules.ts';
import { applyStep, type Step } from '../../src/games/parcheesi/turns.ts';

/**
 * A game as the page plays it with PLT's default seats (green Grace, red Polly, blue you, yellow
 * Renee): the same seed gives the same rolls and computer turns, so a test knows in advance what
 * the blue seat will be dealt. Blue plays its first listed turn until the turn sought: doubles
 * with a bop among its turns.
 */
const AIS = [pltPlayer('grace'), pltPlayer('polly'), null, pltPlayer('renee')];
const BLUE = 2;

export interface BlueTurn {
  readonly steps: readonly Step[];
  /** The steps' destinations, as the page's target squares name them (data-loc). */
  readonly to: readonly string[];
}

const bops = (s: ParcheesiState, steps: readonly Step[]): boolean => {
  let board = s.board;
  let dice = s.dice ?? [];
  for (const step of steps) {
    const next = applyStep(board, s.turn, dice, step);
    if (typeof next === 'string') return false;
    if (next.bonus === 20) return true;
    board = next.board;
    dice = next.dice;
  }
  return false;
};

function destinations(s: ParcheesiState, steps: readonly Step[]): string[] {
  let board = s.board;
  let dice = s.dice ?? [];
  const to: string[] = [];
  for (const step of steps) {
    const next = applyStep(board, s.turn, dice, step);
    if (typeof next === 'string') throw new Error(next);
    const loc = next.board[s.turn * 4 + step.pawn] as number;
    to.push(loc < 0 ? 'S' : loc === 75 ? 'H' : loc >= 68 ? `h${loc - 68}` : String(loc));
    board = next.board;
    dice = next.dice;
  }
  return to;
}

/** Blue's turns up to and including the one with doubles and a bop, or null within `maxTurns`. */
export function blueLine(seed: number, maxTurns: number): BlueTurn[] | null {
  let s = parcheesi.setup({}, createRng(seed));
  const turns: BlueTurn[] = [];
  for (let ply = 0; ply < 4000 && !parcheesi.result(s); ply++) {
    let move: ParcheesiMove;
    if (s.dice === null) move = chanceMove(parcheesi, s, seed, ply);
    else if (s.turn !== BLUE) {
      const ai = AIS[s.turn] as NonNullable<(typeof AIS)[number]>;
      const seat = { seat: s.turn, players: 4, history: [] };
      move = chooseMove(ai, s, seat, createRng(aiSeed(seed, ply)));
    } else {
      const legal = parcheesi.legalMoves(s) as Extract<ParcheesiMove, { kind: 'turn' }>[];
      const doubles = s.roll !== null && s.roll[0] === s.roll[1];
      const bop = doubles ? legal.find((m) => bops(s, m.steps)) : undefined;
      move = bop ?? (legal[0] as ParcheesiMove);
      const steps = (move as Extract<ParcheesiMove, { kind: 'turn' }>).steps;
      turns.push({ steps, to: destinations(s, steps) });
      if (bop) return turns;
      if (turns.length >= maxTurns) return null;
    }
    s = parcheesi.play(s, move);
  }
  return null;
}
