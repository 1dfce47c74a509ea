import { createInterface } from 'node:readline';

/** Where `games play` reads a person's moves: one a line, undefined once the input has ended. */
export interface LineReader {
  read(): Promise<string | undefined>;
  close(): void;
}

/** Lines of standard input, opened on the first read so a game of computers never holds stdin. */
export function stdinLines(): LineReader {
  let lines: AsyncIterator<string> | undefined;
  let close = () => {};
  return {
    async read() {
      if (!lines) {
        const rl = createInterface({ input: process.stdin, terminal: false });
        lines = rl[Symbol.asyncIterator]();
        close = () => rl.close();
      }
      const next = await lines.next();
      return next.done ? undefined : next.value;
    },
    close: () => close(),
  };
}
