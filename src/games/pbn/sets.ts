// Written by scripts/pbn-convert.ts from PLT's problems/directory: do not edit.
/** PLT's puzzle sets in its order: file id, display name, number of puzzles. */
export const PUZZLE_SETS = [
  {
    id: 'games',
    name: 'Games Magazine',
    count: 6,
  },
  {
    id: 'misc',
    name: 'Misc',
    count: 2,
  },
  {
    id: 'h1-30',
    name: 'Hattori 1 - 30',
    count: 30,
  },
  {
    id: 'h31-60',
    name: 'Hattori 31 - 60',
    count: 30,
  },
  {
    id: 'h61-90',
    name: 'Hattori 61 - 90',
    count: 30,
  },
  {
    id: 'h91-120',
    name: 'Hattori 91 - 120',
    count: 30,
  },
  {
    id: 'h121-138',
    name: 'Hattori 121 - 138',
    count: 18,
  },
  {
    id: 'k15x15',
    name: 'Kajitani 15x15',
    count: 54,
  },
  {
    id: 'k15x20',
    name: 'Kajitani 15x20',
    count: 3,
  },
  {
    id: 'k15x25',
    name: 'Kajitani 15x25',
    count: 1,
  },
  {
    id: 'k20x15',
    name: 'Kajitani 20x15',
    count: 1,
  },
  {
    id: 'k20x20',
    name: 'Kajitani 20x20',
    count: 13,
  },
  {
    id: 'k20x25',
    name: 'Kajitani 20x25',
    count: 4,
  },
  {
    id: 'k20x30',
    name: 'Kajitani 20x30',
    count: 3,
  },
  {
    id: 'k25x15',
    name: 'Kajitani 25x15',
    count: 1,
  },
  {
    id: 'k25x20',
    name: 'Kajitani 25x20',
    count: 4,
  },
  {
    id: 'k25x25',
    name: 'Kajitani 25x25',
    count: 4,
  },
  {
    id: 'k25x30',
    name: 'Kajitani 25x30',
    count: 5,
  },
  {
    id: 'k25x35',
    name: 'Kajitani 25x35',
    count: 4,
  },
  {
    id: 'k30x20',
    name: 'Kajitani 30x20',
    count: 4,
  },
  {
    id: 'k30x25',
    name: 'Kajitani 30x25',
    count: 1,
  },
  {
    id: 'k30x30',
    name: 'Kajitani 30x30',
    count: 19,
  },
  {
    id: 'k30x35',
    name: 'Kajitani 30x35',
    count: 1,
  },
  {
    id: 'k30x40',
    name: 'Kajitani 30x40',
    count: 10,
  },
  {
    id: 'k35x25',
    name: 'Kajitani 35x25',
    count: 11,
  },
  {
    id: 'k35x30',
    name: 'Kajitani 35x30',
    count: 6,
  },
  {
    id: 'k35x35',
    name: 'Kajitani 35x35',
    count: 8,
  },
  {
    id: 'k35x40',
    name: 'Kajitani 35x40',
    count: 4,
  },
  {
    id: 'k40x30',
    name: 'Kajitani 40x30',
    count: 21,
  },
  {
    id: 'k40x35',
    name: 'Kajitani 40x35',
    count: 3,
  },
  {
    id: 'k40x40',
    name: 'Kajitani 40x40',
    count: 54,
  },
] as const;
