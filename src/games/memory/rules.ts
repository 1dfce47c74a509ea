import { pltShuffle } from '../../cards/shuffle.ts';
import { excerpt } from '../../core/excerpt.ts';
import { type Game, IllegalMoveError, type Viewer } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { toDecimal } from './fraction.ts';
import { MAX_PAIRS, type MemoryParams, MIN_PAIRS, memoryInfo } from './info.ts';
import { expectedMoves } from './optimal.ts';
import { PICTURES } from './pictures.ts';

/**
 * Memory (PLT `memory`, spec §7): pairs of picture cards face down on a grid. Turn one card,
 * then another: a pair goes to the pile, two different pictures turn back. Turning the first
 * card again turns it back down.
 *
 * PLT shows the second card for 0.5 s and then takes the pair or turns both back. Here the
 * rules take a pair at once and keep the last two cards turned in `shown`, face up, until the
 * next click; the page turns a mismatch back after 0.5 s on its own. So no clock is in the
 * rules and a game replays exactly from its moves.
 */
export interface MemoryState {
  readonly pairs: number;
  readonly kids: boolean;
  /** The picture (0…pairs−1) at each place, row by row. */
  readonly layout: readonly number[];
  /** Places taken to the pile, in the order taken. */
  readonly matched: readonly number[];
  /** The first card of a move, face up. */
  readonly up: number | null;
  /** The two cards of the last move, still face up until the next click. */
  readonly shown: readonly [number, number] | null;
  /** Places ever turned up, ascending: what a player with a perfect memory knows. */
  readonly seen: readonly number[];
  /** Moves made: a move turns two cards. */
  readonly moves: number;
}

/** The place (from 0, row by row) of a card to turn. */
export type MemoryMove = number;

export interface MemoryObservation {
  readonly pairs: number;
  readonly kids: boolean;
  /** Each place: its picture when face up (or taken), else null. */
  readonly faces: readonly (number | null)[];
  /** Each place: its picture when it was seen before and is still on the grid, else null. */
  readonly known: readonly (number | null)[];
  readonly matched: readonly number[];
  readonly up: number | null;
  readonly shown: readonly [number, number] | null;
  readonly moves: number;
}

type Table = Pick<MemoryObservation, 'pairs' | 'matched' | 'up'>;

/** The places that can be clicked, ascending: every card on the grid (the up one turns back). */
export function movesOf(s: Table): MemoryMove[] {
  if (s.matched.length === 2 * s.pairs) return [];
  const taken = new Set(s.matched);
  const moves: MemoryMove[] = [];
  for (let p = 0; p < 2 * s.pairs; p++) if (!taken.has(p)) moves.push(p);
  return moves;
}

function whyIllegal(s: MemoryState, move: unknown): string | undefined {
  if (typeof move !== 'number' || !Number.isInteger(move) || move < 0 || move >= 2 * s.pairs)
    return `${JSON.stringify(move)} is not a place from 1 to ${2 * s.pairs}`;
  if (s.matched.length === 2 * s.pairs) return 'every pair is found';
  if (s.matched.includes(move)) return `the card at ${move + 1} is already on the pile`;
  return undefined;
}

export function apply(s: MemoryState, p: MemoryMove): MemoryState {
  if (p === s.up) return { ...s, up: null, shown: null };
  const seen = s.seen.includes(p) ? s.seen : [...s.seen, p].sort((a, b) => a - b);
  if (s.up === null) return { ...s, up: p, shown: null, seen };
  const pair = s.layout[s.up] === s.layout[p];
  return {
    ...s,
    up: null,
    shown: [s.up, p],
    seen,
    moves: s.moves + 1,
    matched: pair ? [...s.matched, s.up, p] : s.matched,
  };
}

export function observeMemory(s: MemoryState, viewer: Viewer): MemoryObservation {
  const all = viewer === 'all';
  const taken = new Set(s.matched);
  const open = new Set([...(s.shown ?? []), ...(s.up === null ? [] : [s.up])]);
  const seen = new Set(s.seen);
  return {
    pairs: s.pairs,
    kids: s.kids,
    faces: s.layout.map((pic, p) => (all || taken.has(p) || open.has(p) ? pic : null)),
    known: s.layout.map((pic, p) => (seen.has(p) && !taken.has(p) ? pic : null)),
    matched: s.matched,
    up: s.up,
    shown: s.shown,
    moves: s.moves,
  };
}

/** The optimal player's expected moves for `pairs`, to three places, for the end message. */
export const optimumText = (pairs: number): string => toDecimal(expectedMoves(pairs), 2);

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const places = (ps: readonly number[]) => (ps.length ? ps.map((p) => p + 1).join(',') : '-');

/** `10 clock 3 layout=abcd… matched=1,2 up=5 shown=1,2 seen=1,2,5`: places from 1. */
export function stateToString(s: MemoryState): string {
  const layout = s.layout.map((p) => LETTERS[p]).join('');
  const up = s.up === null ? '-' : String(s.up + 1);
  return `${s.pairs} ${s.kids ? 'kids' : 'clock'} ${s.moves} layout=${layout} matched=${places(s.matched)} up=${up} shown=${places(s.shown ?? [])} seen=${places(s.seen)}`;
}

