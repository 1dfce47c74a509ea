/**
 * `npm test`: runs the named npm scripts in order, stops at the first that fails (with its exit
 * code), and prints each step's wall-clock time and the load average, so a CI log shows where
 * its minutes went (the budget is 12 minutes on two cores).
 *
 *   node scripts/run-steps.mjs typecheck lint test:unit test:slow build test:e2e
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

const steps = process.argv.slice(2);
const done = [];
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(0);
const load = () => loadavg()[0].toFixed(2);
const started = performance.now();

for (const step of steps) {
  const start = performance.now();
  console.log(`\n== ${step} (load ${load()})`);
  const { status } = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit' });
  done.push(`${step.padEnd(12)} ${seconds(start).padStart(5)} s`);
  console.log(`== ${step}: ${seconds(start)} s${status === 0 ? '' : ', failed'}`);
  if (status !== 0) {
    console.log(`\n${done.join('\n')}`);
    // A step killed by a signal has no status: a failure all the same.
    process.exit(status ?? 1);
  }
}
console.log(
  `\n${done.join('\n')}\n${'total'.padEnd(12)} ${seconds(started).padStart(5)} s (load ${load()})`,
);
