import { stampLine } from './stamp.ts';

/**
 * The stamp line for a shell bench (onitama/ladder.sh, rummy/match.sh), which cannot import
 * stamp.ts: `npx tsx bench/lib/stamp-line.ts "<command>"` prints it.
 */
const command = process.argv[2];
if (!command) {
  console.error('error: give the command the table is written by');
  process.exit(2);
}
console.log(stampLine(command));
