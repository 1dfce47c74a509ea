import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import engine from './engine.ts';

const help = readFileSync(new URL('./help.md', import.meta.url), 'utf8');
/** The help's "## Lab" section, up to the next heading of its level. */
const lab = help.slice(help.indexOf('## Lab'), help.indexOf('\n## ', help.indexOf('## Lab') + 1));

describe("Onitama's help on the Lab", () => {
  it('promises only what the Lab page runs, and sends the genetic algorithm to the CLI', () => {
    expect(Object.keys(engine.tasks ?? {})).toEqual(['compare']);
    expect(lab).toMatch(/minimax against alpha-beta/i);
    // The genetic algorithm is named only with the command that runs it, never as a Lab item.
    expect(lab).not.toMatch(/^- \*\*Genetic algorithm\*\*/m);
    expect(lab).toMatch(/genetic algorithm[^.]*`npx games onitama learn`/i);
  });
});

describe("Onitama's help on serve", () => {
  it('documents every command of the protocol', () => {
    const served = help.slice(help.indexOf('`serve`'));
    for (const command of ['position', 'go', 'stop', 'isready', 'newgame', 'quit']) {
      expect(served).toContain(`- \`${command}`);
    }
  });
});
