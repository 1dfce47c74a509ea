import { DEFAULT_SETTINGS, type Settings } from './eval.ts';
import {
  type Colour,
  type Expr,
  isColourName,
  isComposite,
  isVar,
  make,
  type Op,
  type Rgb,
} from './expr.ts';
import { type Datum, isList, isSym, ReadError, readAll, sym, write } from './sexpr.ts';

/**
 * PLT's GCalc texts: an expression as an S-expression (`#f` empty, a colour symbol, `#(r g b)`,
 * `(var c)`, `(op a b)` with an optional stale cache flag after b), a cell as `(name . expr)`
 * (the clipboard holds that), and a file: "GCALC", the six preferences, Main, the 40 cells.
 */

export interface Cell {
  readonly name: string | null;
  readonly expr: Expr;
}
export const EMPTY_CELL: Cell = { name: null, expr: null };
export const STORAGE_CELLS = 40;

export interface Workspace {
  readonly settings: Settings;
  readonly main: Cell;
  readonly storage: readonly Cell[];
}

const OPS: readonly Op[] = ['|', '-', '/', 'apply', 'lambda'];

/** Parse results name what is wrong and where, never throw. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

class Invalid extends Error {}

const show = (d: Datum) => {
  const s = write(d);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
};

function colourOf(d: Datum): Colour {
  if (isSym(d)) {
    if (isColourName(d.sym)) return d.sym;
    throw new Invalid(`"${d.sym}" is not one of GCalc's colours`);
  }
  if (typeof d === 'object' && 'vec' in d) {
    const ok =
      d.vec.length === 3 &&
      d.vec.every((v) => Number.isInteger(v) && 0 <= (v as number) && (v as number) <= 255);
    if (!ok) throw new Invalid(`${show(d)} is not an RGB triple of 0..255`);
    return d.vec as unknown as Rgb;
  }
  throw new Invalid(`${show(d)} is not a colour`);
}

/** An expression from its S-expression, as PLT's valid-expr? accepts it. */
export function exprFromDatum(d: Datum): Expr {
  if (d === false) return null;
  if (isList(d) && d.tail === undefined) {
    const [head, ...rest] = d.list;
    if (head !== undefined && isSym(head, 'var') && rest.length === 1) {
      return { var: colourOf(rest[0] as Datum) };
    }
    if (head !== undefined && isSym(head) && (rest.length === 2 || rest.length === 3)) {
      const op = OPS.find((o) => o === head.sym);
      if (!op) throw new Invalid(`"${head.sym}" is not an operator (| - / apply lambda)`);
      const a = exprFromDatum(rest[0] as Datum);
      if (op === 'lambda' && !isVar(a)) throw new Invalid(`${show(d)} binds no (var colour)`);
      return make(op, a, exprFromDatum(rest[1] as Datum));
    }
    throw new Invalid(`${show(d)} is not an expression`);
  }
  return colourOf(d);
}

export function exprToDatum(e: Expr): Datum {
  if (e === null) return false;
  if (typeof e === 'string') return sym(e);
  if (Array.isArray(e)) return { vec: [...(e as Rgb)] };
  if (isVar(e)) return { list: [sym('var'), exprToDatum(e.var)] };
  if (!isComposite(e)) throw new Error('unreachable');
  return { list: [sym(e.op), exprToDatum(e.a), exprToDatum(e.b)] };
}

function cellFromDatum(d: Datum): Cell {
  if (!isList(d) || d.list.length === 0)
    throw new Invalid(`${show(d)} is not a (name . expression) pair`);
  const [name, ...rest] = d.list as [Datum, ...Datum[]];
  if (name !== false && typeof name !== 'string') {
    throw new Invalid(`the name ${show(name)} is neither a string nor #f`);
  }
  const body: Datum =
    rest.length === 0
      ? (d.tail ?? { list: [] })
      : { list: rest, ...(d.tail === undefined ? {} : { tail: d.tail }) };
  try {
    return { name: name === false ? null : name, expr: exprFromDatum(body) };
  } catch (e) {
    const where = name === false ? 'a cell' : `cell "${name}"`;
    throw new Invalid(`${where}: ${(e as Error).message}`);
  }
}

