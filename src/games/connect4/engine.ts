import type { GameEngine } from '../descriptor.ts';
import { ais } from './ais.ts';
import { type ColumnValue, columnValues } from './analysis.ts';
import { columnList, perfectHint } from './hint.ts';
import { type Connect4State, connect4 } from './rules.ts';
import { Book, setOpeningBook } from './solver/book.ts';

/**
 * The opening book is an asset of the worker's bundle, fetched when the engine loads, so the
 * page itself never downloads it. In Node (the CLI, tests) the URL is a file, which fetch does
 * not read: the CLI loads the book itself (solver/book-file.ts). Without a book, every answer
 * is still exact, only slow near the empty board.
 */
const BOOK_URL = new URL('./solver/book.bin', import.meta.url);

async function fetchBook(): Promise<void> {
  try {
    const response = await fetch(BOOK_URL);
    if (response.ok) setOpeningBook(Book.decode(new Uint8Array(await response.arrayBuffer())));
  } catch (error) {
    console.warn('Connect 4 opening book not loaded:', error);
  }
}

if (BOOK_URL.protocol !== 'file:') await fetchBook();

/** Connect 4's computing half, for the engine worker and the CLI. */
const engine: GameEngine<Connect4State, number, Connect4State, ColumnValue[]> = {
  rules: connect4,
  ais,
  /** The perfect move: the fastest win, or the longest resistance; and what it is worth. */
  hint: perfectHint,
  analyze: (state, context) => columnValues(state, context.progress, context.stopped),
  analysisList: columnList,
};

export default engine;
