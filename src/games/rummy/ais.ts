import type { AiPlayer } from '../../core/ai.ts';
import { AI_NAMES } from './ai-names.ts';
import { gin2Move } from './gin2-player.ts';
import { outsMove } from './outs-player.ts';
import { pltMove } from './plt-ai.ts';
import { raceMove } from './race-player.ts';
import { rolloutMove } from './rollout-player.ts';
import type { RummyMove, RummyObservation } from './state.ts';

type RummyAi = AiPlayer<RummyObservation, RummyMove>;

const labelOf = (id: string) => AI_NAMES.find((ai) => ai.id === id)?.label ?? id;

const plt: RummyAi = { id: 'plt', label: labelOf('plt'), choose: (o) => pltMove(o) };
const outs: RummyAi = { id: 'outs', label: labelOf('outs'), choose: (o) => outsMove(o) };
const gin2: RummyAi = { id: 'gin2', label: labelOf('gin2'), choose: (o) => gin2Move(o) };
const race: RummyAi = {
  id: 'race',
  label: labelOf('race'),
  choose: (o, context) => raceMove(o, context.rng),
};
const rollouts: RummyAi = {
  id: 'rollouts',
  label: labelOf('rollouts'),
  choose: (o, context) => rolloutMove(o, context.rng),
};

/** The players the seat picker names (ai-names.ts), for the engine. */
export const ais = [plt, outs, gin2, race, rollouts];
