import { openSync, readSync } from 'node:fs';

/**
 * The CPU time of the calling thread in milliseconds, read from Linux's
 * /proc/thread-self/schedstat (nanoseconds on a CPU): Node 20 has no per-thread CPU clock
 * (`process.cpuUsage()` sums every thread, `process.threadCpuUsage` came in v23), and a worker
 * thread's own time is what a budget must count when other threads and processes share the
 * cores. The file is opened once and re-read with pread; a read costs a system call, so the
 * clock reads it at most every `everyMs` of wall time and in between answers its last reading
 * (stale by at most that much CPU time). Null where the file does not exist.
 */
export function threadCpuClock(everyMs = 2): (() => number) | null {
  let fd: number;
  try {
    fd = openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    return null;
  }
  const buffer = Buffer.alloc(64);
  const read = () => {
    const n = readSync(fd, buffer, 0, buffer.length, 0);
    const text = buffer.toString('latin1', 0, n);
    return Number(text.slice(0, text.indexOf(' '))) / 1e6;
  };
  let lastWall = -Infinity;
  let last = 0;
  return () => {
    const wall = performance.now();
    if (wall - lastWall >= everyMs) {
      lastWall = wall;
      last = read();
    }
    return last;
  };
}

/** The process's CPU time in milliseconds: a thread's own only when it is the only busy one. */
export const processCpuClock = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
