import type { GameInfo } from '../../core/game.ts';
import proven from './winnable-seeds.json' with { type: 'json' };

export type SuitCount = 1 | 2 | 4;
export const SUIT_COUNTS: readonly SuitCount[] = [1, 2, 4];

export interface SpiderParams {
  /** PLT's "Number of Suits": '1', '2' (its default) or '4'. */
  readonly suits: '1' | '2' | '4';
  /** Not in PLT: deal only deals the full-knowledge solver proves winnable. */
  readonly winnable: boolean;
  readonly [name: string]: string | boolean;
}

export const spiderInfo: GameInfo<SpiderParams> = {
  id: 'spider',
  title: 'Spider',
  set: 'Card Games',
  players: () => 1,
  chance: false,
  hiddenInformation: true,
  params: {
    suits: {
      kind: 'choice',
      label: 'Number of suits',
      choices: [
        { value: '1', label: '1 (easiest)' },
        { value: '2', label: '2' },
        { value: '4', label: '4 (hardest)' },
      ],
      default: '2',
    },
    winnable: { kind: 'bool', label: 'Winnable deals only (proven by the solver)', default: false },
  },
  checkParams(p) {
    const seeds = proven.seeds[p.suits] as readonly number[] | undefined;
    if (p.winnable && !seeds?.length) {
      return `winnable deals only: no ${p.suits}-suit deal is proven winnable yet; play another suit count`;
    }
    return undefined;
  },
};

export const suitCount = (p: Pick<SpiderParams, 'suits'>): SuitCount =>
  Number(p.suits) as SuitCount;
