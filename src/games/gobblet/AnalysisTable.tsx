import type { GobbletAnalysis } from './analysis-types.ts';

/** Every move's value for the player to move, best first. */
export function AnalysisTable({ analysis }: { analysis: GobbletAnalysis }) {
  return (
    <div class="gobblet-analysis">
      <p>
        {analysis.kind === 'exact' ? 'Solved' : 'Engine'}: values for {analysis.mover}
      </p>
      <table>
        <tbody>
          {analysis.moves.map((m) => (
            <tr key={m.move}>
              <td>{m.move}</td>
              <td data-value={m.text}>{m.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="note">{analysis.note}</p>
    </div>
  );
}
