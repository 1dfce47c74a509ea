import { useState } from 'preact/hooks';
import type { LabProps } from '../descriptor.ts';
import type { Comparison, ComparisonInput } from './lab-tasks.ts';
import './Lab.css';

/**
 * The seed project's experiment in the browser: a game played by its alpha-beta AI and, at each
 * of the first plays, how many positions minimax and alpha-beta examine at each depth.
 */
export function OnitamaLab({ run, cancel }: LabProps) {
  const [input, setInput] = useState<ComparisonInput>({
    depths: [2, 3, 4, 5],
    plays: 10,
    cards: 'seed',
    seed: 1,
    aiDepth: 3,
  });
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<Comparison | null>(null);
  const [error, setError] = useState<string | null>(null);
  const maxDepth = Math.max(...input.depths);
  const start = (e: Event) => {
    e.preventDefault();
    setError(null);
    setResult(null);
    setProgress(0);
    run('compare', input, setProgress).then(
      (r) => {
        setResult(r as Comparison);
        setProgress(null);
      },
      (err: Error) => {
        setProgress(null);
        if (err.name !== 'CancelledError') setError(err.message);
      },
    );
  };
  const number = (name: keyof ComparisonInput, min: number, max: number, label: string) => (
    <label class="field">
      {label}
      <input
        type="number"
        min={min}
        max={max}
        value={input[name] as number}
        onInput={(e) => setInput({ ...input, [name]: Number(e.currentTarget.value) })}
      />
    </label>
  );

  return (
    <div class="onitama-lab">
      <h2>Minimax against alpha-beta</h2>
      <p>
        The seed project's table "השוואה בין אלפא ובטה" and its chart "Ratio by depth": how many
        positions each search examines below the root, with the seed's evaluation and move order,
        along one game.
      </p>
      <form class="lab-form" onSubmit={start}>
        <label class="field">
          Deepest search
          <select
            value={maxDepth}
            onChange={(e) => {
              const to = Number(e.currentTarget.value);
              setInput({ ...input, depths: Array.from({ length: to - 1 }, (_, i) => i + 2) });
            }}
          >
            {[3, 4, 5, 6].map((d) => (
              <option key={d} value={d}>
                depths 2–{d}
              </option>
            ))}
          </select>
        </label>
        {number('plays', 1, 40, 'Plays')}
        {number('aiDepth', 1, 5, 'Depth of the player')}
        {number('seed', 0, 4294967295, 'Seed')}
        <label class="field">
          Cards
          <input
            value={input.cards}
            onInput={(e) => setInput({ ...input, cards: e.currentTarget.value })}
          />
        </label>
        <div class="actions">
          {progress !== null ? (
            <button type="button" onClick={cancel}>
              Stop
            </button>
          ) : (
            <button type="submit" class="primary">
              Run
            </button>
          )}
        </div>
      </form>
      {progress !== null && <progress max={1} value={progress} aria-label="Comparison progress" />}
      {error && <p role="alert">{error}</p>}
      {result && (
        <section aria-label="Comparison">
          <p>
            Game from <code>{result.start}</code>: {result.moves.join(' ')}
          </p>
          <table class="lab-table">
            <thead>
              <tr>
                {result.table.header.map((h) => (
                  <th key={h}>{h}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.table.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {/* An SVG string that our own chart code drew. */}
          <div class="lab-chart chart" dangerouslySetInnerHTML={{ __html: result.chartSvg }} />
        </section>
      )}
    </div>
  );
}
