import { evaluationText, type OnitamaAnalysis } from './analysis.ts';
import { moveToString, other, playerName } from './rules.ts';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The engine's view of the position, one completed depth at a time: the score for the player
 * to move, how deep and wide the search went, and the best line, numbered as on the board.
 */
export function AnalysisPanel({ analysis }: { analysis: OnitamaAnalysis }) {
  const { depth, seldepth, nodes, ms, pv, player, threads } = analysis;
  return (
    <section class="onitama-analysis" aria-label="Analysis">
      <p class="evaluation">{evaluationText(analysis)}</p>
      <p class="search" data-depth={depth} data-threads={threads}>
        Depth {depth} (selective {seldepth}) · {nodes.toLocaleString('en')} positions ·{' '}
        {seconds(ms)}
        {threads > 1 && ` on ${threads} threads`}
      </p>
      <ol class="pv" aria-label="Best line">
        {pv.map((move, i) => (
          <li
            key={`${i} ${moveToString(move)}`}
            data-player={playerName(i % 2 === 0 ? player : other(player))}
          >
            {moveToString(move)}
          </li>
        ))}
      </ol>
    </section>
  );
}
