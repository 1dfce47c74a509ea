import type { GameStats } from './stats.ts';

/** 83 000 ms → "1:23"; an hour or more → "1:02:03". */
export function clockText(ms: number): string {
  const total = Math.round(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The rows worth showing: a puzzle never drawn shows no draws, an unscored game no scores. */
export function statsRows(stats: GameStats): [string, string][] {
  const rows: [string, string][] = [['Played', String(stats.played)]];
  const decided = stats.won + stats.lost + stats.drawn;
  if (decided > 0) {
    rows.push(['Won', `${stats.won} (${Math.round((100 * stats.won) / decided)}%)`]);
    rows.push(['Lost', String(stats.lost)]);
    if (stats.drawn > 0) rows.push(['Drawn', String(stats.drawn)]);
    rows.push(['Streak', `${stats.streak} (best ${stats.bestStreak})`]);
  }
  if (stats.fewestMoves !== undefined) rows.push(['Fewest moves', String(stats.fewestMoves)]);
  if (stats.fastestMs !== undefined) rows.push(['Fastest', clockText(stats.fastestMs)]);
  if (stats.bestScore !== undefined) rows.push(['Best score', String(stats.bestScore)]);
  if (stats.totalScore !== undefined && stats.played > 0) {
    rows.push(['Average score', String(Math.round(stats.totalScore / stats.played))]);
  }
  return rows;
}

/** The statistics in one line, for the result panel: "Played 3 · Won 2 (67%) · …". */
export const statsLine = (stats: GameStats): string =>
  statsRows(stats)
    .map(([term, value]) => `${term} ${value}`)
    .join(' · ');

/** The statistics of the game's variant on the board, folded away until asked for. */
export function StatsPanel({ stats }: { stats: GameStats | null }) {
  return (
    <details class="stats-panel">
      <summary>Statistics</summary>
      {stats === null ? (
        <p>Reading…</p>
      ) : stats.played === 0 ? (
        <p>No finished games with these settings yet.</p>
      ) : (
        <dl>
          {statsRows(stats).map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p class="stats-note">Counted per set of game options; each deal counts once.</p>
    </details>
  );
}
