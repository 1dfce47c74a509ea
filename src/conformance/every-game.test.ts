import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../games/registry.ts';
import { gameFolder } from './suite.ts';

/**
 * The suite runs from one file per game, so that each game's time shows and the files share the
 * workers; this is what keeps a registered game from going untested when that file is missing.
 */
describe('the conformance suite', () => {
  it.each(registry.filter((d) => d.kind === 'game').map((d) => d.info.id))(
    'runs for %s from conformance.test.ts in its folder',
    (id) => {
      const file = join(gameFolder(id), 'conformance.test.ts');
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(`conformanceSuite('${id}',`);
    },
  );
});
