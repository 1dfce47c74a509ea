import { useEffect, useState } from 'preact/hooks';
import { addHighScore, loadHighScores } from './high-score-store.ts';
import { type HighScore, NAME_LENGTH, placeOf } from './high-scores.ts';
import { DIFFICULTY_LABELS } from './info.ts';
import type { JewelState } from './rules.ts';

/** The game a high score came from: one entry a game, however often it is shown. */
const gameOf = (s: JewelState) => `${s.difficulty}/${s.start}/${s.seed}/${s.swaps}/${s.score}`;

/**
 * PLT's overlay once the game is over: the top ten, and the name of a new high scorer. Only a
 * game that ran out of life enters (Esc ends without an entry, as in PLT).
 */
export function HighScorePanel({ state }: { state: JewelState }) {
  const [table, setTable] = useState<HighScore[] | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    loadHighScores().then(setTable, () => setTable([]));
  }, []);
  const game = gameOf(state);
  const entered = table?.some((e) => e.game === game) ?? false;
  const place = table && state.end === 'out' && !entered ? placeOf(table, state.score) : null;
  const save = (e: Event) => {
    e.preventDefault();
    const entry = {
      name,
      score: state.score,
      level: state.level,
      difficulty: state.difficulty,
      game,
    };
    addHighScore(entry).then(setTable, (why: Error) =>
      setError(`The high score was not kept: ${why.message}`),
    );
  };
  return (
    <section class="jewel-over" aria-label="Game over and high scores">
      <h2>
        Game over: {state.score} points at level {state.level}
      </h2>
      {place !== null && (
        <form onSubmit={save}>
          <label>
            High scorer's name{' '}
            <input
              value={name}
              maxLength={NAME_LENGTH}
              onInput={(e) => setName((e.target as HTMLInputElement).value)}
            />
          </label>{' '}
          <button type="submit">Keep my score</button>
        </form>
      )}
      {error && <p role="alert">{error}</p>}
      <table class="jewel-scores">
        <caption>High scores</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Name</th>
            <th scope="col">Score</th>
            <th scope="col">Level</th>
            <th scope="col">Difficulty</th>
          </tr>
        </thead>
        <tbody>
          {(table ?? []).map((e, i) => (
            <tr key={e.game} data-mine={e.game === game || undefined}>
              <td>{i + 1}</td>
              <td>{e.name}</td>
              <td>{e.score}</td>
              <td>{e.level}</td>
              <td>{DIFFICULTY_LABELS[e.difficulty]?.split(':')[0] ?? e.difficulty}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {table?.length === 0 && <p>No high scores yet.</p>}
      <p>New game (N) starts again.</p>
    </section>
  );
}
