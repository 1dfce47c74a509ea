import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultParams } from '../core/params.ts';
import { registry } from '../games/registry.ts';
import { runCli } from './run-for-test.ts';

afterEach(() => vi.restoreAllMocks());

/** Every turn game the CLI knows, with its seats at the default parameters. */
const games = registry.flatMap((d) => {
  if (d.kind !== 'game') return [];
  const seats = d.info.players(defaultParams(d.info.params));
  const fixed = Array.from({ length: seats }, (_, s) => d.seats?.[s]?.fixed === true);
  const free = fixed.filter((f) => !f).length;
  return [{ id: d.info.id, seats, free }];
});

interface Report {
  games: number;
  deals: number;
  alone: boolean;
  stopped: number;
  players: {
    id: string;
    seats: number;
    kind: 'points' | 'scores';
    games: number;
    wins?: number;
    draws?: number;
    losses?: number;
    stopped?: number;
  }[];
  paired?: { a: number; b: number; better: number; worse: number; equal: number }[];
}

describe('games match on every turn game', () => {
  it('has the 22 turn games of the collection and the 2 test games', () => {
    expect(games).toHaveLength(24);
  });

  // Random moves are cheap everywhere, so each game plays at its default parameters; games that
  // random play seldom ends (Lights Out, Slidey, Rummy...) stop at 300 plies.
  it.each(games)('plays random against random: $id', async ({ id, free }) => {
    const rotations = free === 1 ? 2 : free;
    const { code, out, err } = await runCli(
      ...['match', id, '--players', 'random,random', '--games', String(2 * rotations)],
      ...['--seed', '3', '--max-plies', '300', '--json'],
    );
    expect(err).toBe('');
    expect(code).toBe(0);
    const report = JSON.parse(out) as Report;
    expect(report).toMatchObject({ games: 2 * rotations, deals: 2, alone: free === 1 });
    expect(report.players.map((p) => p.id)).toEqual(['random', 'random']);
    for (const p of report.players) {
      // Alone, one game a deal each; else one per seat held in every game, the seats cycled.
      expect(p.games).toBe(free === 1 ? 2 : 2 * rotations * p.seats);
      if (p.kind === 'points')
        expect((p.wins ?? 0) + (p.draws ?? 0) + (p.losses ?? 0)).toBe(p.games);
      else expect(p.stopped).toBeLessThanOrEqual(p.games);
    }
    expect(report.players.reduce((n, p) => n + p.seats, 0)).toBe(free === 1 ? 2 : free);
    if (free === 1) {
      const [pair] = report.paired ?? [];
      expect(pair && pair.better + pair.worse + pair.equal).toBe(2);
    } else expect(report.paired).toBeUndefined();
  });
});
