import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { analyzePosition, evaluationText, type OnitamaAnalysis } from './analysis.ts';
import { expectLineMatchesScore } from './engine/expect-line.ts';
import { MATE, MATE_BOUND, search } from './engine/search.ts';
import { type HelperJob, helpSearch } from './engine/smp.ts';
import { BLUE, moveToString, parseState, RED, startState } from './rules.ts';

const START = startState(['tiger', 'crab', 'horse', 'eel', 'frog']);

async function analyse(text: string | typeof START, depth: number) {
  const state = typeof text === 'string' ? unwrap(parseState(text)) : text;
  const reports: { done: number; partial?: OnitamaAnalysis }[] = [];
  const result = await analyzePosition(state, (done, partial) => reports.push({ done, partial }), {
    depth,
  });
  return { state, reports, result };
}

describe('Onitama analysis', () => {
  it('reports every depth as it completes, each a line of legal moves, the last the result', async () => {
    const { state, reports, result } = await analyse(START, 5);
    expect(reports.map((r) => r.partial?.depth)).toEqual([1, 2, 3, 4, 5]);
    expect(reports.map((r) => r.done)).toEqual([0.2, 0.4, 0.6, 0.8, 1]);
    expect(result).toEqual(reports.at(-1)?.partial);
    expect(result?.threads).toBe(1);
    for (const { partial } of reports) {
      if (!partial) throw new Error('a depth reported without its analysis');
      expect(partial.player).toBe(BLUE);
      expect(partial.pv.length).toBeGreaterThanOrEqual(1);
      // Five plies from the start nobody can force the capture of a master or the temple.
      expect(Math.abs(partial.score)).toBeLessThanOrEqual(MATE_BOUND);
      expectLineMatchesScore(state, partial.pv, partial.score);
    }
    const nodes = reports.map((r) => r.partial?.nodes ?? 0);
    expect(nodes).toEqual([...nodes].sort((a, b) => a - b));
  });

  it('finds the capture of the master and says who wins', async () => {
    const { reports, result } = await analyse(
      'rr.rr/..R../..B../...../bb.bb boar,crab tiger,eel horse b',
      8,
    );
    expect(reports).toHaveLength(1);
    expect(result?.pv.map(moveToString)).toEqual(['boar:c3c4']);
    expect(result && evaluationText(result)).toBe('Blue wins in 1');
  });

  it('has nothing to study once the game is over', async () => {
    const { reports, result } = await analyse(
      'rr.rr/...../..B../...../bb.bb boar,crab tiger,eel horse r',
      8,
    );
    expect(result).toBeNull();
    expect(reports).toEqual([]);
  });

  it('searches beside a helper thread that shares its table, and stops it when it ends', async () => {
    // Cards no other test here analyses, so the analysis's table starts empty. The helper runs
    // here before the analysis (in the page it runs beside it): its results must reach the
    // analysis's table, so the analysis finds the same depth with fewer positions of its own.
    const state = startState(['ox', 'boar', 'horse', 'elephant', 'crab']);
    const jobs: HelperJob[] = [];
    let polls = 0;
    const helper = async (job: HelperJob) => {
      jobs.push(job);
      // About 30,000 positions: the stop is polled every 1,024.
      helpSearch(job, () => ++polls > 30);
    };
    const result = await analyzePosition(state, () => {}, { depth: 9 }, undefined, helper);
    const alone = search(state, { depth: 9 }, { tableMb: 64 }).iterations.at(-1);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.ahead).toBe(1);
    expect(jobs[0]?.table.memory).toBeInstanceOf(SharedArrayBuffer);
    expect(Atomics.load(jobs[0]?.stop ?? new Int32Array(1), 0)).toBe(1);
    expect(result?.depth).toBe(9);
    expect(result?.threads).toBe(2);
    // Without the helper's results the count would equal the search alone's (40,832).
    expect(result?.nodes).toBeLessThan(alone?.nodes ?? 0);
  });

  it("words the score from the mover's side, or names the winner", () => {
    expect(evaluationText({ score: 35, player: BLUE })).toBe('Blue +0.35');
    expect(evaluationText({ score: -120, player: RED })).toBe('Red -1.20');
    expect(evaluationText({ score: MATE - 5, player: RED })).toBe('Red wins in 3');
    expect(evaluationText({ score: -(MATE - 4), player: BLUE })).toBe('Red wins in 2');
  });
});
