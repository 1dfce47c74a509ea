import { execSync } from 'node:child_process';

/**
 * What a bench table is stamped with: the commit it ran at (saying so when the tree had changes
 * not yet committed) and the day.
 */
export function stamp(): { commit: string; date: string } {
  const head = execSync('git rev-parse --short HEAD').toString().trim();
  const dirty = execSync('git status --porcelain').toString().trim();
  return {
    commit: dirty ? `${head} (with uncommitted changes)` : head,
    date: new Date().toISOString().slice(0, 10),
  };
}

/**
 * The line a bench table opens with under its title: the command that wrote it, the commit and
 * the day. Every table's writer uses it, so the index (bench/lib/index.ts) finds all three.
 */
export function stampLine(command: string): string {
  const { commit, date } = stamp();
  return `Written by \`${command}\` at commit ${commit} on ${date}.`;
}
