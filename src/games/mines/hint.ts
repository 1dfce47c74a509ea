import type { AnalysisList, Hint } from '../descriptor.ts';
import type { MinesAnalysis } from './engine.ts';
import { cellName, neighbourTable } from './grid.ts';
import type { Choice } from './player.ts';
import { cellMove, type MinesMove, type MinesView } from './rules.ts';
import type { Knowledge } from './solver.ts';

const mines = (n: number) => (n === 1 ? '1 mine' : `${n} mines`);
const percent = (p: number) => `${Math.round(p * 100)}%`;

/**
 * The number beside `cell` that shows it safe on its own: one whose mines are all among the
 * cells sure to hold one, so its other covered cells hold none. Null when no single number
 * does (the cell is safe only by counting the layouts together).
 */
export function safeBecause(
  k: Knowledge,
  sure: readonly number[],
  cell: number,
): { number: number; mines: number[] } | null {
  const around = neighbourTable(k.width, k.height);
  const isSure = new Set(sure);
  for (const x of around[cell] as Int32Array) {
    const value = k.known[x] as number;
    if (value < 0) continue;
    const theirs = [...(around[x] as Int32Array)].filter((j) => isSure.has(j));
    if (theirs.length === value) return { number: x, mines: theirs };
  }
  return null;
}

/**
 * Every safe cell to open, with why the first of them is safe: the number that shows it, or
 * the count of every layout; when none is safe, the best guess and its chance of a mine.
 */
export function minesHint(view: MinesView, k: Knowledge, choice: Choice): Hint<MinesMove> {
  const name = (c: number) => cellName(view.width, c);
  const { safe, solution } = choice;
  const first = safe[0];
  if (first === undefined) {
    const guess = choice.guess as number;
    return {
      moves: [cellMove('open', view.width, guess)],
      why: `No cell is safe. The best guess is ${name(guess)}: a mine there is ${percent(solution.probability[guess] as number)} likely, and what it shows most often leads on.`,
    };
  }
  const cells = safe.length === 1 ? 'This cell is safe' : `These ${safe.length} cells are safe`;
  const because = safeBecause(k, solution.sure, first);
  const reason = because
    ? `the ${k.known[because.number]} at ${name(because.number)} already ${because.mines.length ? `touches its ${mines(because.mines.length)}, sure ones (${because.mines.map(name).join(', ')})` : 'has no mine around it'}, so its other cells are clear`
    : solution.exact
      ? 'no layout of the mines that fits every number puts one there (the solver counted them all)'
      : 'the solver finds no layout that puts a mine there (part of the board was estimated)';
  return {
    moves: safe.map((c) => cellMove('open', view.width, c)),
    why: `${cells}. ${name(first)}: ${reason}.`,
  };
}

/** How many covered cells the panel lists, safest first. */
const LISTED = 12;

/** The probabilities in the panel's shape: the covered cells safest first, and the verdict. */
export function minesList(study: MinesAnalysis, view: MinesView): AnalysisList<MinesMove> {
  const name = (c: number) => cellName(view.width, c);
  const covered: { cell: number; p: number }[] = [];
  study.probability.forEach((p, cell) => {
    if (p !== null && view.cells[cell] !== 'F') covered.push({ cell, p });
  });
  covered.sort((a, b) => a.p - b.p || a.cell - b.cell);
  const rows = covered.slice(0, LISTED).map(({ cell, p }) => ({
    move: cellMove('open', view.width, cell),
    text: name(cell),
    value: p === 0 ? 'safe' : p === 1 ? 'mine' : `${percent(p)} mine`,
    score: -p,
  }));
  const verdict = study.safe.length
    ? `${study.safe.length} safe ${study.safe.length === 1 ? 'cell' : 'cells'} to open.`
    : study.guess !== null
      ? `No cell is safe: the best guess is ${name(study.guess)} (${percent(study.probability[study.guess] ?? 0)} mine).`
      : '';
  const estimated = study.exact
    ? ''
    : ' Some probabilities are estimates (too many layouts to count).';
  return { rows, summary: `${verdict}${estimated}`.trim() };
}
