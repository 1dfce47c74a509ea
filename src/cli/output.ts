import { accessSync, constants, existsSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { excerpt } from '../core/excerpt.ts';
import { fsProblem } from './fs-problem.ts';
import { UsageError } from './usage-error.ts';

/** Why `path` cannot be written, or undefined when it can. */
function unwritable(path: string): string | undefined {
  const full = resolve(path);
  try {
    if (existsSync(full)) {
      if (statSync(full).isDirectory()) return 'is a directory';
      accessSync(full, constants.W_OK);
      return undefined;
    }
    const dir = dirname(full);
    if (!existsSync(dir)) return `its folder ${dir} does not exist`;
    if (!statSync(dir).isDirectory()) return `${dir} is not a folder`;
    accessSync(dir, constants.W_OK);
    return undefined;
  } catch (e) {
    return fsProblem(e);
  }
}

/**
 * Says, as a usage error, why the file an option names (`--out`, `--journal`) cannot be written:
 * called when the command starts, so a typo in the path is reported before minutes of work.
 */
export function checkOutput(option: string, path: string): void {
  const problem = unwritable(path);
  if (problem) throw new UsageError(`${option} ${excerpt(path)}: cannot write there: ${problem}`);
}

/**
 * An output file named by an option (`--out`, `--chart`), checked when the command starts.
 * Returns the writer to call once the work is done; a write can still fail then (a full disk),
 * as a usage error too.
 */
export function outputFile(option: string, path: string): (text: string) => void {
  checkOutput(option, path);
  return (text) => {
    try {
      writeFileSync(path, text);
    } catch (e) {
      throw new UsageError(`${option} ${excerpt(path)}: cannot write: ${fsProblem(e)}`);
    }
  };
}
