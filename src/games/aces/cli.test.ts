import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../cli/run-for-test.ts';
import { type AcesMove, aces, dealOf } from './rules.ts';

describe('games aces', () => {
  afterEach(() => vi.restoreAllMocks());

  it('solves a seed: the line it prints replays through the rules to a win', async () => {
    const { code, out } = await runCli('aces', 'solve', '--seed', '3', '--json');
    expect(code).toBe(0);
    const solved = JSON.parse(out);
    expect(solved.verdict).toBe('winnable');
    let s = dealOf(solved.deck);
    for (const m of solved.line)
      s = aces.play(s, (m === 'deal' ? 'deal' : Number(m) - 1) as AcesMove);
    expect(aces.result(s)?.kind).toBe('solved');
  });

  it('rates the no-peek player over seeded deals, the same twice', async () => {
    const a = await runCli('aces', 'rate', '--deals', '40', '--player', 'nopeek', '--json');
    const b = await runCli('aces', 'rate', '--deals', '40', '--player', 'nopeek', '--json');
    expect(a.code).toBe(0);
    expect(JSON.parse(a.out).won).toBe(JSON.parse(b.out).won);
    expect(JSON.parse(a.out).deals).toBe(40);
  });

  it('refuses a bad player, naming it', async () => {
    const { code, err } = await runCli('aces', 'rate', '--deals', '5', '--player', 'psychic');
    expect(code).toBe(2);
    expect(err).toContain('--player "psychic": nopeek or solver');
  });
});
