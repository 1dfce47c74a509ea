import { FULL_LIFE } from './rules.ts';

/** PLT's gauge: 24 sections, full at 2000 life; green above 4 sections, yellow above 1, else red. */
const SECTIONS = 24;

export function lifeSections(life: number): number {
  return Math.min(SECTIONS, Math.floor((life * SECTIONS) / FULL_LIFE));
}

const wedge = (i: number) => {
  const a0 = (i / SECTIONS) * 2 * Math.PI;
  const a1 = ((i + 1) / SECTIONS) * 2 * Math.PI;
  const p = (a: number) => `${(Math.sin(a) * 0.95).toFixed(3)} ${(-Math.cos(a) * 0.95).toFixed(3)}`;
  return `M0 0L${p(a0)}A0.95 0.95 0 0 1 ${p(a1)}Z`;
};

/** The life left as PLT's pie, with its number in words too (not by colour alone). */
export function LifeGauge({ life }: { life: number }) {
  const shown = lifeSections(life);
  const tone = shown > 4 ? 'good' : shown > 1 ? 'low' : 'critical';
  const points = Math.ceil(life / 100);
  return (
    <div class="jewel-life" data-tone={tone}>
      <svg viewBox="-1 -1 2 2" role="img" aria-label={`Life ${points} of ${FULL_LIFE / 100}`}>
        {Array.from({ length: SECTIONS }, (_, i) => (
          <path key={i} d={wedge(i)} class={i < shown ? 'on' : 'off'} />
        ))}
      </svg>
      <span>
        Life <span data-life>{points}</span>
      </span>
    </div>
  );
}
