import { describe, expect, it } from 'vitest';
import { checkMatch, type MatchSettings, matchJobs, runMatch } from './match.ts';

const settings = (over: Partial<MatchSettings> = {}): MatchSettings => ({
  a: 'random',
  b: 'random',
  games: 8,
  seed: 3,
  maxPlies: 200,
  ...over,
});

describe('matchJobs', () => {
  it('plays each card set twice, a as blue then as red', () => {
    const jobs = matchJobs(settings({ a: 'seed-alphabeta:2', games: 6 }));
    expect(jobs.map((j) => j.game)).toEqual([0, 1, 2, 3, 4, 5]);
    for (let pair = 0; pair < 3; pair++) {
      const [first, second] = [jobs[2 * pair], jobs[2 * pair + 1]];
      expect(first).toMatchObject({ blue: 'seed-alphabeta:2', red: 'random' });
      expect(second).toMatchObject({ blue: 'random', red: 'seed-alphabeta:2' });
      expect(second?.cards).toEqual(first?.cards);
      expect(new Set(first?.cards).size).toBe(5);
    }
    expect(new Set(jobs.map((j) => j.cards.join())).size).toBe(3);
  });

  it('draws the card sets from the seed', () => {
    const cards = (seed: number) => matchJobs(settings({ seed })).map((j) => j.cards.join());
    expect(cards(3)).toEqual(cards(3));
    expect(cards(4)).not.toEqual(cards(3));
  });
});

describe('checkMatch', () => {
  it('names what is wrong', () => {
    expect(checkMatch(settings())).toBeUndefined();
    expect(checkMatch(settings({ games: 7 }))).toMatch(/^games 7: must be an even number/);
    expect(checkMatch(settings({ games: 0 }))).toMatch(/^games 0: must be an even number/);
    expect(checkMatch(settings({ b: 'seed-alphabeta:99' }))).toMatch(/^b: player /);
    expect(checkMatch(settings({ a: 'deep-blue' }))).toMatch(/^a: player "deep-blue": expected/);
  });
});

describe('runMatch', () => {
  it('replays exactly from the seed, however many threads play', async () => {
    const random = await runMatch(settings(), { workers: 0 });
    expect(random.wins + random.draws + random.losses).toBe(8);
    expect(await runMatch(settings(), { workers: 0 })).toEqual(random);
    expect(await runMatch(settings({ seed: 4 }), { workers: 0 })).not.toEqual(random);
    const seeded = settings({ a: 'seed-alphabeta:2', b: 'seed-minimax:1', games: 4 });
    const inProcess = await runMatch(seeded, { workers: 0 });
    expect(await runMatch(seeded, { workers: 0 })).toEqual(inProcess);
    expect(await runMatch(seeded, { workers: 2 })).toEqual(inProcess);
  });

  it('counts an unfinished game as a draw at the ply cap', async () => {
    // No card steps two rows forward but the tiger, so no master falls in two plies.
    const r = await runMatch(settings({ maxPlies: 2 }), { workers: 0 });
    expect(r).toMatchObject({ wins: 0, draws: 8, losses: 0, averagePlies: 2 });
    expect(r.elo.elo).toBe(0);
  });

  it('finds a depth-3 search far stronger than random moves', async () => {
    const progress: number[] = [];
    const r = await runMatch(settings({ a: 'seed-alphabeta:3', games: 6 }), {
      workers: 0,
      onGame: (p) => progress.push(p.done),
    });
    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);
    expect(r.a).toBe('seed-alphabeta:3');
    expect(r.wins).toBeGreaterThanOrEqual(5);
    expect(r.elo.score).toBeGreaterThan(0.8);
  });
});
