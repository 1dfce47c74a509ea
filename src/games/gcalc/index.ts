import type { AppDescriptor } from '../descriptor.ts';
import { icon } from './icon.ts';

/** PLT's GCalc, "not really a game": an app with its own page and an autosaved workspace. */
const gcalc: AppDescriptor = {
  kind: 'app',
  // PLT's info.rkt gives GCalc no game-set: it falls under Other Games.
  info: { id: 'gcalc', title: 'GCalc', set: 'Other Games' },
  tagline: 'Build λ-calculus functions out of coloured cubes',
  icon,
  help: () => import('./help.md?raw').then((m) => m.default),
  page: () => import('./Page.tsx').then((m) => m.GcalcPage),
};

export default gcalc;
