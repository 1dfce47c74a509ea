import { describe, expect, it } from 'vitest';
import { parseCommand } from './protocol.ts';
import { serve } from './server.ts';

const START = 'rrRrr/...../...../...../bbBbb ox,boar horse,elephant crab b';
const INFO =
  /^info depth (\d+) seldepth \d+ score [+-]\d+\.\d\d nodes (\d+) time \d+ nps \d+ pv( [a-z]+:[a-e][1-5][a-e][1-5])+$/;
const BESTMOVE =
  /^bestmove [a-z]+:[a-e][1-5][a-e][1-5] {2}depth (\d+) {2}score \S+ {2}nodes (\d+) {2}time \d+ ms$/;

/**
 * A server fed by a script: each step is a line to send, or a predicate on the lines written so
 * far that must hold before the script goes on (so `stop` is sent only once a search runs).
 */
async function session(steps: readonly (string | ((out: string[]) => boolean))[]) {
  const out: string[] = [];
  let wake = () => {};
  async function* lines() {
    for (const step of steps) {
      if (typeof step === 'string') yield step;
      else while (!step(out)) await new Promise<void>((r) => (wake = r));
    }
  }
  await serve(
    lines(),
    (line) => {
      out.push(line);
      wake();
    },
    { tableMb: 4 },
  );
  return out;
}

const bestmoves = (out: string[]) => out.filter((l) => l.startsWith('bestmove'));

describe('the serve protocol', () => {
  it('reads a position with moves after it, and says what is wrong with a bad line', () => {
    const c = parseCommand(`position ${START} moves ox:c1c2 horse:c5c4`);
    expect(c?.ok && c.value.kind === 'position' && c.value.state.toMove).toBe(0);
    expect(parseCommand('go movetime 50 depth 3')).toEqual({
      ok: true,
      value: { kind: 'go', limits: { movetime: 50, depth: 3 } },
    });
    expect(parseCommand('   ')).toBeUndefined();
    expect(parseCommand('go depth 0')).toMatchObject({ ok: false });
    expect(parseCommand('go wtime 10')).toMatchObject({ ok: false });
    // A 10 MB line is named in a line, not echoed whole.
    const long = parseCommand('x'.repeat(10_000_000));
    expect(long).toMatchObject({ ok: false });
    if (long && !long.ok) expect(long.error.length).toBeLessThan(200);
    expect(parseCommand(`position ${START} moves ox:c1c5`)).toMatchObject({ ok: false });
    expect(parseCommand('fly')).toMatchObject({ ok: false });
  });
});

describe('games onitama serve', () => {
  it('answers go with an info line per depth and a bestmove, as the search command prints', async () => {
    const out = await session(['isready', `position ${START}`, 'go depth 4', 'bogus']);
    expect(out[0]).toBe('readyok');
    const infos = out.filter((l) => l.startsWith('info depth'));
    expect(infos.map((l) => Number(INFO.exec(l)?.[1]))).toEqual([1, 2, 3, 4]);
    expect(bestmoves(out)).toHaveLength(1);
    expect(BESTMOVE.exec(bestmoves(out)[0] ?? '')?.[1]).toBe('4');
    expect(out).toContain(
      'info string unknown command "bogus": position, go, stop, isready, newgame or quit',
    );
  });

  it('stops a long search when told, and still names a move', async () => {
    const out = await session([
      `position ${START}`,
      'go movetime 3600000',
      (o) => o.some((l) => l.startsWith('info depth 2 ')),
      'stop',
      (o) => bestmoves(o).length === 1,
      'quit',
    ]);
    expect(bestmoves(out)[0]).toMatch(BESTMOVE);
  });

  it('keeps its table from search to search until a new game', async () => {
    const out = await session([
      `position ${START}`,
      'go depth 8',
      'go depth 8',
      'newgame',
      'go depth 8',
    ]);
    const nodes = bestmoves(out).map((l) => Number(BESTMOVE.exec(l)?.[2]));
    expect(nodes).toHaveLength(3);
    // What the first search left changes the second (the count need not fall: a position with
    // a table move is not reduced), and a new game searches as the first did.
    expect(nodes[1]).not.toBe(nodes[0]);
    expect(nodes[2]).toBe(nodes[0]);
  });
});
