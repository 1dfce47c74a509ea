/**
 * The part of Racket's reader and writer that PLT's GCalc files and clipboard use: lists (with
 * a dotted tail), strings, symbols (with `\` and `|…|` escapes), integers, booleans and vectors.
 */

export type Datum =
  | boolean
  | number
  | string
  | { readonly sym: string }
  | { readonly list: readonly Datum[]; readonly tail?: Datum }
  | { readonly vec: readonly Datum[] };

export const sym = (s: string): Datum => ({ sym: s });
export const isSym = (d: Datum, s?: string): d is { sym: string } =>
  typeof d === 'object' && 'sym' in d && (s === undefined || d.sym === s);
export const isList = (d: Datum): d is { list: readonly Datum[]; tail?: Datum } =>
  typeof d === 'object' && 'list' in d;

export class ReadError extends Error {
  constructor(message: string, line: number, column: number) {
    super(`line ${line}, column ${column}: ${message}`);
    this.name = 'ReadError';
  }
}

const DELIMITERS = new Set([...'()[]{}";\'`,']);

/** Reads every datum of a text. */
export function readAll(text: string): Datum[] {
  let i = 0;
  const where = (at: number): [number, number] => {
    const before = text.slice(0, at).split('\n');
    return [before.length, (before.at(-1)?.length ?? 0) + 1];
  };
  const fail = (message: string, at = i): never => {
    throw new ReadError(message, ...where(at));
  };
  const skip = () => {
    while (i < text.length) {
      const c = text[i] as string;
      if (/\s/.test(c)) i++;
      else if (c === ';') while (i < text.length && text[i] !== '\n') i++;
      else break;
    }
  };
  const readString = (): string => {
    const start = i;
    i++;
    let out = '';
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') {
        const e = text[i + 1];
        if (e === undefined) break;
        out += e === 'n' ? '\n' : e === 't' ? '\t' : e;
        i += 2;
      } else out += text[i++];
    }
    if (i >= text.length) fail('a string is not closed', start);
    i++;
    return out;
  };
  const readAtom = (): Datum => {
    const start = i;
    let name = '';
    let escaped = false;
    while (i < text.length) {
      const c = text[i] as string;
      if (c === '\\') {
        if (i + 1 >= text.length) fail('a backslash ends the text');
        name += text[i + 1];
        escaped = true;
        i += 2;
      } else if (c === '|') {
        const end = text.indexOf('|', i + 1);
        if (end < 0) fail('a |quoted| symbol is not closed');
        name += text.slice(i + 1, end);
        escaped = true;
        i = end + 1;
      } else if (/\s/.test(c) || DELIMITERS.has(c)) break;
      else name += text[i++];
    }
    if (name === '' && !escaped) fail(`unexpected "${text[start]}"`, start);
    if (!escaped) {
      if (/^[+-]?\d+$/.test(name)) return Number(name);
      if (name === '#t' || name === '#true') return true;
      if (name === '#f' || name === '#false') return false;
      if (name.startsWith('#')) fail(`unknown "${name}"`, start);
      if (name === '.') fail('a dot out of place', start);
    }
    return sym(name);
  };
  const read = (): Datum => {
    skip();
    if (i >= text.length) fail('the text ends inside a datum');
    const c = text[i] as string;
    if (c === '"') return readString();
    if (c === '(' || c === '[' || (c === '#' && text[i + 1] === '(')) {
      const vector = c === '#';
      const start = i;
      i += vector ? 2 : 1;
      const close = c === '[' ? ']' : ')';
      const items: Datum[] = [];
      let tail: Datum | undefined;
      for (;;) {
        skip();
        if (i >= text.length) fail('a list is not closed', start);
        if (text[i] === close) {
          i++;
          break;
        }
        if (text[i] === ')' || text[i] === ']') fail(`"${text[i]}" closes "${c}"`);
        const dot =
          text[i] === '.' && (i + 1 >= text.length || /[\s()[\]]/.test(text[i + 1] as string));
        if (dot && !vector && items.length > 0 && tail === undefined) {
          i++;
          tail = read();
          continue;
        }
        if (tail !== undefined) fail('more than one datum after a dot');
        items.push(read());
      }
      if (vector) return { vec: items };
      return tail === undefined ? { list: items } : { list: items, tail };
    }
    if (c === "'") {
      i++;
      return { list: [sym('quote'), read()] };
    }
    if (c === ')' || c === ']') fail(`unexpected "${c}"`);
    return readAtom();
  };
  const out: Datum[] = [];
  for (;;) {
    skip();
    if (i >= text.length) return out;
    out.push(read());
  }
}

const plainSymbol = /^[a-zA-Z!$%&*/:<=>?^_~+\-.@0-9]+$/;

/** Writes a datum as Racket's `write` does for these kinds. */
export function write(d: Datum): string {
  if (d === true) return '#t';
  if (d === false) return '#f';
  if (typeof d === 'number') return String(d);
  if (typeof d === 'string') return JSON.stringify(d);
  if ('sym' in d) {
    const s = d.sym;
    if (plainSymbol.test(s) && !/^[+-]?\d+$/.test(s) && s !== '.') return s;
    return s.replace(/[\s()[\]{}"';`,|\\#.]/g, (c) => `\\${c}`);
  }
  if ('vec' in d) return `#(${d.vec.map(write).join(' ')})`;
  const body = d.list.map(write).join(' ');
  return d.tail === undefined ? `(${body})` : `(${body} . ${write(d.tail)})`;
}
