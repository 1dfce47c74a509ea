import { err, ok, type Result } from '../../core/result.ts';
import { checkPuzzle, EMPTY, FILLED, type Puzzle } from './puzzle.ts';

/**
 * The two formats nonogram people exchange black-and-white puzzles in: the `.non` text format
 * (Steve Simpson's, as the nonogram-db collection uses it) and webpbn's XML. Readers return an
 * error naming the line; writers put the solution in when there is one.
 */

const clueLine = (text: string, line: number): Result<number[]> => {
  const t = text.trim();
  if (t === '' || t === '0') return ok([]);
  const parts = t.split(/[\s,]+/);
  if (parts.some((p) => !/^[1-9]\d*$/.test(p))) {
    return err(`line ${line}: "${t.slice(0, 40)}" is not block lengths split by commas`);
  }
  return ok(parts.map(Number));
};

/** Reads a `.non` file: width, height, rows, columns, optional title and goal. */
export function parseNon(text: string): Result<Puzzle> {
  const lines = text.split(/\r?\n/);
  let width = -1;
  let height = -1;
  let name = 'Untitled';
  let goal: string | null = null;
  const clues: Record<'rows' | 'columns', number[][]> = { rows: [], columns: [] };
  for (let i = 0; i < lines.length; i++) {
    const raw = (lines[i] as string).trim();
    if (raw === '' || raw.startsWith('#')) continue;
    const [key = '', ...rest] = raw.split(/\s+/);
    const value = rest.join(' ').replace(/^"(.*)"$/, '$1');
    if (key === 'width' || key === 'height') {
      const n = Number(value);
      if (!/^\d+$/.test(value) || n < 1) return err(`line ${i + 1}: ${key} must be a whole number`);
      if (key === 'width') width = n;
      else height = n;
    } else if (key === 'title') name = value || name;
    else if (key === 'goal') goal = value;
    else if (key === 'rows' || key === 'columns') {
      const count = key === 'rows' ? height : width;
      if (count < 0)
        return err(`line ${i + 1}: ${key} before ${key === 'rows' ? 'height' : 'width'}`);
      for (let k = 0; k < count; k++) {
        i++;
        if (i >= lines.length)
          return err(`line ${i + 1}: the file ends inside the ${key} (${k} of ${count})`);
        const clue = clueLine(lines[i] as string, i + 1);
        if (!clue.ok) return clue;
        clues[key].push(clue.value);
      }
    }
    // Other keys (catalogue, by, copyright, license, color...) say nothing about the grid.
  }
  if (width < 0 || height < 0) return err('the file gives no width or no height');
  if (!clues.rows.length && height > 0) return err('the file has no "rows" section');
  if (!clues.columns.length && width > 0) return err('the file has no "columns" section');
  let solution: string[] | null = null;
  if (goal !== null) {
    if (!new RegExp(`^[01]{${width * height}}$`).test(goal)) {
      return err(`goal: expected ${width * height} digits 0 and 1`);
    }
    solution = Array.from({ length: height }, (_, r) =>
      [...goal.slice(r * width, (r + 1) * width)].map((d) => (d === '1' ? FILLED : EMPTY)).join(''),
    );
  }
  return checkPuzzle({ name, rows: clues.rows, cols: clues.columns, solution });
}

export function formatNon(p: Puzzle): string {
  const line = (c: readonly number[]) => (c.length ? c.join(',') : '0');
  const out = [
    `title "${p.name}"`,
    `width ${p.cols.length}`,
    `height ${p.rows.length}`,
    '',
    'rows',
  ];
  out.push(...p.rows.map(line), '', 'columns', ...p.cols.map(line));
  if (p.solution && !p.solution.some((r) => r.includes('?'))) {
    out.push(
      '',
      `goal "${p.solution.map((r) => r.replaceAll(FILLED, '1').replaceAll(EMPTY, '0')).join('')}"`,
    );
  }
  return `${out.join('\n')}\n`;
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** Reads webpbn XML (`<puzzleset><puzzle>…`), black and white only. */
export function parseWebpbn(text: string): Result<Puzzle> {
  if (!/<puzzle[\s>]/.test(text)) return err('line 1: no <puzzle> element: not webpbn XML');
  const title = /<title>([^<]*)<\/title>/.exec(text)?.[1]?.trim() || 'Untitled';
  const read: Record<string, number[][]> = {};
  const sections = /<clues\s+type="(rows|columns)"\s*>([\s\S]*?)<\/clues>/g;
  for (let m = sections.exec(text); m; m = sections.exec(text)) {
    const type = m[1] as string;
    const body = m[2] as string;
    const start = m.index + m[0].indexOf(body);
    const lines: number[][] = [];
    const lineRe = /<line\s*\/>|<line>([\s\S]*?)<\/line>/g;
    for (let l = lineRe.exec(body); l; l = lineRe.exec(body)) {
      const counts: number[] = [];
      const countRe = /<count([^>]*)>([^<]*)<\/count>/g;
      const inner = l[1] ?? '';
      for (let c = countRe.exec(inner); c; c = countRe.exec(inner)) {
        const where = lineAt(text, start + l.index);
        const color = /color="([^"]*)"/.exec(c[1] as string)?.[1];
        if (color && color !== 'black') {
          return err(`line ${where}: colour "${color}": only black-and-white puzzles are read`);
        }
        const n = (c[2] as string).trim();
        if (!/^[1-9]\d*$/.test(n)) return err(`line ${where}: count "${n}" is not a block length`);
        counts.push(Number(n));
      }
      lines.push(counts);
    }
    read[type] = lines;
  }
  if (!read.rows) return err('no <clues type="rows"> element');
  if (!read.columns) return err('no <clues type="columns"> element');
  let solution: string[] | null = null;
  const image = /<solution(?:\s+type="goal")?\s*>\s*<image>([\s\S]*?)<\/image>/.exec(text);
  if (image) {
    const rows = (image[1] as string)
      .split('\n')
      .map((r) => r.trim())
      .filter(Boolean);
    solution = rows.map((r) =>
      r
        .replace(/^\||\|$/g, '')
        .replace(/[^.]/g, FILLED)
        .replace(/\./g, EMPTY),
    );
  }
  return checkPuzzle({ name: title, rows: read.rows, cols: read.columns, solution });
}

export function formatWebpbn(p: Puzzle): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const clues = (type: string, ls: readonly (readonly number[])[]) => [
    `<clues type="${type}">`,
    ...ls.map((l) => `<line>${l.map((n) => `<count>${n}</count>`).join('')}</line>`),
    '</clues>',
  ];
  const out = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE pbn SYSTEM "https://webpbn.com/pbn-0.3.dtd">',
    '<puzzleset>',
    '<puzzle type="grid" defaultcolor="white">',
    `<title>${esc(p.name)}</title>`,
    '<color name="white" char=".">fff</color>',
    '<color name="black" char="X">000</color>',
    ...clues('columns', p.cols),
    ...clues('rows', p.rows),
  ];
  if (p.solution && !p.solution.some((r) => r.includes('?'))) {
    out.push('<solution type="goal">', '<image>');
    out.push(...p.solution.map((r) => `|${r.replaceAll(FILLED, 'X')}|`), '</image>', '</solution>');
  }
  out.push('</puzzle>', '</puzzleset>');
  return `${out.join('\n')}\n`;
}

/** Reads either format, by its look: XML starts with `<`. */
export const parsePuzzleFile = (text: string): Result<Puzzle> =>
  text.trimStart().startsWith('<') ? parseWebpbn(text) : parseNon(text);
