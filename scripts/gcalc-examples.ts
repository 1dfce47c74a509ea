/**
 * Writes src/games/gcalc/examples.gcalc.json, the examples file that GCalc's Examples button
 * opens, from the λ-terms in src/games/gcalc/examples.ts. Run: npx tsx scripts/gcalc-examples.ts
 * (a unit test fails when the file and the terms disagree).
 */
import { writeFileSync } from 'node:fs';
import { examplesWorkspace } from '../src/games/gcalc/examples.ts';
import { documentText } from '../src/games/gcalc/format.ts';

const out = new URL('../src/games/gcalc/examples.gcalc.json', import.meta.url);
writeFileSync(out, documentText(examplesWorkspace()));
console.log(`wrote ${out.pathname}`);