export function parseState(text: string): Result<MemoryState> {
  const bad = (why: string) => err<MemoryState>(`state ${excerpt(text)}: ${why}`);
  const m =
    /^(\d{1,2}) (kids|clock) (\d{1,4}) layout=([a-z]+) matched=(\S+) up=(\S+) shown=(\S+) seen=(\S+)$/.exec(
      text.trim(),
    );
  if (!m) return bad('expected "pairs kids|clock moves layout=… matched=… up=… shown=… seen=…"');
  const pairs = Number(m[1]);
  if (pairs < MIN_PAIRS || pairs > MAX_PAIRS)
    return bad(`pairs must be from ${MIN_PAIRS} to ${MAX_PAIRS}`);
  const layout = [...(m[4] as string)].map((c) => LETTERS.indexOf(c));
  const count = new Map<number, number>();
  for (const p of layout) count.set(p, (count.get(p) ?? 0) + 1);
  if (layout.length !== 2 * pairs || [...count].some(([p, n]) => p >= pairs || n !== 2))
    return bad(`the layout must hold each of the first ${pairs} letters twice`);
  const read = (t: string): number[] | null => {
    if (t === '-') return [];
    if (!/^\d+(,\d+)*$/.test(t)) return null;
    const ps = t.split(',').map((x) => Number(x) - 1);
    return ps.every((p) => p >= 0 && p < 2 * pairs) && new Set(ps).size === ps.length ? ps : null;
  };
  const [matched, up, shown, seen] = [m[5], m[6], m[7], m[8]].map((t) => read(t as string));
  if (!matched || !up || !shown || !seen) return bad('places are numbers from 1, once each');
  if (matched.length % 2 || up.length > 1 || (shown.length !== 0 && shown.length !== 2))
    return bad('matched holds pairs, up one place at most, shown two or none');
  for (let i = 0; i < matched.length; i += 2)
    if (layout[matched[i] as number] !== layout[matched[i + 1] as number])
      return bad('a matched pair differs');
  const upAt = up[0] ?? null;
  if (upAt !== null && matched.includes(upAt)) return bad('the up card is on the pile');
  const sorted = [...seen].sort((a, b) => a - b);
  const mustSee = [...matched, ...shown, ...up];
  if (mustSee.some((p) => !seen.includes(p))) return bad('a card turned up is not among the seen');
  return ok({
    pairs,
    kids: m[2] === 'kids',
    layout,
    matched,
    up: upAt,
    shown: shown.length ? (shown as [number, number]) : null,
    seen: sorted,
    moves: Number(m[3]),
  });
}

export const memory: Game<MemoryState, MemoryMove, MemoryParams, MemoryObservation> = {
  ...memoryInfo,

  setup(params, rng) {
    const pictures = Array.from({ length: params.pairs }, (_, i) => i);
    // PLT's deck: the pictures, then their copies, riffled seven times.
    const layout = pltShuffle([...pictures, ...pictures], rng);
    return {
      pairs: params.pairs,
      kids: params.kids,
      layout,
      matched: [],
      up: null,
      shown: null,
      seen: [],
      moves: 0,
    };
  },

  toMove: () => 0,
  legalMoves: (s) => movesOf(s),

  play(s, move) {
    const why = whyIllegal(s, move);
    if (why) throw new IllegalMoveError(why);
    return apply(s, move);
  },

  result(s) {
    if (s.matched.length < 2 * s.pairs) return null;
    return {
      kind: 'solved',
      detail: `All ${s.pairs} pairs in ${s.moves} moves; the best player with a perfect memory averages ${optimumText(s.pairs)}`,
    };
  },

  observe: observeMemory,

  /** The unseen places dealt again from the pictures not yet seen. */
  determinize(o, _player, rng) {
    const layout = o.faces.map((f, p) => f ?? o.known[p] ?? null);
    const left = new Map<number, number>();
    for (let pic = 0; pic < o.pairs; pic++) left.set(pic, 2);
    for (const pic of layout) if (pic !== null) left.set(pic, (left.get(pic) ?? 0) - 1);
    const rest = rng.shuffle([...left].flatMap(([pic, n]) => Array<number>(n).fill(pic)));
    const full = layout.map((pic) => pic ?? (rest.pop() as number));
    const seen = o.known.flatMap((k, p) => (k !== null || o.matched.includes(p) ? [p] : []));
    return {
      pairs: o.pairs,
      kids: o.kids,
      layout: full,
      matched: o.matched,
      up: o.up,
      shown: o.shown,
      seen: [...new Set([...seen, ...(o.up === null ? [] : [o.up]), ...(o.shown ?? [])])].sort(
        (a, b) => a - b,
      ),
      moves: o.moves,
    };
  },

  moveText(s, move) {
    if (move === s.up) return `turn ${move + 1} back`;
    return `turn ${move + 1}: ${PICTURES[s.layout[move] as number]?.name ?? '?'}`;
  },

  moveToString: (m) => String(m + 1),

  parseMove(text, s) {
    const t = text.trim();
    if (!/^\d{1,2}$/.test(t))
      return err(`move ${excerpt(text)}: expected a place number from 1 to ${2 * s.pairs}`);
    const move = Number(t) - 1;
    const why = whyIllegal(s, move);
    return why ? err(`move ${excerpt(text)}: ${why}`) : ok(move);
  },

  stateToString,
  parseState,
};
