import { type Game, IllegalMoveError } from '../../core/game.ts';
import { err, ok } from '../../core/result.ts';

/**
 * Nim for two to four players, for the n-player tests: in turn, take one or more objects from
 * one heap; whoever takes the last object wins. Moves are "heap-count", heaps from 1.
 */
export interface NimState {
  readonly heaps: readonly number[];
  readonly toMove: number;
  readonly players: number;
}

export interface NimMove {
  readonly heap: number;
  readonly take: number;
}

export interface NimParams {
  readonly players: number;
  /** Heap sizes, comma-separated. */
  readonly heaps: string;
  readonly [name: string]: number | string;
}

const over = (state: NimState) => state.heaps.every((h) => h === 0);

export const nim: Game<NimState, NimMove, NimParams> = {
  id: 'nim',
  title: 'Nim',
  set: 'Other Games',
  params: {
    players: { kind: 'int', label: 'Players', min: 2, max: 4, default: 2 },
    heaps: { kind: 'text', label: 'Heaps', default: '3,4,5' },
  },
  players: (params) => params.players,
  chance: false,
  hiddenInformation: false,
  setup: (params) => ({
    heaps: params.heaps.split(',').map(Number),
    toMove: 0,
    players: params.players,
  }),
  toMove: (state) => state.toMove,
  /** By heap, then by how many are taken, fewest first. */
  legalMoves: (state) =>
    state.heaps.flatMap((size, heap) =>
      Array.from({ length: size }, (_, i) => ({ heap, take: i + 1 })),
    ),
  play(state, { heap, take }) {
    const size = state.heaps[heap];
    if (size === undefined || !Number.isInteger(take) || take < 1 || take > size) {
      throw new IllegalMoveError(`cannot take ${take} from heap ${heap + 1}`);
    }
    const heaps = state.heaps.map((h, i) => (i === heap ? h - take : h));
    return { ...state, heaps, toMove: (state.toMove + 1) % state.players };
  },
  result: (state) =>
    over(state)
      ? { kind: 'win', winner: (state.toMove + state.players - 1) % state.players }
      : null,
  moveToString: ({ heap, take }) => `${heap + 1}-${take}`,
  parseMove(text, state) {
    const m = /^(\d+)-(\d+)$/.exec(text);
    const move = m ? { heap: Number(m[1]) - 1, take: Number(m[2]) } : undefined;
    const legal = nim.legalMoves(state).some((l) => l.heap === move?.heap && l.take === move.take);
    return move && legal ? ok(move) : err(`"${text}" is not a legal take`);
  },
  /** Heaps, mover and players: "3,0,5 1/3". */
  stateToString: (s) => `${s.heaps.join(',')} ${s.toMove}/${s.players}`,
  parseState(text) {
    const m = /^(\d+(?:,\d+)*) (\d)\/([234])$/.exec(text);
    if (!m) return err(`Nim state "${text}": expected heaps and mover/players, like "3,0,5 1/3"`);
    const players = Number(m[3]);
    const toMove = Number(m[2]);
    if (toMove >= players) return err(`Nim state "${text}": no player ${toMove}`);
    return ok({ heaps: (m[1] as string).split(',').map(Number), toMove, players });
  },
};
