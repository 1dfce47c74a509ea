/** The book generators' clocks: the process's CPU time, and seconds as their tables show them. */

/** CPU seconds of the process so far, its worker threads included. */
export const cpuSeconds = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** 42 s, 17 min, 3.5 h. */
export const duration = (s: number): string =>
  s < 90
    ? `${s.toFixed(0)} s`
    : s < 5400
      ? `${(s / 60).toFixed(0)} min`
      : `${(s / 3600).toFixed(1)} h`;
