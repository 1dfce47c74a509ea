import { createRng } from '../../core/rng.ts';
import { type TaskContext, throwIfStopped } from '../../core/task.ts';
import { lineChartSvg } from '../../search/chart-svg.ts';
import { dealCards, parseCardsParam } from './cards.ts';
import { type CompareRow, compareGame, compareTable, ratioChart } from './compare.ts';
import { moveToString, startState, stateToString } from './rules.ts';
import { SEED_CHROMOSOME } from './seed/heuristic.ts';

export interface ComparisonInput {
  depths: number[];
  plays: number;
  cards: string;
  seed: number;
  aiDepth: number;
}

export interface Comparison {
  start: string;
  moves: string[];
  table: { header: string[]; rows: string[][] };
  chartSvg: string;
}

/** The seed's comparison table and "Ratio by depth" chart, for the Lab page (in the worker). */
export function runComparison(input: ComparisonInput, task: TaskContext): Comparison {
  const cards = parseCardsParam(input.cards);
  if (!cards.ok) throw new Error(cards.error);
  const start = startState(dealCards(cards.value, createRng(input.seed)));
  const rows: CompareRow[] = [];
  const options = {
    depths: input.depths,
    plays: input.plays,
    aiDepth: input.aiDepth,
    chromosome: SEED_CHROMOSOME,
  };
  const stop = throwIfStopped(task);
  for (const row of compareGame(start, options)) {
    rows.push(row);
    task.progress(rows.length / input.plays);
    stop();
  }
  return {
    start: stateToString(start),
    moves: rows.map((r) => moveToString(r.move)),
    table: compareTable(rows),
    chartSvg: lineChartSvg(ratioChart(rows)),
  };
}
