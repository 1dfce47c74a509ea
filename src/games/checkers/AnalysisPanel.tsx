import { type CheckersAnalysis, evaluationText } from './analysis.ts';
import { moveToString } from './rules.ts';

/** The engine's study of the position: its evaluation in words, how far it searched, its line. */
export function AnalysisPanel({ study }: { study: CheckersAnalysis }) {
  return (
    <section class="checkers-analysis" aria-label="Analysis">
      <p class="evaluation">{evaluationText(study)}</p>
      <p class="search" data-depth={study.depth}>
        Depth {study.depth} · {study.nodes.toLocaleString('en')} positions ·{' '}
        {(study.ms / 1000).toFixed(1)} s
      </p>
      <ol class="pv" aria-label="Best line">
        {study.pv.map((m, i) => (
          <li key={`${i} ${moveToString(m)}`}>{moveToString(m)}</li>
        ))}
      </ol>
    </section>
  );
}
