import { LifeGauge } from './LifeGauge.tsx';

interface JewelHudProps {
  readonly score: number;
  readonly level: number;
  /** Swaps that make a run on the board now. */
  readonly moves: number;
  readonly life: number;
  readonly paused: boolean;
  readonly canPause: boolean;
  readonly onPause: () => void;
}

/** The line above the board: score, level, swaps left, PLT's life gauge and the pause button. */
export function JewelHud({ score, level, moves, life, paused, canPause, onPause }: JewelHudProps) {
  return (
    <div class="jewel-hud">
      <dl>
        <dt>Score</dt>
        <dd data-score>{score}</dd>
        <dt>Level</dt>
        <dd data-level>{level}</dd>
        <dt>Moves</dt>
        <dd data-moves title="Swaps that make a run, each counted once">
          {moves}
        </dd>
      </dl>
      <LifeGauge life={life} />
      <button type="button" class="jewel-pause" disabled={!canPause} onClick={onPause}>
        {paused ? 'Resume (P)' : 'Pause (P)'}
      </button>
    </div>
  );
}
