import type { AppDescriptor } from '../../../src/games/descriptor.ts';

/** The smallest app: a note kept across reloads. It proves the app kind before GCalc arrives. */
const scratchpad: AppDescriptor = {
  kind: 'app',
  info: { id: 'scratchpad', title: 'Scratchpad', set: 'Other Games' },
  tagline: 'An app for the tests',
  icon: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect x="1" y="1" width="6" height="6" fill="#ffd"/></svg>',
  help: async () =>
    '# Scratchpad\n\nA note that is kept as you type, and still there after a reload.',
  page: () => import('./Page.tsx').then((m) => m.ScratchpadPage),
  listed: false,
};

export default scratchpad;