export const cellToDatum = (c: Cell): Datum => {
  const e = exprToDatum(c.expr);
  const name = c.name ?? false;
  return isList(e) ? { list: [name, ...e.list] } : { list: [name], tail: e };
};

/** The clipboard text of a cell (PLT's Copy writes it so). */
export const cellToText = (c: Cell) => write(cellToDatum(c));

const guard = <T>(f: () => T): Parsed<T> => {
  try {
    return { ok: true, value: f() };
  } catch (e) {
    if (e instanceof Invalid || e instanceof ReadError) return { ok: false, error: e.message };
    throw e;
  }
};

/** A cell from clipboard text; a bare expression is taken as an unnamed cell. */
export function cellFromText(text: string): Parsed<Cell> {
  return guard(() => {
    const data = readAll(text);
    if (data.length !== 1)
      throw new Invalid(`expected one (name . expression), found ${data.length} data`);
    const d = data[0] as Datum;
    if (isList(d) && d.list.length > 0 && (d.list[0] === false || typeof d.list[0] === 'string')) {
      return cellFromDatum(d);
    }
    return { name: null, expr: exprFromDatum(d) };
  });
}

const limit = (d: Datum, what: string, max: number): number | null => {
  if (d === false) return null;
  if (typeof d === 'number' && Number.isInteger(d) && d >= 0 && d <= max) return d;
  throw new Invalid(`the ${what} is ${show(d)}, not #f or an integer 0..${max}`);
};
const flag = (d: Datum, what: string): boolean => {
  if (typeof d === 'boolean') return d;
  throw new Invalid(`the ${what} is ${show(d)}, not #t or #f`);
};

/** A workspace from a PLT GCalc file. */
export function readPltFile(text: string): Parsed<Workspace> {
  return guard(() => {
    const data = readAll(text);
    if (data[0] !== 'GCALC') throw new Invalid('not a GCalc file: it does not start with "GCALC"');
    if (data.length < 9) throw new Invalid(`a GCalc file has 9 parts, this one ${data.length}`);
    if (data.length > 9) throw new Invalid(`a GCalc file has 9 parts, this one ${data.length}`);
    const [, evalNow, depth, cutoff, splitArgs, colourOps, noBmp, main, storage] = data as Datum[];
    const settings: Settings = {
      evalNow: flag(evalNow as Datum, 'evaluate-immediately preference'),
      depth: limit(depth as Datum, 'depth limit', 100),
      cutoff: limit(cutoff as Datum, 'cutoff', 50),
      splitArgs: flag(splitArgs as Datum, 'split-args preference'),
      colourOps: flag(colourOps as Datum, 'colours-as-functions preference'),
      noBitmapPrint: flag(noBmp as Datum, 'bitmap-printing preference'),
    };
    const mainCell = cellFromDatum(main as Datum);
    if (!isList(storage as Datum) || (storage as { tail?: Datum }).tail !== undefined) {
      throw new Invalid('the storage is not a list of cells');
    }
    const cells = (storage as { list: Datum[] }).list.map(cellFromDatum);
    // PLT fills the cells it is given and leaves the rest as they were; a new workspace is empty.
    const padded = Array.from({ length: STORAGE_CELLS }, (_, i) => cells[i] ?? EMPTY_CELL);
    if (cells.length > STORAGE_CELLS) {
      throw new Invalid(`the storage has ${cells.length} cells, more than ${STORAGE_CELLS}`);
    }
    return { settings, main: mainCell, storage: padded };
  });
}

/** A workspace as a PLT GCalc file, which PLT's GCalc opens. */
export function writePltFile(w: Workspace): string {
  const s = w.settings;
  const lim = (v: number | null) => (v === null ? '#f' : String(v));
  const b = (v: boolean) => (v ? '#t' : '#f');
  return [
    '"GCALC"',
    b(s.evalNow),
    lim(s.depth),
    lim(s.cutoff),
    b(s.splitArgs),
    b(s.colourOps),
    b(s.noBitmapPrint),
    cellToText(w.main),
    `(${w.storage.map(cellToText).join(' ')})`,
    '',
  ].join('\n');
}

export const emptyWorkspace = (): Workspace => ({
  settings: DEFAULT_SETTINGS,
  main: EMPTY_CELL,
  storage: Array.from({ length: STORAGE_CELLS }, () => EMPTY_CELL),
});
